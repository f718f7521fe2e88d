import AppearanceRender
import Testing

@MainActor
@Suite struct ViewPathTests {
    @Test(arguments: [
        ("navigationBar", "NavigationBar"), ("headline", "AppHeadline"), ("wifi/switch", "AppSwitch"),
        ("brightness/slider", "AppSlider"), ("copies/stepper", "AppStepper"), ("mode", "AppSegmentedControl"),
        ("save", "AppButton"), ("delete", "AppDangerButton"), ("separator", "AppSeparator"), ("screen", "AppView"),
        ("card", "AppView"), ("card/title", "AppHeadline"), ("card/button", "AppButton"), ("table", "TableView"),
        ("section", "TableViewHeaderFooterView"), ("section/label", "Label"), ("cell2/detail", "Label"),
        ("tabBar", "TabBar"),
    ])
    func demoPathsResolve(path: String, className: String) throws {
        Appearance.reset()
        let screen = DemoScreen.make()
        let view = try ViewPath(path).resolve(in: screen.window)
        #expect(String(describing: type(of: view)) == className)
        #expect(view.accessibilityIdentifier == path.split(separator: "/").last.map(String.init))
    }

    @Test func aLaterComponentIsLookedUpInsideTheEarlierOne() throws {
        Appearance.reset()
        let screen = DemoScreen.make()
        let inCard = try ViewPath("card/body").resolve(in: screen.window)
        let onScreen = try ViewPath("body").resolve(in: screen.window)
        #expect(inCard !== onScreen)
        #expect(inCard.isDescendant(of: screen.view("card")!))
    }

    @Test func aMissingComponentNamesWhatIsThere() {
        Appearance.reset()
        let screen = DemoScreen.make()
        #expect(
            throws: ViewPathError(
                path: "card/buton", kind: .notFound(component: "buton", parent: "card", available: ["content", "title", "body", "button"]))
        ) {
            try ViewPath("card/buton").resolve(in: screen.window)
        }
        let error = ViewPathError(path: "card/buton", kind: .notFound(component: "buton", parent: "card", available: ["title"]))
        #expect(error.description == "no view 'buton' in 'card' (it has: title)")
    }

    @Test(arguments: ["", "card//button", "/card", "card/"])
    func malformedPathsAreRejected(text: String) {
        #expect(throws: ViewPathError(path: text, kind: .malformed)) { try ViewPath(text) }
    }
}
