public import AppearanceKit

/// A simple vector icon on a 24×24 grid, looked up by image name: how the renderer draws an
/// ``/AppearanceKit/Image``, since images here are names, not pixels.
///
/// Outline icons are stroked 2 points wide with round caps; filled icons (`star.fill`,
/// `heart.fill`, …) are filled. A template image is drawn in its tint colour; an original one
/// in ``originalColor``. Names follow SF Symbols (about 120 of the names apps use most); an
/// unknown asset name draws ``placeholder``, an unknown symbol name a rounded box labelled with
/// its initial.
///
/// ```swift
/// VectorIcon.named("gear")?.paths.count    // 2
/// VectorIcon.names.contains("house")        // true
/// ```
public struct VectorIcon: Hashable, Sendable {
    /// Path data (SVG `d` attributes) on a 24×24 grid.
    public let paths: [String]
    /// Whether the paths are filled rather than stroked.
    public let isFilled: Bool
    /// The colour of the icon when drawn as an original (not template) image.
    public let originalColor: Color

    /// Whether a filled icon's paths are filled with the even-odd rule, so a shape inside
    /// another (the mark in `checkmark.circle.fill`) is cut out of it.
    public let isEvenOdd: Bool

    /// An icon from path data.
    public init(paths: [String], isFilled: Bool = false, isEvenOdd: Bool = false, originalColor: Color = .systemGray) {
        self.paths = paths
        self.isFilled = isFilled
        self.isEvenOdd = isEvenOdd
        self.originalColor = originalColor
    }

    /// The icon for an image name, or `nil` when the library has none.
    public static func named(_ name: String) -> VectorIcon? {
        library[name]
    }

    /// The icon for `name`, or ``placeholder``.
    public static func icon(for name: String) -> VectorIcon {
        library[name] ?? placeholder
    }

    /// The label of the box drawn for an unknown symbol name: the first letter of its name,
    /// upper-cased (`"airplane.circle"` → `"A"`), or `?` when it has none.
    public static func symbolPlaceholderLabel(for name: String) -> String {
        name.first { $0.isLetter || $0.isNumber }.map { String($0).uppercased() } ?? "?"
    }

    /// Every name the library knows, sorted.
    public static var names: [String] { library.keys.sorted() }

    /// Every icon: the basic set and the symbols apps use most.
    private static let library = basicIcons.merging(commonSymbols) { basic, _ in basic }

    /// A framed picture with a diagonal: drawn for asset names the library does not know (an
    /// unknown symbol name is drawn as a labelled box instead; see ``symbolPlaceholderLabel(for:)``).
    public static let placeholder = VectorIcon(paths: [
        "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z", "M3 21L21 3",
    ])
}
