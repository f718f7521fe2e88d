import AppearancePreview
import Foundation
import Testing

/// Screens from an app's Interface Builder files as a catalog declares them (#46).
@MainActor
@Suite struct InterfaceBuilderScreenTests {
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppearanceInterfaceBuilderTests/Fixtures/\(name)")
    }

    @Test func aStoryboardSceneIsAScreen() throws {
        let catalog = PreviewCatalog(
            screens: [
                .interfaceBuilder("form", storyboard: Self.fixture("Main.storyboard"), scene: "Form"),
                .interfaceBuilder("start", storyboard: Self.fixture("Main.storyboard")),
            ],
            themes: [.none])
        let window = try catalog.screen(named: "form").makeWindow(for: PreviewEnvironment(style: .dark))
        #expect(window.rootViewController != nil)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        _ = try catalog.screen(named: "start").makeWindow(for: PreviewEnvironment())
    }

    @Test func aXIBsViewIsAScreenWithTheCatalogsColours() throws {
        let screen = PreviewScreen.interfaceBuilder(
            "card", xib: Self.fixture("InkCard.xib"), catalogs: [Self.fixture("Assets.xcassets")])
        let window = try screen.makeWindow(for: PreviewEnvironment())
        #expect(window.subviews.count == 1)
        let missing = PreviewScreen.interfaceBuilder("card", xib: Self.fixture("InkCard.xib"), index: 5)
        #expect(throws: ToolError.self) { try missing.makeWindow(for: PreviewEnvironment()) }
    }

    @Test func anUnknownSceneFailsTheScreenWithItsError() {
        let screen = PreviewScreen.interfaceBuilder("x", storyboard: Self.fixture("Main.storyboard"), scene: "Nope")
        #expect(throws: ToolError.self) { try screen.makeWindow(for: PreviewEnvironment()) }
    }
}
