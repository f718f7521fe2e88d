import AppearanceKit

// `Self.appearance()` in class and static methods, as apps' `+Appearance.swift` extensions
// write it (#32). Through dynamic member lookup this trapped at run time ("could not demangle
// keypath type", swiftlang/swift#66795); the proxy's members for the kit's properties make it
// work. Run as a child process by SelfAppearanceTests (a trap is then a failed test, not a
// crashed suite), built in Swift 6 mode here and in Swift 5 mode as `self-appearance-probe-5`.

extension TabBar {
    class func applyBrand() {
        let appearance = Self.appearance()
        appearance.barTintColor = .red
        appearance.tintColor = .white
        appearance.unselectedItemTintColor = .gray
    }
}

extension NavigationBar {
    class func applyBrand() {
        Self.appearance().titleTextAttributes = [.foregroundColor: Color.white]
        let standard = NavigationBarAppearance()
        standard.backgroundColor = .blue
        Self.appearance().standardAppearance = standard
    }
}

extension Button {
    class func applyBrand() {
        Self.appearance().setTitleColor(.orange, for: .normal)
        Self.appearance().backgroundColor = .black
        Self.appearance().layer.cornerRadius = 6
    }
}

class BrandLabel: Label {
    static func applyBrand() {
        Self.appearance().textColor = .purple
        Self.appearance().font = .systemFont(ofSize: 21)
    }
}

final class BrandSwitch: Switch {
    static func applyBrand() {
        Self.appearance().onTintColor = .green
    }
}

/// Records the themes, styles a window, and returns how many shapes failed.
@MainActor
func run() -> Int32 {
    var failures: Int32 = 0
    func check(_ condition: Bool, _ what: String) {
        print(condition ? "ok \(what)" : "FAIL \(what)")
        if !condition { failures += 1 }
    }

    TabBar.applyBrand()
    NavigationBar.applyBrand()
    Button.applyBrand()
    BrandLabel.applyBrand()
    BrandSwitch.applyBrand()

    let window = Window()
    let tabBar = TabBar()
    let navigationBar = NavigationBar()
    let button = Button()
    let label = BrandLabel()
    let toggle = BrandSwitch()
    for view in [tabBar, navigationBar, button, label, toggle] as [View] { window.addSubview(view) }

    check(tabBar.barTintColor?.hexString == "#ff0000", "property through Self.appearance() in a class method")
    check(tabBar.unselectedItemTintColor?.hexString == "#808080", "a second property through the same proxy")
    check(
        (navigationBar.titleTextAttributes?[.foregroundColor] as? Color)?.hexString == "#ffffff",
        "text attributes")
    check(navigationBar.standardAppearance.backgroundColor?.hexString == "#0000ff", "an appearance object")
    check(button.titleColor(for: .normal)?.hexString == "#ff8000", "an axis setter")
    check(button.backgroundColor?.hexString == "#000000", "an inherited property")
    check(button.layer.cornerRadius == 6, "a sub-object's property")
    check(label.textColor?.hexString == "#800080", "a static method of a subclass")
    check(label.font.pointSize == 21, "a second property of a subclass")
    check(toggle.onTintColor?.hexString == "#00ff00", "a final subclass")
    print(failures == 0 ? "all shapes work" : "\(failures) shapes failed")
    return failures
}

exit(MainActor.assumeIsolated { run() } == 0 ? 0 : 1)
