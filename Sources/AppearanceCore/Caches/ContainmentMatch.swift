/// The containment candidates of one concrete class that matched a node's ancestors, in
/// application order (R4.2 in Rules.md: nearer anchors first, then static precedence): what
/// the node's style depends on besides its traits. Nodes in the same place share one.
@MainActor
final class ContainmentMatch {
    /// Marks a key element that ties on precedence with the one before it.
    static let tieBit: UInt32 = 1 << 31

    /// The entry the candidates belong to. Not retained: the entry owns its matches, and a node
    /// uses its match only while the rules generation it was made under is current.
    unowned(unsafe) let entry: RuleIndex.ConcreteEntry
    /// `entry`'s identity, to compare without reference counting.
    let entryID: UInt
    /// Where the key sits in the entry's pool of keys (see ``RuleIndex/ConcreteEntry/key(of:)``):
    /// candidate positions in `entry.containment`, in application order, with ``tieBit``.
    let keyStart: Int32
    let keyCount: Int32
    /// The styles composed so far and their trait states (read unretained by the walker): the
    /// first two inline (most matches meet two trait states at most), the rest in arrays.
    nonisolated(unsafe) private(set) var firstTraits: (Int32, Int32) = (.min, .min)
    nonisolated(unsafe) private(set) var firstStyles: (ResolvedStyle?, ResolvedStyle?)
    nonisolated(unsafe) private(set) var moreTraits: ContiguousArray<Int32> = []
    nonisolated(unsafe) private(set) var moreStyles: ContiguousArray<ResolvedStyle> = []

    init(entry: RuleIndex.ConcreteEntry, keyStart: Int32, keyCount: Int32) {
        unsafe self.entry = entry
        entryID = entry.id
        self.keyStart = keyStart
        self.keyCount = keyCount
    }

    func add(_ style: ResolvedStyle, traits: Int32) {
        if unsafe firstStyles.0 == nil {
            unsafe firstTraits.0 = traits
            unsafe firstStyles.0 = style
        } else if unsafe firstStyles.1 == nil {
            unsafe firstTraits.1 = traits
            unsafe firstStyles.1 = style
        } else {
            unsafe moreTraits.append(traits)
            unsafe moreStyles.append(style)
        }
    }
}
