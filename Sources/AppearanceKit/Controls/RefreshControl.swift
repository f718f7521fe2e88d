public import AppearanceCore
public import Foundation

/// A spinner with an optional title, shown above a scrolling list while it reloads.
///
/// The Swift stand-in for `UIRefreshControl`. Its ``attributedTitle`` is an appearance
/// property, as in UIKit, and its spinner takes the ``View/tintColor``:
///
/// ```swift
/// RefreshControl.appearance().tintColor = .systemIndigo
/// RefreshControl.appearance().attributedTitle = NSAttributedString(
///     string: "Pull to refresh", attributes: [.foregroundColor: Color.secondaryLabel])
/// let refresh = RefreshControl()
/// refresh.beginRefreshing()
/// ```
@preconcurrency @MainActor
open class RefreshControl: Control {
    /// The title under the spinner, with its attributes.
    @Styled public var attributedTitle: NSAttributedString? = nil

    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false

    /// A refresh control that is not refreshing with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A refresh control that is not refreshing from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts showing a refresh in progress (as when the user pulled the list down).
    public func beginRefreshing() {
        isRefreshing = true
    }

    /// Stops showing a refresh in progress.
    public func endRefreshing() {
        isRefreshing = false
    }
}
