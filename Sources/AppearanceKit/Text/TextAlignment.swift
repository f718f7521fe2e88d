/// How a label lays out its text horizontally.
///
/// The Swift stand-in for `NSTextAlignment`. Theme files write the case name,
/// parsed with `TextAlignment(rawValue: "center")`.
///
/// ```swift
/// Label.appearance().textAlignment = .center
/// TextAlignment.allCases.map(\.rawValue)   // ["left", "center", "right", "justified", "natural"]
/// ```
public enum TextAlignment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Aligned to the left edge.
    case left
    /// Centred.
    case center
    /// Aligned to the right edge.
    case right
    /// Both edges aligned; the last line is natural.
    case justified
    /// Aligned to the leading edge of the writing direction (left for left-to-right text).
    case natural

    /// The case name.
    public var description: String { rawValue }
}

/// UIKit's name for the alignment of text in attribute dictionaries and paragraph styles.
public typealias NSTextAlignment = TextAlignment
