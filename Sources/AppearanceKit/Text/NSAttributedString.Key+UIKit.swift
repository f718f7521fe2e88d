public import Foundation

/// The text attribute keys that UIKit adds to `NSAttributedString.Key`, declared by the kit
/// because Foundation on Linux has only the key type.
///
/// Raw values are UIKit's, so keys built from strings (`NSAttributedString.Key("NSColor")`) are
/// the same keys. Attribute dictionaries are typed as in UIKit:
///
/// ```swift
/// NavigationBar.appearance().titleTextAttributes = [
///     .foregroundColor: Color.white,
///     .font: Font.boldSystemFont(ofSize: 17),
///     .kern: 0.5,
/// ]
/// ```
///
/// A value of the wrong type under a key is ignored, as UIKit ignores it (see ``TextAttributes``
/// for the types each key takes).
extension NSAttributedString.Key {
    /// The text colour: a ``Color``.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The font: a ``Font``.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour behind the text: a ``Color``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character in points: a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters in points, applied evenly: a number (iOS 14's tracking).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The text's shadow: an ``NSShadow``.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Alignment, line spacing, line height and line breaking: an ``NSParagraphStyle``.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The underline: an ``NSUnderlineStyle`` or its `rawValue` as a number.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour: a ``Color`` (the text colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The line through the text: an ``NSUnderlineStyle`` or its `rawValue` as a number.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour: a ``Color`` (the text colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The colour of the glyphs' outline: a ``Color`` (the text colour when absent).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width as a percentage of the font size: a number. Positive draws the
    /// outline alone (hollow text), negative fills and outlines.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// How far the text is raised above the baseline in points: a number.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Ligatures: a number, 0 for none and 1 for the default ones (stored, not drawn).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Skew of the glyphs: a number (stored, not drawn).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Horizontal stretch of the glyphs as a log value: a number (stored, not drawn).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// A link: a `URL` or a `String` (stored, not drawn).
    public static let link = NSAttributedString.Key("NSLink")
}
