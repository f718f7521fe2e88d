extension BarButtonItemAppearance: @MainActor Hashable {
    /// Whether two appearances have the same style and equal states.
    public static func == (lhs: BarButtonItemAppearance, rhs: BarButtonItemAppearance) -> Bool {
        lhs.appearanceFields().map(\.value) == rhs.appearanceFields().map(\.value)
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        for field in appearanceFields() { hasher.combine(field.value) }
    }
}

extension BarButtonItemStateAppearance: @MainActor Hashable {
    /// Whether two states have equal values (text attributes compared as ``TextAttributes``
    /// reads them).
    public static func == (lhs: BarButtonItemStateAppearance, rhs: BarButtonItemStateAppearance) -> Bool {
        lhs.appearanceFields().map(\.value) == rhs.appearanceFields().map(\.value)
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        for field in appearanceFields() { hasher.combine(field.value) }
    }
}
