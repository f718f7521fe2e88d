/// Proxies indexed for resolution (DESIGN §6), rebuilt lazily after any proxy change:
///
/// - by target class; then per concrete class (and style-class set) the candidates of its whole
///   class chain, split into plain and containment candidates, with the containment candidates
///   in static precedence order and laid out flat for the walker;
/// - per concrete class, the distinct sets of containment candidates that matched somewhere
///   (``ContainmentMatch``); views in the same place share one, whatever their traits;
/// - per match and trait state, the resolved style, deduplicated by content so that views whose
///   styles agree share one object (and a trait switch that changes nothing writes nothing).
@MainActor
final class RuleIndex {
    private var byTarget: [Int32: [ProxyRecord]] = [:]
    /// Entries of nodes without style classes, by type index.
    @exclusivity(unchecked) private var entriesByType: ContiguousArray<ConcreteEntry?> = []
    private var classedEntries: [ConcreteKey: ConcreteEntry] = [:]
    /// Scratch space for composing styles, by property index.
    private var composeBoxes: ContiguousArray<AnyValueBox?> = []
    private var composeOrder: ContiguousArray<Int32> = []

    struct ConcreteKey: Hashable {
        let type: Int32
        let styleClasses: Int32
    }

    /// One recorded value of a candidate.
    struct Value {
        let property: Int32
        let box: AnyValueBox
        /// Global recording order: between values that tie on precedence, the later wins.
        let sequence: UInt64
    }

    /// One matchable proxy of a concrete class.
    struct Candidate {
        let record: ProxyRecord
        let part: RulePrecedence.StaticPart
        /// Dense rank of `part` among the concrete class's candidates of its kind.
        var rank: Int32 = 0
        let containers: ContiguousArray<Int32>
        /// Bits every matching ancestor chain must contain.
        let mask: UInt64
        /// The record's values in recording order.
        let values: ContiguousArray<Value>
    }

    /// Everything about one concrete class (and style-class set).
    @MainActor final class ConcreteEntry {
        let plain: [Candidate]
        /// Sorted by static precedence, then proxy creation order.
        let containment: ContiguousArray<Candidate>
        /// Whether any candidate is a trait proxy: trait changes must re-resolve this class.
        let traitDependent: Bool
        /// Flat copies of the containment candidates' masks, ranks and containers for the walker
        /// (owned by the entry): candidate `i`'s containers, innermost first, are
        /// `containerPool[containerStart[i]..<containerStart[i + 1]]`.
        let candidateCount: Int
        nonisolated(unsafe) let masks: UnsafeMutablePointer<UInt64>
        nonisolated(unsafe) let ranks: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let containerStart: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let containerPool: UnsafeMutablePointer<Int32>
        /// One more than the largest property index the candidates set.
        let propertyBound: Int

        /// Per trait state: the plain part of the style and which containment candidates apply.
        @exclusivity(unchecked) var traitStates: ContiguousArray<TraitsEntry> = []
        /// The match with no containment candidate.
        private(set) lazy var emptyMatch = ContainmentMatch(entry: self, key: [])
        /// Matches by key: open addressing on the key's hash.
        @exclusivity(unchecked) private var slots: ContiguousArray<ContainmentMatch?> = ContiguousArray(repeating: nil, count: 16)
        @exclusivity(unchecked) private var slotHashes: ContiguousArray<UInt64> = ContiguousArray(repeating: 0, count: 16)
        @exclusivity(unchecked) private var matchCount = 0
        /// Distinct styles by content hash.
        private var stylesByContent: [UInt64: [ResolvedStyle]] = [:]

        init(plain: [Candidate], containment: ContiguousArray<Candidate>) {
            self.plain = plain
            self.containment = containment
            traitDependent = (plain.contains { $0.record.key.traits != nil }) || containment.contains { $0.record.key.traits != nil }
            candidateCount = containment.count
            masks = .allocate(capacity: containment.count)
            ranks = .allocate(capacity: containment.count)
            containerStart = .allocate(capacity: containment.count + 1)
            let poolCount = containment.reduce(0) { $0 + $1.containers.count }
            containerPool = .allocate(capacity: poolCount)
            var filled = 0
            containerStart[0] = 0
            for (position, candidate) in containment.enumerated() {
                masks[position] = candidate.mask
                ranks[position] = candidate.rank
                for container in candidate.containers {
                    containerPool[filled] = container
                    filled += 1
                }
                containerStart[position + 1] = Int32(filled)
            }
            let largest = (plain + Array(containment)).flatMap { $0.values.map(\.property) }.max() ?? -1
            propertyBound = Int(largest) + 1
        }

        deinit {
            masks.deallocate()
            ranks.deallocate()
            containerStart.deallocate()
            containerPool.deallocate()
        }

        /// The match whose key is `key` (hash `hash`), created on first use.
        func match(key: UnsafePointer<UInt32>, count: Int, hash: UInt64) -> ContainmentMatch {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while let candidate = slots[slot] {
                if slotHashes[slot] == hash, candidate.hasKey(key, count: count) { return candidate }
                slot = (slot + 1) & mask
            }
            let match = ContainmentMatch(entry: self, key: ContiguousArray(UnsafeBufferPointer(start: key, count: count)))
            slots[slot] = match
            slotHashes[slot] = hash
            matchCount += 1
            if matchCount * 2 > slots.count { grow() }
            return match
        }

        private func grow() {
            let old = zip(slots, slotHashes).compactMap { slot, hash in slot.map { ($0, hash) } }
            slots = ContiguousArray(repeating: nil, count: slots.count * 2)
            slotHashes = ContiguousArray(repeating: 0, count: slots.count)
            let mask = slots.count - 1
            for (match, hash) in old {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] != nil { slot = (slot + 1) & mask }
                slots[slot] = match
                slotHashes[slot] = hash
            }
        }

        /// The shared style with exactly these entries.
        func intern(_ entries: ContiguousArray<ResolvedStyle.Entry>) -> ResolvedStyle {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for entry in entries {
                hash = TreeWalker.mix(hash, UInt64(UInt32(bitPattern: entry.property)))
                hash = TreeWalker.mix(hash, UInt64(UInt(bitPattern: ObjectIdentifier(entry.box).hashValue)))
            }
            if let existing = stylesByContent[hash]?.first(where: { $0.hasEntries(entries) }) { return existing }
            let style = ResolvedStyle(entries: entries)
            stylesByContent[hash, default: []].append(style)
            return style
        }
    }

    /// The plain part of a concrete class's style in one trait state, and which containment
    /// candidates that state allows.
    @MainActor final class TraitsEntry {
        let traits: Int32
        /// Winning plain values in application order.
        let plainEntries: ContiguousArray<ResolvedStyle.Entry>
        /// Per containment candidate: whether its traits hold.
        let applies: ContiguousArray<Bool>

        init(traits: Int32, plainEntries: ContiguousArray<ResolvedStyle.Entry>, applies: ContiguousArray<Bool>) {
            self.traits = traits
            self.plainEntries = plainEntries
            self.applies = applies
        }
    }

    init(records: [ProxyRecord]) {
        for record in records where !record.values.isEmpty {
            byTarget[record.key.target, default: []].append(record)
        }
    }

    // MARK: - Concrete classes

    /// The entry of nodes of `type` carrying the style-class set `styleClasses`.
    @inline(__always)
    func entry(type: Int32, styleClasses: Int32, classNames: StyleClassInterner) -> ConcreteEntry {
        if styleClasses == 0, Int(type) < entriesByType.count, let entry = entriesByType[Int(type)] { return entry }
        return makeEntry(type: type, styleClasses: styleClasses, classNames: classNames)
    }

    private func makeEntry(type: Int32, styleClasses: Int32, classNames: StyleClassInterner) -> ConcreteEntry {
        let key = ConcreteKey(type: type, styleClasses: styleClasses)
        if styleClasses != 0, let entry = classedEntries[key] { return entry }
        let ancestry = TypeTable.shared.infos[Int(type)].ancestry
        var plain: [Candidate] = [], containment: [Candidate] = []
        for (position, ancestor) in ancestry.enumerated() {
            for record in byTarget[ancestor] ?? [] {
                if let styleClass = record.key.styleClass, !classNames.set(styleClasses).contains(styleClass) { continue }
                let part = RulePrecedence.StaticPart(
                    containerCount: record.key.containers.count,
                    hasStyleClass: record.key.styleClass != nil,
                    classDepth: ancestry.count - 1 - position,
                    traitRank: record.key.traits.map(\.specifiedCount) ?? -1)
                let mask = record.key.containers.reduce(UInt64(0)) { $0 | TypeTable.bit($1) }
                let values = record.values.map { Value(property: $0.key, box: $0.value.box, sequence: $0.value.sequence) }
                    .sorted { $0.sequence < $1.sequence }
                let candidate = Candidate(
                    record: record, part: part, containers: ContiguousArray(record.key.containers), mask: mask,
                    values: ContiguousArray(values))
                if record.key.containers.isEmpty { plain.append(candidate) } else { containment.append(candidate) }
            }
        }
        containment.sort { ($0.part, $0.record.ordinal) < ($1.part, $1.record.ordinal) }
        var rank: Int32 = -1
        for index in containment.indices {
            if index == 0 || containment[index - 1].part != containment[index].part { rank += 1 }
            containment[index].rank = rank
        }
        let entry = ConcreteEntry(plain: plain, containment: ContiguousArray(containment))
        if styleClasses == 0 {
            if Int(type) >= entriesByType.count {
                entriesByType.append(contentsOf: repeatElement(nil, count: Int(type) + 1 - entriesByType.count))
            }
            entriesByType[Int(type)] = entry
        } else {
            classedEntries[key] = entry
        }
        return entry
    }

    // MARK: - Trait states

    /// The plain part and the allowed containment candidates of `entry` under `traits`.
    @inline(__always)
    func traitsEntry(_ entry: ConcreteEntry, traits: Int32, interner: TraitInterner) -> TraitsEntry {
        for state in entry.traitStates where state.traits == traits { return state }
        return makeTraitsEntry(entry, traits: traits, interner: interner)
    }

    private func makeTraitsEntry(_ entry: ConcreteEntry, traits: Int32, interner: TraitInterner) -> TraitsEntry {
        let collection = interner[traits]
        func holds(_ candidate: Candidate) -> Bool {
            candidate.record.key.traits?.isSatisfied(by: collection) ?? true
        }
        // Plain values apply in (static precedence, recording order).
        var items: [(rank: RulePrecedence.StaticPart, value: Value)] = []
        for candidate in entry.plain where holds(candidate) {
            for value in candidate.values { items.append((candidate.part, value)) }
        }
        items.sort { ($0.rank, $0.value.sequence) < ($1.rank, $1.value.sequence) }
        prepareScratch(entry.propertyBound)
        var touched: [Int32] = []
        for (step, item) in items.enumerated() {
            put(item.value, step: Int32(step), touched: &touched)
        }
        let state = TraitsEntry(
            traits: traits, plainEntries: collect(touched),
            applies: ContiguousArray(entry.containment.map(holds)))
        entry.traitStates.append(state)
        return state
    }

    // MARK: - Styles

    /// The style of nodes where `match` matched, under `traits`.
    @inline(__always)
    func style(for match: ContainmentMatch, traits: Int32, interner: TraitInterner) -> ResolvedStyle {
        if let style = match.style(traits: traits) { return style }
        let style = compose(match, traitsEntry(match.entry, traits: traits, interner: interner))
        match.add(style, traits: traits)
        return style
    }

    /// The plain values, then the matched containment candidates that the traits allow, in the
    /// match's order; candidates that tie on precedence merge their values by recording order.
    private func compose(_ match: ContainmentMatch, _ state: TraitsEntry) -> ResolvedStyle {
        let entry = match.entry
        prepareScratch(entry.propertyBound)
        var touched: [Int32] = []
        var step: Int32 = 0
        for plain in state.plainEntries {
            composeBoxes[Int(plain.property)] = plain.box
            composeOrder[Int(plain.property)] = step
            touched.append(plain.property)
            step += 1
        }
        let key = match.key
        var start = 0
        while start < key.count {
            var end = start + 1
            while end < key.count, key[end] & ContainmentMatch.tieBit != 0 { end += 1 }
            let group = key[start..<end].map { Int($0 & ~ContainmentMatch.tieBit) }.filter { state.applies[$0] }
            if group.count == 1 {
                for value in entry.containment[group[0]].values {
                    put(value, step: step, touched: &touched)
                    step += 1
                }
            } else if group.count > 1 {
                for value in group.flatMap({ entry.containment[$0].values }).sorted(by: { $0.sequence < $1.sequence }) {
                    put(value, step: step, touched: &touched)
                    step += 1
                }
            }
            start = end
        }
        return entry.intern(collect(touched))
    }

    private func prepareScratch(_ bound: Int) {
        if composeBoxes.count < bound {
            composeBoxes.append(contentsOf: repeatElement(nil, count: bound - composeBoxes.count))
            composeOrder.append(contentsOf: repeatElement(-1, count: bound - composeOrder.count))
        }
    }

    @inline(__always)
    private func put(_ value: Value, step: Int32, touched: inout [Int32]) {
        let slot = Int(value.property)
        if composeBoxes[slot] == nil { touched.append(value.property) }
        composeBoxes[slot] = value.box
        composeOrder[slot] = step
    }

    /// The touched properties as entries in application order; clears the scratch space.
    private func collect(_ touched: [Int32]) -> ContiguousArray<ResolvedStyle.Entry> {
        let table = PropertyTable.shared
        let ordered = touched.sorted { composeOrder[Int($0)] < composeOrder[Int($1)] }
        var entries = ContiguousArray<ResolvedStyle.Entry>()
        entries.reserveCapacity(ordered.count)
        for property in ordered {
            entries.append(ResolvedStyle.Entry(property: property, box: composeBoxes[Int(property)]!, info: table.infos[Int(property)]))
            composeBoxes[Int(property)] = nil
            composeOrder[Int(property)] = -1
        }
        return entries
    }

    /// Every record targeting one of `types` (for explanations).
    func records(targeting types: ContiguousArray<Int32>) -> [ProxyRecord] {
        types.flatMap { byTarget[$0] ?? [] }
    }
}

/// The containment candidates of one concrete class that matched a node's ancestors, in
/// application order (nearer anchors first, then static precedence): what the node's style
/// depends on besides its traits. Nodes in the same place share one.
@MainActor
final class ContainmentMatch {
    /// Marks a key element that ties on precedence with the one before it.
    static let tieBit: UInt32 = 1 << 31

    /// The entry the candidates belong to. Not retained: the entry owns its matches, and a node
    /// uses its match only while the rules generation it was made under is current.
    unowned(unsafe) let entry: RuleIndex.ConcreteEntry
    /// Candidate positions in `entry.containment`, in application order, with ``tieBit``.
    let key: ContiguousArray<UInt32>
    @exclusivity(unchecked) private var styleTraits: ContiguousArray<Int32> = []
    @exclusivity(unchecked) private var styles: ContiguousArray<ResolvedStyle> = []

    init(entry: RuleIndex.ConcreteEntry, key: ContiguousArray<UInt32>) {
        self.entry = entry
        self.key = key
    }

    /// Whether `key` is `other[0..<count]`.
    func hasKey(_ other: UnsafePointer<UInt32>, count: Int) -> Bool {
        guard key.count == count else { return false }
        var index = 0
        while index < count {
            if key[index] != other[index] { return false }
            index += 1
        }
        return true
    }

    /// The style already composed for `traits`.
    @inline(__always)
    func style(traits: Int32) -> ResolvedStyle? {
        for index in styleTraits.indices where styleTraits[index] == traits { return styles[index] }
        return nil
    }

    func add(_ style: ResolvedStyle, traits: Int32) {
        styleTraits.append(traits)
        styles.append(style)
    }
}

/// Gives each distinct set of style classes a small number (0 = none).
@MainActor
final class StyleClassInterner {
    private var sets: [Set<String>] = [[]]
    private var ids: [[String]: Int32] = [[]: 0]

    func id(of classes: [String]) -> Int32 {
        if classes.isEmpty { return 0 }
        if let id = ids[classes] { return id }
        let id = Int32(sets.count)
        sets.append(Set(classes))
        ids[classes] = id
        return id
    }

    func set(_ id: Int32) -> Set<String> { sets[Int(id)] }
}
