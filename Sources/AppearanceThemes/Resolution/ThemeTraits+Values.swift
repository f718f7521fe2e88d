public import AppearanceKit

extension ThemeTraits {
    /// The trait names theme files and tools accept besides the traits' own: `style`,
    /// `contrast` and `contentSize`.
    public static var shortNames: [String: String] { TraitConditionParser.aliases }

    /// Sets the trait `name` (a trait's name, such as `userInterfaceStyle` or an app's
    /// registered trait, or a short name: `style`, `contrast`, `contentSize`) to the value
    /// written `text`, read as a theme file's `traits:` values are.
    ///
    /// ```swift
    /// var traits = TraitCollection()
    /// try ThemeTraits.set("contrast", to: "high", in: &traits)
    /// ```
    ///
    /// - Throws: ``ThemeTraitValueError`` naming the traits or the values there are.
    public static func set(_ name: String, to text: String, in traits: inout TraitCollection) throws(ThemeTraitValueError) {
        let resolved = TraitConditionParser.aliases[name] ?? name
        guard let trait = trait(named: resolved) else {
            throw ThemeTraitValueError(
                "unknown trait '\(name)'"
                    + NameSuggestion.didYouMean(
                        name, in: names + shortNames.keys.sorted(),
                        then: "the traits are \((shortNames.keys.sorted() + names).joined(separator: ", "))"))
        }
        var reader = ValueReader(log: DiagnosticLog(), variables: [:])
        let location = ThemeLocation(path: "", line: 1, column: 1)
        guard let parser = ValueReader.parser(for: trait.valueType),
            let value = parser(&reader, ThemeNode(.scalar(text, quoted: false), at: location)),
            trait.set(&traits, value)
        else {
            let reason = reader.log.diagnostics.first?.message ?? "it is not a value of \(trait.valueType)"
            throw ThemeTraitValueError("'\(text)' is not a value of \(name): \(reason)")
        }
    }
}

/// A trait name or value that ``ThemeTraits/set(_:to:in:)`` does not know, with what it takes.
public struct ThemeTraitValueError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what to write instead.
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
