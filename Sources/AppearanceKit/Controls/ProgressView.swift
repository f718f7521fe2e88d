public import AppearanceCore

/// A bar that fills from leading to trailing as a task progresses.
///
/// The Swift stand-in for `UIProgressView`. Its tint colours and images are appearance
/// properties, as in UIKit:
///
/// ```swift
/// ProgressView.appearance().progressTintColor = .systemGreen
/// ProgressView.appearance(whenContainedInInstancesOf: [NavigationBar.self]).trackTintColor = .clear
/// let download = ProgressView(progressViewStyle: .bar)
/// download.setProgress(0.4, animated: true)
/// ```
@preconcurrency @MainActor
open class ProgressView: View {
    /// The look of the bar.
    public var progressViewStyle: Style = .default

    /// The progress, kept within 0...1.
    public var progress: Float = 0 {
        didSet {
            let clamped = Swift.min(Swift.max(progress, 0), 1)
            if clamped != progress { progress = clamped }
        }
    }

    /// The colour of the filled part; `nil` uses the tint colour.
    @Styled public var progressTintColor: Color? = nil
    /// The colour of the unfilled part; `nil` uses the system fill.
    @Styled public var trackTintColor: Color? = nil
    /// An image for the filled part, drawn instead of ``progressTintColor``.
    @Styled public var progressImage: Image? = nil
    /// An image for the unfilled part, drawn instead of ``trackTintColor``.
    @Styled public var trackImage: Image? = nil

    /// An empty progress view of `style`, as UIKit's `init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A empty default-style progress view with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A empty default-style progress view from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress (there is no animation here).
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
