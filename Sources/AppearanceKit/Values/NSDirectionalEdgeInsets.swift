public import Foundation

/// Distances inset from each edge of a rectangle, by leading and trailing rather than left and
/// right, as UIKit's `NSDirectionalEdgeInsets` (the kit lays out left to right: leading is
/// left).
///
/// ```swift
/// card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
/// ```
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()

    /// Insets from one value per edge; an omitted edge is zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `{top, leading, bottom, trailing}`, as UIKit prints them.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
