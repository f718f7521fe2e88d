import AppearanceBenchmark
import AppearanceKit

// The workload's values as the kit's property types, and back: colours are fixed sRGB colours
// of whole bytes (`transparent` has alpha 0), widths and radii whole points, opacities
// hundredths. Every conversion is exact, so a value read back from a view is the one recorded.

extension Color {
    /// The workload colour as a kit colour.
    convenience init(_ color: BenchColor) {
        if color == .transparent {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else {
            self.init(rgb: color.raw)
        }
    }

    /// An opaque colour, `0xrrggbb` (the initializer apps add to `UIColor`).
    convenience init(rgb: UInt32) {
        self.init(
            red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
            blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }

    /// The colour as a workload colour: `transparent` when its alpha rounds to 0.
    var benchColor: BenchColor {
        func byte(_ component: Double) -> UInt32 { UInt32((component * 255).rounded()) }
        guard byte(alpha) != 0 else { return .transparent }
        return BenchColor(rgb: byte(red) << 16 | byte(green) << 8 | byte(blue))
    }
}

extension View {
    /// The view's values as the workload's digest reads them; a colour the view does not have
    /// (`nil`) is the workload's default. The tint is the view's own (the reference resolver
    /// does not inherit it from superviews, as `tintColor` reads it).
    func benchValues(defaults: BenchValues) -> BenchValues {
        BenchValues(
            color: ownTintColor?.benchColor ?? defaults.color,
            backgroundColor: backgroundColor?.benchColor ?? defaults.backgroundColor,
            borderColor: layer.borderColor?.color.benchColor ?? defaults.borderColor,
            borderWidth: Int32(layer.borderWidth.rounded()), borderRadius: Int32(layer.cornerRadius.rounded()),
            opacity: BenchOpacity(hundredths: UInt16((alpha * 100).rounded())))
    }
}
