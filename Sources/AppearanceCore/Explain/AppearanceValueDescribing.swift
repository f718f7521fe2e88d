/// A value that explanations describe in words of its own, for types whose `description` is not
/// written for people (a dictionary of text attributes, say).
///
/// ```swift
/// extension Badge.Shape: AppearanceValueDescribing {
///     public var appearanceDescription: String { "rounded \(radius)" }
/// }
/// ```
public protocol AppearanceValueDescribing {
    /// How ``Appearance/explain(_:property:)`` and the command-line tool print the value.
    var appearanceDescription: String { get }
}
