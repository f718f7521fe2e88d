/// Distances inset from each edge of a rectangle.
///
/// The Swift stand-in for `UIEdgeInsets`. Positive values move the edges inwards.
///
/// ```swift
/// let padding = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// padding.horizontal                      // 32
/// let frame = CGRect(x: 0, y: 0, width: 100, height: 40).inset(by: padding)
/// // (16, 8, 68, 24)
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets()

    /// Insets from one value per edge; an omitted edge is zero.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// `horizontal` on the left and right edges, `vertical` on the top and bottom edges.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// For example `(top: 8, left: 16, bottom: 8, right: 16)`.
    public var description: String {
        "(top: \(top.compactDescription), left: \(left.compactDescription), "
            + "bottom: \(bottom.compactDescription), right: \(right.compactDescription))"
    }
}
