/// Every proxy and what it recorded: the rules, as apps and theme files set them. One for the
/// whole app (``shared``, like UIKit's appearance system) and one per scope (the scope layer
/// says which one records now: `ProxyRegistry.current`); main-actor only.
///
/// The layers above read it: the caches build their rule index from ``recordsInCreationOrder``
/// whenever ``generation`` moved, and the walk compares each node's generation with it.
@MainActor
final class ProxyRegistry {
    /// The app's registry: the global rules.
    static let shared = ProxyRegistry()

    private(set) var records: [ProxyKey: ProxyRecord] = [:]
    private var proxies: [ProxyKey: AnyObject] = [:]
    /// Recording order across every registry (the app's and the scopes'), so that a value's
    /// sequence names it uniquely (``AppearanceRule/id``).
    private static var sequence: UInt64 = 0
    /// While set, the location values are recorded from instead of their proxy's call site:
    /// theme files record through the catalog with the place of each value in the file.
    private var recordingLocation: AppearanceSourceLocation??
    /// Bumped on every proxy change; a node's style is current when its generation matches.
    private(set) var generation: UInt64 = 1

    /// The property table.
    var properties: PropertyTable { PropertyTable.shared }

    /// The records in creation order (ordinals are 0..<count), as the rule index wants them.
    var recordsInCreationOrder: [ProxyRecord] {
        var ordered = [ProxyRecord?](repeating: nil, count: records.count)
        for record in records.values { ordered[record.ordinal] = record }
        var inOrder: [ProxyRecord] = []
        inOrder.reserveCapacity(ordered.count)
        for record in ordered { if let record { inOrder.append(record) } }
        return inOrder
    }

    /// Called on every change of the rules, by the cache built from them (a layer above,
    /// which lets go of its index at once: the index holds the recorded values).
    var rulesDidChange: (() -> Void)?

    /// Marks the rules changed: every cached match and style is stale from now on.
    private func rulesChanged() {
        generation &+= 1
        rulesDidChange?()
    }

    /// Drops every cached match and style (after a change of how rules are ordered).
    func invalidateResolution() {
        rulesChanged()
    }

    // MARK: - Recording through proxies

    /// Records `value` through a proxy set: `accessor` was built where the set was written
    /// (see ``AppearanceProxy``); it gives the key path, and becomes the property's accessor.
    func record<Root: AnyObject, Value>(
        _ value: Value?, as _: Root.Type, accessor: PropertyAccessor, in record: ProxyRecord
    ) {
        let keyPath = unsafe accessor.call(.keyPath) as! ReferenceWritableKeyPath<Root, Value>
        let table = PropertyTable.shared
        let property = table.index(of: keyPath)
        table.info(property).install(accessor, from: .callSite)
        set(value, for: keyPath, in: record)
    }

    // MARK: - Proxies

    func record(for key: ProxyKey) -> ProxyRecord {
        if let record = records[key] { return record }
        let record = ProxyRecord(key: key, ordinal: records.count, registry: self)
        records[key] = record
        return record
    }

    /// The proxy for `key`, noting `location` as where the values set through it come from.
    func proxy<Target: AnyObject>(
        for key: ProxyKey, as _: Target.Type, at location: AppearanceSourceLocation?
    ) -> AppearanceProxy<Target> {
        // R1 (Rules.md): the same key always gives the same proxy object.
        if let proxy = proxies[key] as? AppearanceProxy<Target> {
            proxy.record.callSite = location
            return proxy
        }
        let proxy = AppearanceProxy<Target>(record: record(for: key))
        proxy.record.callSite = location
        if proxies[key] == nil { proxies[key] = proxy }
        return proxy
    }

    /// Runs `body`, whose recordings come from `location` (or from nowhere known, for `nil`)
    /// rather than from their proxies' call sites.
    func recording<Result>(at location: AppearanceSourceLocation?, _ body: () -> Result) -> Result {
        let outer = recordingLocation
        recordingLocation = .some(location)
        defer { recordingLocation = outer }
        return body()
    }

    func set<Root: AnyObject, Value>(_ value: Value?, for keyPath: ReferenceWritableKeyPath<Root, Value>, in record: ProxyRecord) {
        let property = PropertyTable.shared.index(of: keyPath)
        if let value {
            // R2 (Rules.md): setting again replaces the value and makes it the later one (R4 ties).
            Self.sequence &+= 1
            let location = recordingLocation ?? record.callSite
            record.values[property] = .init(box: ValueBox(value), sequence: Self.sequence, location: location)
        } else {
            // R2 (Rules.md): assigning nil removes the record.
            guard record.values.removeValue(forKey: property) != nil else { return }
        }
        rulesChanged()
    }

    func value<Root: AnyObject, Value>(for keyPath: ReferenceWritableKeyPath<Root, Value>, in record: ProxyRecord) -> Value? {
        // R2 (Rules.md): what this very record holds; never another proxy's value.
        guard let property = PropertyTable.shared.existingIndex(of: keyPath),
            let recorded = record.values[property]
        else { return nil }
        return (recorded.box as! ValueBox<Value>).value
    }

    /// How many values `record` holds.
    func valueCount(of record: ProxyRecord) -> Int { record.values.count }

    func clear(_ record: ProxyRecord) {
        guard !record.values.isEmpty else { return }
        record.values.removeAll()
        rulesChanged()
    }

    // MARK: - Registry-wide

    func resetAll() {
        for record in records.values { record.values.removeAll() }
        rulesChanged()
    }

    func snapshot() -> AppearanceSnapshot {
        AppearanceSnapshot(values: records.compactMapValues { $0.values.isEmpty ? nil : $0.values })
    }

    func restore(_ snapshot: AppearanceSnapshot) {
        for record in records.values { record.values = [:] }
        for (key, values) in snapshot.values { record(for: key).values = values }
        rulesChanged()
    }
}

/// A saved copy of every proxy value, to bring back with ``Appearance/restore(_:)``.
///
/// ```swift
/// let themed = Appearance.snapshot()
/// Appearance.reset()            // show un-themed UI
/// Appearance.restore(themed)    // and bring the theme back
/// Appearance.reloadAll()
/// ```
public struct AppearanceSnapshot {
    let values: [ProxyKey: [Int32: ProxyRecord.RecordedValue]]

    /// Whether the snapshot holds no proxy value.
    public var isEmpty: Bool { values.isEmpty }

    /// The number of recorded values in the snapshot.
    public var valueCount: Int { values.values.reduce(0) { $0 + $1.count } }
}
