/// Where a supplementary item goes around its section or item, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Nowhere in particular.
    case none
    /// Above, across.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// At the leading edge.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below, across.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// Whether the alignment puts the item above the section.
    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    /// Whether the alignment puts the item below the section.
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
