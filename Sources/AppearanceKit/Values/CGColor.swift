public import Foundation

/// A colour as layers take it: Core Graphics' `CGColor`, which UIKit's `CALayer` colours are,
/// so `view.layer.borderColor = Color.red.cgColor` ports by the rename.
///
/// Core Graphics is not on Linux; the kit declares the type. It holds a ``Color``, and a
/// `CGColor` made from a dynamic colour stays dynamic: a layer draws it in its view's traits.
/// (UIKit resolves `cgColor` once, which is why apps set layer colours again when the traits
/// change; doing so here is harmless.)
///
/// ```swift
/// card.layer.borderColor = Color.separator.cgColor
/// View.appearance().layer.shadowColor = Color.black.cgColor
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour.
    public let color: Color

    /// The colour of `color`.
    public init(_ color: Color) {
        self.color = color
    }

    /// A colour of red, green, blue and alpha components, each 0...1: Core Graphics'
    /// `CGColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey of `gray` (0 black, 1 white) and `alpha`: Core Graphics' `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: gray, alpha: alpha))
    }

    /// The opacity, 0...1 (in the default trait state for a dynamic colour).
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// Red, green, blue and alpha, each 0...1 (in the default trait state for a dynamic colour).
    public var components: [CGFloat]? {
        let rgba = color.defaultComponents
        return [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    }

    /// The number of ``components``.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// This colour with another opacity: Core Graphics' `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(color.withAlphaComponent(alpha))
    }

    /// The colour's description (`#rrggbb`, or both styles of a dynamic colour).
    public var description: String { color.description }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension Color {
    /// This colour as layers take it (UIKit's `UIColor.cgColor`).
    public var cgColor: CGColor { CGColor(self) }

    /// The colour a layer colour holds (UIKit's `UIColor(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        self.init(storage: cgColor.color.storage)
    }
}
