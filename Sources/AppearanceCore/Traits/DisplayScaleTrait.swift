/// The trait for the display scale (points to pixels); default `0`, meaning unspecified.
public enum DisplayScaleTrait: TraitDefinition {
    /// `0`: unspecified.
    public static let defaultValue = 0.0
    /// `displayScale`.
    public static let name = "displayScale"
}

extension TraitCollection {
    /// A collection that specifies only the display scale.
    public init(displayScale: Double) {
        self.init { $0.displayScale = displayScale }
    }

    /// The display scale; `0` when unspecified.
    public var displayScale: Double {
        get { self[DisplayScaleTrait.self] }
        set { self[DisplayScaleTrait.self] = newValue }
    }
}
