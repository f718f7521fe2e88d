import AppearanceKit
import AppearanceRender
import ArgumentParser

/// The screen to draw: `--screen demo` or `--screen controls`.
enum ScreenArgument: String, CaseIterable, ExpressibleByArgument {
    /// The settings-like demo screen of `DemoScreen`.
    case demo
    /// The input and progress controls of `ControlsScreen`.
    case controls

    /// Builds the screen in a new window and returns the window.
    @MainActor
    func makeWindow(size: Size, style: UserInterfaceStyle) -> Window {
        switch self {
        case .demo: DemoScreen.make(size: size, style: style).window
        case .controls: ControlsScreen.make(size: size, style: style).window
        }
    }

    /// What the screen is, for messages: "the demo screen".
    var title: String {
        switch self {
        case .demo: "the demo screen"
        case .controls: "the controls screen"
        }
    }
}
