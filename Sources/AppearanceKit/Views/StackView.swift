public import AppearanceCore

/// A view that lines up its arranged subviews in a row or a column.
///
/// The Swift stand-in for `UIStackView`. Arranged subviews are ordinary subviews too, so they
/// receive appearance values (and `StackView` works as a container in proxies):
///
/// ```swift
/// StackView.appearance().spacing = 12
/// Label.appearance(whenContainedInInstancesOf: [StackView.self]).textColor = .secondaryLabel
/// let row = StackView(arrangedSubviews: [Label(text: "Name"), Label(text: "Ada")])
/// row.axis = .horizontal
/// ```
@preconcurrency @MainActor
open class StackView: View {
    /// The direction the arranged subviews are laid out in.
    public enum Axis: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Left to right (leading to trailing).
        case horizontal
        /// Top to bottom.
        case vertical

        /// The case name.
        public var description: String { rawValue }
    }

    /// How arranged subviews are placed across the stack's axis.
    public enum Alignment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Stretched to fill the stack across its axis.
        case fill
        /// Aligned to the leading edge (vertical stacks).
        case leading
        /// Centred across the axis.
        case center
        /// Aligned to the trailing edge (vertical stacks).
        case trailing
        /// Aligned to the top edge (horizontal stacks).
        case top
        /// Aligned to the bottom edge (horizontal stacks).
        case bottom
        /// Aligned on the first text baseline (horizontal stacks).
        case firstBaseline

        /// The case name.
        public var description: String { rawValue }
    }

    /// How arranged subviews share the stack's length along its axis.
    public enum Distribution: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// They fill the length; one stretches or shrinks.
        case fill
        /// They fill the length with equal sizes.
        case fillEqually
        /// They fill the length in proportion to their natural sizes.
        case fillProportionally
        /// Natural sizes with equal space between them.
        case equalSpacing
        /// Natural sizes with equal distances between their centres.
        case equalCentering

        /// The case name.
        public var description: String { rawValue }
    }

    /// The views laid out by the stack, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// The direction of the stack.
    public var axis: Axis = .horizontal {
        didSet { setNeedsLayout() }
    }
    /// How arranged subviews are placed across the axis.
    public var alignment: Alignment = .fill {
        didSet { setNeedsLayout() }
    }
    /// How arranged subviews share the length.
    public var distribution: Distribution = .fill {
        didSet { setNeedsLayout() }
    }

    /// The space between adjacent arranged subviews, in points.
    @Styled public var spacing: CGFloat = 0
    /// The margins around the arranged subviews (used when
    /// ``isLayoutMarginsRelativeArrangement`` is `true`). An appearance property of stack views.
    override public var layoutMargins: EdgeInsets {
        get { stackLayoutMargins }
        set {
            stackLayoutMargins = newValue
            layoutMarginsDidChange()
        }
    }
    /// The storage of ``layoutMargins``: a stack view's margins are styled, and start at zero.
    @Styled var stackLayoutMargins: EdgeInsets = .zero
    /// Whether the arranged subviews are laid out inside ``layoutMargins``.
    @Styled public var isLayoutMarginsRelativeArrangement = false

    /// A stack without arranged subviews with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack without arranged subviews from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A stack of `arrangedSubviews`, as UIKit's `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews: [View]) {
        self.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Appends `view` to the arranged subviews, adding it as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged subviews at `index`, adding it as a subview if needed.
    /// As UIKit's, it hands the view to the stack's layout
    /// (`translatesAutoresizingMaskIntoConstraints = false`).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(index, 0), arrangedSubviews.count))
        setNeedsLayout()
    }

    /// Stops laying out `view`; it stays a subview (call `removeFromSuperview()` to remove it).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// Drops a subview that leaves the stack from the arranged subviews too.
    override open func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
}
