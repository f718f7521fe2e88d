public import AppearanceCore

/// A spinning wheel that shows a task is in progress.
///
/// The Swift stand-in for `UIActivityIndicatorView`. Its ``color`` is an appearance property,
/// as in UIKit; its ``style`` is one too, so theme files can choose the size:
///
/// ```swift
/// ActivityIndicatorView.appearance().color = .systemIndigo
/// let spinner = ActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
///
/// While ``hidesWhenStopped`` is `true` (the default), the indicator is hidden whenever it is
/// not animating, as UIKit's is: ``stopAnimating()`` sets ``View/isHidden``.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The size and default colour of the wheel.
    @Styled public var style: Style = .medium
    /// The colour of the wheel, `nil` when none is set (``color`` then reports the style's).
    @Styled var colorStorage: Color? = nil

    /// Whether the indicator is hidden while it is not animating (default `true`).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the wheel is spinning.
    public private(set) var isAnimating = false

    /// A stopped (so hidden) indicator of the given style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// A stopped (so hidden) medium indicator with the given frame.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A stopped (so hidden) medium indicator from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The colour of the wheel.
    ///
    /// Never `nil` when read: without a colour of its own it reports its style's (grey, or
    /// white for the legacy white styles); assigning `nil` returns to that.
    public var color: Color! {
        get { colorStorage ?? style.defaultColor }
        set { colorStorage = newValue }
    }

    /// Starts the wheel and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops the wheel; hides the indicator when ``hidesWhenStopped`` is `true`.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
