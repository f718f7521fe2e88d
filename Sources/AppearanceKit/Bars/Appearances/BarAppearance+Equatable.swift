extension BarAppearance: @MainActor Hashable {
    /// Whether two appearances are of the same class with equal values (text attributes
    /// compared as ``TextAttributes`` reads them; nested appearances by their values).
    public static func == (lhs: BarAppearance, rhs: BarAppearance) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        return lhs.appearanceFields().map(\.value) == rhs.appearanceFields().map(\.value)
    }

    /// Hashes the class and every value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: self)))
        for field in appearanceFields() { hasher.combine(field.value) }
    }
}
