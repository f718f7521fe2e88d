/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle` (same raw values).
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// The system's choice: a page sheet on iPhone and iPad.
    case automatic = -2
    /// No adaptation (used by adaptive presentations).
    case none = -1
    /// Covers the screen; the presenter's view is removed, so it disappears.
    case fullScreen = 0
    /// A card over the presenter, which stays shown behind it.
    case pageSheet = 1
    /// A centred card over the presenter.
    case formSheet = 2
    /// Covers the presenting context; the presenter disappears.
    case currentContext = 3
    /// The app's own presentation.
    case custom = 4
    /// Covers the screen over the presenter, which stays shown.
    case overFullScreen = 5
    /// Covers the presenting context over it, which stays shown.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7

    /// Whether the presenter's view goes away while this style shows (it then disappears).
    var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}
