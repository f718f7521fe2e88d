extension AppearanceRule: Encodable {
    enum CodingKeys: String, CodingKey {
        case proxy, target, containers, traits, styleClass, property, value, location, scope
    }

    /// Encodes the rule as every JSON output of the tools writes one: `proxy` (as Swift code
    /// names it), `target`, `containers` (innermost first), `traits` (as
    /// ``TraitCollection/description`` prints them, or `null`), `styleClass` (or `null`),
    /// `property`, `value` (printed), `location` (or `null`) and, for a scope's rule only,
    /// `scope`. ``id`` is left out: it names the rule only in the process that recorded it.
    ///
    /// A rule is written, never read back: traits an app defines are known only to the app,
    /// so their printed form cannot be decoded into a ``TraitCollection``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(proxyDescription, forKey: .proxy)
        try container.encode(target, forKey: .target)
        try container.encode(containers, forKey: .containers)
        try container.encodeOrNull(traits?.description, forKey: .traits)
        try container.encodeOrNull(styleClass, forKey: .styleClass)
        try container.encode(property, forKey: .property)
        try container.encode(value, forKey: .value)
        try container.encodeOrNull(location, forKey: .location)
        try container.encodeIfPresent(scope, forKey: .scope)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value`, or `null` when it is `nil` (the key is always written).
    mutating func encodeOrNull(_ value: (some Encodable)?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
