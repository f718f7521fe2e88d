public import Foundation

/// One dimension of a compositional layout's item, group or supplementary item, as UIKit's
/// `NSCollectionLayoutDimension`: a fraction of its container's width or height, a number of
/// points, or an estimate its view corrects.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .estimated(44))
/// ```
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: CustomStringConvertible {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The number the dimension was made with: a fraction, or points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width, as UIKit's `fractionalWidth(_:)`.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height, as UIKit's `fractionalHeight(_:)`.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A number of points, as UIKit's `absolute(_:)`.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// A first guess in points, which the element's view replaces by the size its content
    /// needs, as UIKit's `estimated(_:)`.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The dimension in points in a container of `container`'s size.
    func resolved(in container: CGSize) -> Double {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }

    /// UIKit's spelling, such as `.fractionalWidth(0.5)`.
    public nonisolated var description: String { ".\(kind)(\(dimension))" }
}
