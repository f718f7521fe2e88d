import AppearanceKit
import AppearanceRender

/// A screen the studio previews: the screens `appearance render --screen` knows.
public enum StudioScreen: String, CaseIterable, Sendable, Codable {
    /// The settings-like demo screen (`DemoScreen`).
    case demo
    /// The input and progress controls (`ControlsScreen`).
    case controls

    /// The name shown in the page's menu.
    public var title: String {
        switch self {
        case .demo: "Demo"
        case .controls: "Controls"
        }
    }

    /// Builds the screen in a new window of `size` with the interface `style`.
    @MainActor
    func makeWindow(size: Size, style: UserInterfaceStyle) -> Window {
        switch self {
        case .demo: DemoScreen.make(size: size, style: style).window
        case .controls: ControlsScreen.make(size: size, style: style).window
        }
    }
}
