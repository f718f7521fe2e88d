extension TabBarItemAppearance: @MainActor Hashable {
    /// Whether two appearances have the same style and equal states.
    public static func == (lhs: TabBarItemAppearance, rhs: TabBarItemAppearance) -> Bool {
        lhs.appearanceFields().map(\.value) == rhs.appearanceFields().map(\.value)
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        for field in appearanceFields() { hasher.combine(field.value) }
    }
}

extension TabBarItemStateAppearance: @MainActor Hashable {
    /// Whether two states have equal values (text attributes compared as ``TextAttributes``
    /// reads them).
    public static func == (lhs: TabBarItemStateAppearance, rhs: TabBarItemStateAppearance) -> Bool {
        lhs.appearanceFields().map(\.value) == rhs.appearanceFields().map(\.value)
    }

    /// Hashes every value.
    public func hash(into hasher: inout Hasher) {
        for field in appearanceFields() { hasher.combine(field.value) }
    }
}
