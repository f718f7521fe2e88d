/// The look of the status bar a controller asks for, as UIKit's `UIStatusBarStyle`.
public enum StatusBarStyle: Int, Sendable, Hashable, CaseIterable {
    /// Dark or light by the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
