import AppearanceKit

/// What colours are laid over: the formula itself is the kit's one
/// (``/AppearanceKit/Color/composited(over:)``, source-over in sRGB).
enum Compositing {
    /// What is under a screen's first paint.
    static let paper = Color(red: 1, green: 1, blue: 1, alpha: 1)
}
