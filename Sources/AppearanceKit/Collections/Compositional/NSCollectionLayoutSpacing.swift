public import Foundation

/// The space between the items of a compositional layout's group, as UIKit's
/// `NSCollectionLayoutSpacing`.
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// ```
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing {
    /// The spacing in points: exact when fixed, the least when flexible.
    public let spacing: CGFloat
    /// Whether the spacing is exactly ``spacing``.
    public let isFixedSpacing: Bool
    /// Whether the spacing is at least ``spacing`` (placed here at exactly that).
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points, as UIKit's `fixed(_:)`.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }
    /// At least `flexibleSpacing` points, as UIKit's `flexible(_:)`. UIKit shares out the space
    /// left over; here the items keep the least spacing.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }
}
