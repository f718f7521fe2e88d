import AppearanceKit

extension BlurEffect.Style {
    /// The translucent tint the renderer draws for the material: a picture has nothing behind
    /// a bar to blur, so a blur shows as its colour at the material's opacity.
    var materialTint: Color {
        switch self {
        case .extraLight: Color(white: 0.97, alpha: 0.8)
        case .light: Color(white: 0.97, alpha: 0.7)
        case .dark: Color(hex: "#121212cc")!
        case .extraDark: Color(hex: "#0a0a0ad9")!
        case .regular, .systemMaterial: Color(light: Self.materialLight, dark: Self.materialDark)
        case .prominent, .systemThickMaterial: Color(light: Self.thickLight, dark: Self.thickDark)
        case .systemUltraThinMaterial: Color(light: Self.ultraThinLight, dark: Self.ultraThinDark)
        case .systemThinMaterial: Color(light: Self.thinLight, dark: Self.thinDark)
        case .systemChromeMaterial: Color(light: Self.chromeLight, dark: Self.chromeDark)
        case .systemUltraThinMaterialLight: Self.ultraThinLight
        case .systemThinMaterialLight: Self.thinLight
        case .systemMaterialLight: Self.materialLight
        case .systemThickMaterialLight: Self.thickLight
        case .systemChromeMaterialLight: Self.chromeLight
        case .systemUltraThinMaterialDark: Self.ultraThinDark
        case .systemThinMaterialDark: Self.thinDark
        case .systemMaterialDark: Self.materialDark
        case .systemThickMaterialDark: Self.thickDark
        case .systemChromeMaterialDark: Self.chromeDark
        }
    }

    /// The tint drawn for the material: ``materialTint``, opaque while Reduce Transparency is
    /// on (as UIKit replaces blurs with solid colours then).
    @MainActor
    var renderedTint: Color {
        Accessibility.isReduceTransparencyEnabled ? materialTint.withAlphaComponent(1) : materialTint
    }

    private static let ultraThinLight = Color(hex: "#ffffff59")!
    private static let ultraThinDark = Color(hex: "#1c1c1e59")!
    private static let thinLight = Color(hex: "#f7f7f78c")!
    private static let thinDark = Color(hex: "#1c1c1e8c")!
    private static let materialLight = Color(hex: "#f2f2f2bf")!
    private static let materialDark = Color(hex: "#1c1c1ebf")!
    private static let thickLight = Color(hex: "#f2f2f2e6")!
    private static let thickDark = Color(hex: "#1c1c1ee6")!
    private static let chromeLight = Color(hex: "#f9f9f9f0")!
    private static let chromeDark = Color(hex: "#1d1d1df0")!
}
