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

/// A value that depends on the traits of the object holding it, such as a dynamic colour:
/// explanations print the value the object has in its own traits beside the value itself.
///
/// ```swift
/// extension Tint: AppearanceTraitDependentValue {
///     public func appearanceDescription(resolvedIn traits: TraitCollection) -> String? {
///         isDynamic ? resolved(with: traits).description : nil
///     }
/// }
/// ```
public protocol AppearanceTraitDependentValue: AppearanceValueDescribing {
    /// The value in `traits`, printed (`#ffffff` for a dynamic colour in the dark style), or
    /// `nil` when this value is the same in every trait state (a fixed colour).
    func appearanceDescription(resolvedIn traits: TraitCollection) -> String?
}
