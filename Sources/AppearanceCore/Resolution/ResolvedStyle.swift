/// The values one kind of view receives in one place: shared by every view with the same
/// class, style classes, relevant containers and traits, and immutable once built.
final class ResolvedStyle {
    /// Winning values in application order (aliases of one storage then resolve by order).
    let entries: ContiguousArray<Entry>
    /// Property indices of `entries`, sorted, for diffing against the previous style.
    let sortedProperties: ContiguousArray<Int32>

    struct Entry {
        let property: Int32
        let box: AnyValueBox
    }

    init(entries: ContiguousArray<Entry>) {
        self.entries = entries
        sortedProperties = ContiguousArray(entries.map(\.property).sorted())
    }

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

    /// Folds matched proxies, given in any order with their precedence, into a style.
    @MainActor
    static func compose(_ matched: [(precedence: RulePrecedence, record: ProxyRecord)]) -> ResolvedStyle {
        var items: [(precedence: RulePrecedence, sequence: UInt64, property: Int32, box: AnyValueBox)] = []
        for (precedence, record) in matched {
            for (property, recorded) in record.values {
                items.append((precedence, recorded.sequence, property, recorded.box))
            }
        }
        items.sort { ($0.precedence, $0.sequence) < ($1.precedence, $1.sequence) }
        var winner: [Int32: Int] = [:]
        for (position, item) in items.enumerated() { winner[item.property] = position }
        let entries = items.indices.filter { winner[items[$0].property] == $0 }
            .map { Entry(property: items[$0].property, box: items[$0].box) }
        return ResolvedStyle(entries: ContiguousArray(entries))
    }
}
