extension ProxyRegistry {
    /// The registry that proxies obtained now record into: ``shared``, or a scope's while its
    /// ``AppearanceScope/record(_:)`` runs.
    static var current: ProxyRegistry { recordingScope?.registry ?? shared }

    /// The scope recording now, if any (innermost of nested `record` calls).
    // Here rather than in Registry/: the registry is below the scopes that own registries.
    static var recordingScope: AppearanceScope?
}
