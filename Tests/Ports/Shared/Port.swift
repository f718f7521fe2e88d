import AppearanceKit

// The porting trial (#10): appearance set-up code in the shapes real iOS apps write, renamed
// as the porting guide says (`import UIKit` → `import AppearanceKit`, `UIFoo` → `Foo`) and
// nothing else. The same files build in Swift 5 mode (module PortsSwift5, as apps build them)
// and in Swift 6 mode (module PortsSwift6); `PortsTests` runs every port against a window.

/// One app's appearance set-up and the screen it styles.
public struct Port {
    /// What the set-up is, in a few words.
    public let name: String
    /// Records the app's appearance, builds its screen in a window, and returns every way the
    /// views differ from what iOS gives them (empty when the port behaves as on iOS).
    public let run: @MainActor () -> [String]
}

/// Collects the differences a port finds.
@MainActor
final class Findings {
    private(set) var failures: [String] = []

    /// Notes `what` unless `condition` holds.
    func expect(_ condition: Bool, _ what: String, line: Int = #line) {
        if !condition { failures.append("line \(line): \(what)") }
    }
}

/// The windows a port shows, kept alive until it ends, as an app's scene delegate keeps its
/// window (a window nobody holds goes away, with its views).
@MainActor
private var shownWindows: [Window] = []

/// Runs `body` with a fresh registry and returns what it found.
@MainActor
func port(_ body: (Findings) -> Void) -> [String] {
    Appearance.reset()
    let findings = Findings()
    body(findings)
    Appearance.reset()
    shownWindows.removeAll()
    return findings.failures
}

/// A window showing `view` inside a navigation controller, as an app's screen sits.
@MainActor
@discardableResult
func showInNavigation(_ view: View, title: String = "Screen") -> NavigationController {
    let screen = ViewController()
    screen.title = title
    screen.view.addSubview(view)
    let navigation = NavigationController(rootViewController: screen)
    let window = Window()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    shownWindows.append(window)
    return navigation
}

/// A window showing `view` directly.
@MainActor
@discardableResult
func showInWindow(_ view: View, style: UserInterfaceStyle = .unspecified) -> Window {
    let window = Window()
    window.overrideUserInterfaceStyle = style
    window.addSubview(view)
    shownWindows.append(window)
    return window
}
