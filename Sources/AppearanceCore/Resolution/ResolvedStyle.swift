/// The values one kind of view receives in one place: shared by every view with the same
/// class, style classes, matched containment rules and traits, and immutable once built.
final class ResolvedStyle {
    /// Winning values in application order (aliases of one storage then resolve by order).
    let entries: ContiguousArray<Entry>
    /// Property indices of `entries`, sorted, for diffing against the previous style.
    let sortedProperties: ContiguousArray<Int32>

    struct Entry {
        let property: Int32
        let box: AnyValueBox
        /// The property's accessors. Property infos live as long as the process.
        unowned(unsafe) let info: PropertyTable.Info
    }

    /// `entries` again, without reference counting, for the walker's stores. Owned by the style.
    let stores: UnsafeMutablePointer<Store>
    let storeCount: Int

    struct Store {
        let property: Int32
        /// Kept alive by `entries`.
        unowned(unsafe) let box: AnyValueBox
        unowned(unsafe) let info: PropertyTable.Info
    }

    init(entries: ContiguousArray<Entry>) {
        self.entries = entries
        sortedProperties = ContiguousArray(entries.map(\.property).sorted())
        storeCount = entries.count
        stores = .allocate(capacity: max(1, entries.count))
        for (index, entry) in entries.enumerated() {
            (stores + index).initialize(to: Store(property: entry.property, box: entry.box, info: entry.info))
        }
    }

    deinit { stores.deallocate() }

    func contains(_ property: Int32) -> Bool {
        var low = 0, high = sortedProperties.count
        while low < high {
            let mid = (low + high) >> 1
            let value = sortedProperties[mid]
            if value == property { return true }
            if value < property { low = mid + 1 } else { high = mid }
        }
        return false
    }

    /// Whether this style has exactly `other` (same properties, same value boxes, same order).
    func hasEntries(_ other: ContiguousArray<Entry>) -> Bool {
        entries.count == other.count
            && zip(entries, other).allSatisfy { $0.property == $1.property && $0.box === $1.box }
    }
}
