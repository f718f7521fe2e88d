/// The containment candidates of one concrete class that matched a node's ancestors, in
/// application order (R4.2 in Rules.md: nearer anchors first, then static precedence): what
/// the node's style depends on besides its traits. Nodes in the same place share one.
///
/// Not main-actor isolated, so that the walker's unretained reads need no isolation escape;
/// like the rest of the rule index it is only ever used on the main actor.
@safe final class ContainmentMatch {
    /// Marks a key element that ties on precedence with the one before it.
    static let tieBit: UInt32 = 1 << 31

    /// The entry the candidates belong to. Not retained: the entry owns its matches, and a node
    /// uses its match only while the rules generation it was made under is current.
    private let entryHandle: Unretained<RuleIndex.ConcreteEntry>
    /// The entry the candidates belong to.
    var entry: RuleIndex.ConcreteEntry { unsafe entryHandle.object }
    /// `entry`'s identity, to compare without reference counting.
    let entryID: UInt
    /// Where the key sits in the entry's pool of keys (see ``RuleIndex/ConcreteEntry/key(of:)``):
    /// candidate positions in `entry.containment`, in application order, with ``tieBit``.
    let keyStart: Int32
    let keyCount: Int32
    /// The styles composed so far and their trait states (read unretained by the walker): the
    /// first two inline (most matches meet two trait states at most), the rest in arrays.
    /// Main-actor engine state, accessed one access at a time: no dynamic exclusivity checks.
    @safe @exclusivity(unchecked) private(set) var firstTraits: (Int32, Int32) = (.min, .min)
    @safe @exclusivity(unchecked) private(set) var firstStyles: (ResolvedStyle?, ResolvedStyle?)
    @safe @exclusivity(unchecked) private(set) var moreTraits: ContiguousArray<Int32> = []
    @safe @exclusivity(unchecked) private(set) var moreStyles: ContiguousArray<ResolvedStyle> = []

    init(entry: RuleIndex.ConcreteEntry, keyStart: Int32, keyCount: Int32) {
        unsafe entryHandle = unsafe Unretained(entry)
        entryID = entry.id
        self.keyStart = keyStart
        self.keyCount = keyCount
    }

    func add(_ style: ResolvedStyle, traits: Int32) {
        if firstStyles.0 == nil {
            firstTraits.0 = traits
            firstStyles.0 = style
        } else if firstStyles.1 == nil {
            firstTraits.1 = traits
            firstStyles.1 = style
        } else {
            moreTraits.append(traits)
            moreStyles.append(style)
        }
    }
}
