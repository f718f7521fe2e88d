import AppearanceRender

extension CGRect {
    /// The rectangle with every component rounded to hundredths, for comparisons.
    var rounded: CGRect {
        func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return CGRect(x: round(origin.x), y: round(origin.y), width: round(size.width), height: round(size.height))
    }
}

/// A plain view with a fixed size (frames with a non-zero size are natural sizes in stacks).
@MainActor
func box(_ width: Double, _ height: Double) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
}
