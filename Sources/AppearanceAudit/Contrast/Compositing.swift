import AppearanceKit

/// Colours laid over each other as a screen shows them: source-over in sRGB, as the renderer's
/// SVG and UIKit's layers composite.
enum Compositing {
    /// `top` drawn over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let alpha = Swift.min(Swift.max(top.alpha, 0), 1)
        func mix(_ front: Double, _ back: Double) -> Double { front * alpha + back * (1 - alpha) }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: 1)
    }

    /// What is under a screen's first paint.
    static let paper = Color(red: 1, green: 1, blue: 1, alpha: 1)
}
