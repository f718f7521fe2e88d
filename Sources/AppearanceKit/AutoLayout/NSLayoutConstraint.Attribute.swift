extension NSLayoutConstraint {
    /// A part of a view's or layout guide's frame that a constraint relates, as UIKit's
    /// `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge: the left one in a left-to-right layout.
        case leading
        /// The trailing edge: the right one in a left-to-right layout.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The middle between the left and right edges.
        case centerX
        /// The middle between the top and bottom edges.
        case centerY
        /// The baseline of the last line of text (the bottom, for views without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom, for views without text).
        case firstBaseline
        /// The left edge inset by the view's left layout margin.
        case leftMargin
        /// The right edge inset by the view's right layout margin.
        case rightMargin
        /// The top edge inset by the view's top layout margin.
        case topMargin
        /// The bottom edge inset by the view's bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the view's leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the view's trailing layout margin.
        case trailingMargin
        /// The middle between the left and right margins.
        case centerXWithinMargins
        /// The middle between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The axis the attribute measures along, `nil` for ``notAnAttribute``.
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .vertical
            case .notAnAttribute: nil
            }
        }

        /// Whether the attribute is a size, not a position.
        var isDimension: Bool { self == .width || self == .height }

        /// UIKit's name, as constraint descriptions print it (`leading`, `centerX`).
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }
}
