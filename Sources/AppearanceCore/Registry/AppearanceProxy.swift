/// Records appearance values for one class in one context: plain, inside containers, for traits.
///
/// Get one from the class: `Label.appearance()`, `appearance(whenContainedInInstancesOf:)`,
/// `appearance(for:)`. There is exactly one proxy per (class, containers, traits), so
/// `Label.appearance() === Label.appearance()`. Set any writable property or subscript of the
/// class through the proxy; views receive the values when they enter a window.
///
/// ```swift
/// Label.appearance().textColor = .red
/// Label.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .blue
/// Label.appearance().textColor          // .red: what this proxy recorded
/// Label.appearance().textColor = nil    // forget it
/// ```
///
/// Setting a value changes no view already in a window (R2); call ``Appearance/reloadAll()``.
@preconcurrency @MainActor
@dynamicMemberLookup
public final class AppearanceProxy<Target: AnyObject> {
    let record: ProxyRecord

    init(record: ProxyRecord) {
        self.record = record
    }

    /// Reads what this proxy recorded for a property (never another proxy's value), or records a
    /// value; `nil` removes the record.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value? {
        get { self[keyPath] }
        // Always inlined, like the setter below: apps record many values in one function.
        @inline(__always) set { self[keyPath] = newValue }
    }

    /// Reads or records the value of any writable key path, including subscripts: this is how
    /// a property with one value per axis value is set (`proxy[\.[titleColor: .highlighted]]`).
    @inlinable
    public subscript<Value>(keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value? {
        get { _value(for: keyPath) }
        // Always inlined: an app's appearance set-up is one long function of proxy sets, where
        // the compiler would otherwise stop inlining and leave the accessor generic (#14).
        @inline(__always) set {
            // The key path goes into an accessor built here, where it is a literal, so that an
            // optimizing compiler can turn it into direct calls of the property's setter and
            // getter; the engine uses it when no setter is registered for the property (see
            // `AppearanceCatalog.register(_:_:set:)`). Followed by the recording call, as here,
            // the compiler mostly leaves it generic: registering a setter is the way to the fast
            // path. The registry records the value now and takes the key path back from it.
            unsafe _record(newValue, accessor: PropertyAccessor(Self._accessor(for: keyPath)))
        }
    }

    @usableFromInline
    func _value<Value>(for keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value? {
        record.registry?.value(for: keyPath, in: record) ?? nil
    }

    /// Records `value` for the property whose accessor is `accessor`.
    @usableFromInline
    func _record<Value>(_ value: Value?, accessor: PropertyAccessor) {
        record.registry?.record(value, as: Target.self, accessor: accessor, in: record)
    }

    /// An accessor of `keyPath` (see ``PropertyAccessor``).
    @inlinable @inline(__always)
    nonisolated static func _accessor<Value>(
        for keyPath: ReferenceWritableKeyPath<Target, Value>
    ) -> (AccessorRequest) -> AnyObject? {
        { unsafe PropertyAccessor.perform($0, on: keyPath) }
    }

    /// Forgets every value this proxy recorded.
    public func reset() {
        // R8 (Rules.md): one proxy's values; views change when they are resolved again.
        record.registry?.clear(record)
    }

    /// The class this proxy styles.
    public var target: AppearanceType { AppearanceType(index: record.key.target) }

    /// The containers, innermost first; empty for a plain proxy.
    public var containers: [AppearanceType] { record.key.containers.map(AppearanceType.init(index:)) }

    /// The traits this proxy requires, or `nil` for a trait-free proxy.
    public var traits: TraitCollection? { record.key.traits }

    /// The style class this proxy requires, or `nil`.
    public var styleClass: String? { record.key.styleClass }

    /// The number of values this proxy has recorded.
    public var valueCount: Int {
        record.registry?.valueCount(of: record) ?? 0
    }
}
