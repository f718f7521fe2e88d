public import AppearanceKit

/// The traits theme files can require in a rule's `traits`, by name.
///
/// The built-in traits are known: `userInterfaceStyle`, `horizontalSizeClass`,
/// `verticalSizeClass`, `userInterfaceIdiom`, `layoutDirection`, `preferredContentSizeCategory`,
/// `accessibilityContrast`, `displayScale` and `legibilityWeight`. An app registers its own trait in one line; its
/// values are read like property values (any `CaseIterable` enum by case name, numbers, `true`
/// and `false`, text):
///
/// ```swift
/// enum ContainedInSettingsTrait: TraitDefinition {
///     static let defaultValue = false
///     static let name = "containedInSettings"
/// }
/// ThemeTraits.register(ContainedInSettingsTrait.self)
/// // rules: - {class: Label, traits: {containedInSettings: true}, properties: {...}}
/// ```
@MainActor
public enum ThemeTraits {
    /// One trait theme files can name.
    struct Entry {
        let name: String
        let valueType: Any.Type
        let set: (inout TraitCollection, Any) -> Bool
    }

    /// The traits every theme file can name.
    private static let builtinEntries = [
        entry(UserInterfaceStyleTrait.self), entry(HorizontalSizeClassTrait.self),
        entry(VerticalSizeClassTrait.self), entry(UserInterfaceIdiomTrait.self), entry(LayoutDirectionTrait.self),
        entry(PreferredContentSizeCategoryTrait.self), entry(AccessibilityContrastTrait.self),
        entry(DisplayScaleTrait.self), entry(LegibilityWeightTrait.self),
    ]

    private static var entries: [String: Entry] = Dictionary(
        builtinEntries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Lets theme files require `trait` under its `TraitDefinition.name`.
    public static func register<Trait: TraitDefinition>(_ trait: Trait.Type) {
        let entry = entry(trait)
        entries[entry.name] = entry
    }

    /// Stops theme files from naming `trait` (a built-in trait stays): for a test that registers
    /// a trait for itself and must leave the process as it found it.
    public static func unregister<Trait: TraitDefinition>(_ trait: Trait.Type) {
        guard entries[Trait.name]?.valueType == Trait.Value.self,
            !builtinEntries.contains(where: { $0.name == Trait.name })
        else { return }
        entries[Trait.name] = nil
    }

    /// The names theme files can use, sorted.
    public static var names: [String] { entries.keys.sorted() }

    /// The trait named `name`.
    static func trait(named name: String) -> Entry? { entries[name] }

    private static func entry<Trait: TraitDefinition>(_ trait: Trait.Type) -> Entry {
        Entry(name: Trait.name, valueType: Trait.Value.self) { collection, value in
            guard let value = value as? Trait.Value else { return false }
            collection[Trait.self] = value
            return true
        }
    }
}
