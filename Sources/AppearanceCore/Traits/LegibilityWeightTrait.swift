/// The weight of text the user asked for: regular, or bold with the Bold Text setting.
///
/// The Swift stand-in for `UILegibilityWeight`.
public enum LegibilityWeight: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The weight of text the user asked for.
    case unspecified, regular, bold
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``LegibilityWeight``; default ``LegibilityWeight/unspecified``.
public enum LegibilityWeightTrait: TraitDefinition {
    /// ``LegibilityWeight/unspecified``.
    public static let defaultValue = LegibilityWeight.unspecified
    /// `legibilityWeight`.
    public static let name = "legibilityWeight"
}

extension TraitCollection {
    /// A collection that specifies only the legibility weight.
    public init(legibilityWeight: LegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// Regular or bold text.
    public var legibilityWeight: LegibilityWeight {
        get { self[LegibilityWeightTrait.self] }
        set { self[LegibilityWeightTrait.self] = newValue }
    }
}
