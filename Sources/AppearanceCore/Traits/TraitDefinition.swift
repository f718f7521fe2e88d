/// A kind of trait that a ``TraitCollection`` can carry.
///
/// Declare your own trait by conforming a caseless enum, then read and write it through the
/// generic subscript of ``TraitCollection``:
///
/// ```swift
/// enum ContainedInSettingsTrait: TraitDefinition {
///     static let defaultValue = false
///     static let name = "containedInSettings"
/// }
/// let traits = TraitCollection { $0[ContainedInSettingsTrait.self] = true }
/// ```
///
/// The Swift stand-in for UIKit's `UITraitDefinition`.
public protocol TraitDefinition {
    /// The type of the trait's values.
    associatedtype Value: Hashable & Sendable
    /// The value a collection reports when it does not specify this trait.
    static var defaultValue: Value { get }
    /// The name used in descriptions, explanations and theme files.
    static var name: String { get }
}

extension TraitDefinition {
    /// The type's own name, unless the conformance gives a better one.
    public static var name: String { String(describing: Self.self) }
}
