// The kit's geometry is Core Graphics' (Foundation declares `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect` on Linux as on Apple platforms), so a view written for UIKit (`init(frame: CGRect)`,
// `sizeThatFits(_: CGSize) -> CGSize`) overrides the kit's members unchanged. What UIKit adds
// to those types is here.

extension CGRect {
    /// The rectangle with each edge moved inwards by the matching inset (negative insets grow
    /// it), as UIKit's `CGRect.inset(by: UIEdgeInsets)`: the origin moves by the left and top
    /// insets and the size shrinks by both insets of each axis, without standardizing.
    ///
    /// ```swift
    /// let frame = CGRect(x: 0, y: 0, width: 320, height: 44).inset(by: EdgeInsets(horizontal: 16, vertical: 8))
    /// // (16, 8, 288, 28)
    /// ```
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// The standardized rectangle with each edge moved inwards by the matching inset, an extent
    /// the insets would make negative collapsed to zero between the inset edges: what the
    /// kit's layout uses, so that content never gets a negative size.
    package func insetClamped(by insets: EdgeInsets) -> CGRect {
        let standard = standardized
        var x = standard.minX + insets.left
        var y = standard.minY + insets.top
        var width = standard.width - insets.horizontal
        var height = standard.height - insets.vertical
        if width < 0 {
            x += width / 2
            width = 0
        }
        if height < 0 {
            y += height / 2
            height = 0
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// For example `(16, 8, 288, 28)`: x, y, width, height, as the kit's explanations and
    /// pictures print a frame.
    package var compactDescription: String {
        "(\(origin.x.compactDescription), \(origin.y.compactDescription), "
            + "\(size.width.compactDescription), \(size.height.compactDescription))"
    }
}

extension CGSize {
    /// For example `44×44`.
    package var compactDescription: String { "\(width.compactDescription)×\(height.compactDescription)" }
}

extension CGPoint {
    /// The point moved by `dx` horizontally and `dy` vertically.
    package func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }

    /// For example `(8, 12)`.
    package var compactDescription: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension CGFloat {
    /// The value without a fractional part when it has none (`44`, `0.5`).
    package var compactDescription: String { Double(self).compactDescription }
}

// Explanations and the inspector print a value through `AppearanceValueDescribing` when it has
// words of its own: a shadow offset reads `0×1`, not Foundation's reflection of the struct.
extension CGSize: AppearanceValueDescribing {
    /// For example `0×1`.
    public var appearanceDescription: String { compactDescription }
}

extension CGPoint: AppearanceValueDescribing {
    /// For example `(8, 12)`.
    public var appearanceDescription: String { compactDescription }
}

extension CGRect: AppearanceValueDescribing {
    /// For example `(16, 8, 288, 28)`.
    public var appearanceDescription: String { compactDescription }
}
