/// What identifies a proxy: target, containers (innermost first), traits, style class.
package struct ProxyKey: Hashable {
    package let target: Int32
    package let containers: [Int32]
    /// `nil` for a trait-free proxy; an empty collection is a distinct trait proxy (R1).
    package let traits: TraitCollection?
    package let styleClass: String?
}

/// The values one proxy has recorded (R2).
@MainActor
final class ProxyRecord {
    let key: ProxyKey
    /// Creation order, for deterministic iteration.
    let ordinal: Int
    var values: [Int32: RecordedValue] = [:]
    /// The latest `appearance…` call that returned this record's proxy: values set through the
    /// proxy are recorded from there (per rule, never per view).
    var callSite: AppearanceSourceLocation?
    /// The registry that holds the record (the app's or a scope's): values set through the
    /// record's proxy go there. Weak: a proxy kept after its scope is gone records nothing.
    weak var registry: ProxyRegistry?

    struct RecordedValue {
        let box: AnyValueBox
        /// Global recording order: between values that tie on precedence, the later wins.
        let sequence: UInt64
        /// Where it was recorded from, when known.
        let location: AppearanceSourceLocation?
    }

    init(key: ProxyKey, ordinal: Int, registry: ProxyRegistry) {
        self.key = key
        self.ordinal = ordinal
        self.registry = registry
    }
}
