/// Proxies indexed for resolution (see "Cost" in AdoptingTheEngine.md), rebuilt lazily after
/// any proxy change:
///
/// - by target class; then per concrete class (and style-class set) the candidates of its whole
///   class chain, split into plain and containment candidates, with the containment candidates
///   in static precedence order and laid out flat for the walker;
/// - per concrete class, the distinct sets of containment candidates that matched somewhere
///   (``ContainmentMatch``); views in the same place share one, whatever their traits;
/// - per match and trait state, the resolved style, deduplicated by content so that views whose
///   styles agree share one object (and a trait switch that changes nothing writes nothing).
///
/// The hot parts (matching, composing) run on flat, unmanaged copies of the data and without
/// closures: a closure formed on the main actor checks the executor every time it runs.
@MainActor
@safe final class RuleIndex {
    // Exclusivity rule for the stored `var`s below: main-actor engine state, accessed one
    // access at a time (no access spans a call that reaches back into the index), so they skip
    // Swift's dynamic exclusivity checks, which the walk would pay per node.
    /// Records with values, by target type, in creation order.
    @safe @exclusivity(unchecked) private var byTarget: [Int32: [IndexedRecord]] = [:]
    /// Entries of nodes without style classes, by type index (owned by `entries`): raw, so the
    /// walker reads them without reference counting (see ``RuleIndex/entry(type:)``).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var entriesByType = unsafe UncheckedBuffer<Unretained<ConcreteEntry>?>
        .allocate(count: 0)
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var entriesByTypeCount = 0
    /// Every entry made, kept alive.
    @safe @exclusivity(unchecked) private var entries: [ConcreteEntry] = []
    @safe @exclusivity(unchecked) private var classedEntries: [ConcreteKey: ConcreteEntry] = [:]
    /// Scratch space for composing styles: per property index, the box written last (as bits)
    /// and when; the properties touched; the values of a group of tied candidates.
    private let slotBox = Scratch<UInt>()
    private let slotStep = Scratch<Int32>()
    private let touched = Scratch<Int32>()
    private let groupSequence = Scratch<UInt64>()
    private let groupProperty = Scratch<Int32>()
    private let groupBox = Scratch<UInt>()
    /// Contexts (sequences of container types) and the matches found in each.
    nonisolated(unsafe) let contexts = ContextTable()
    /// The proxies' distinct trait collections, numbered.
    @safe @exclusivity(unchecked) private var traitIDs: [TraitCollection: Int32] = [:]
    /// Whether a proxy trait collection holds in a trait state, by (its number, trait state):
    /// 2 yes, 1 no.
    private let satisfied = IntegerMap(capacity: 256)

    @safe @exclusivity(unchecked) private var entryCount: UInt64 = 0

    /// A scope's index only: its styles laid over the styles of the rules outside the scope,
    /// by (outer style, own style); see RuleIndex+Layers.swift.
    @safe @exclusivity(unchecked) var layeredStyles: [LayeredKey: LayeredStyle] = [:]

    /// Nodes whose applied style this index made. While there are any, the index keeps itself
    /// alive (one retain), also after the engine has moved on to newer rules: nodes hold their
    /// styles unretained, so a style change costs no atomic reference counting. Main actor only.
    @exclusivity(unchecked) nonisolated(unsafe) var styledNodes = 0

    /// Per type index, its slot among the kinds of container that containment candidates name
    /// (-1: none): the walker tracks where the containers of those kinds sit, and only those.
    /// Types made after the index was built name no candidate's container.
    let kindSlots: UncheckedBuffer<Int32>
    let kindSlotCount: Int
    /// The number of slots.
    let containerKindCount: Int
    /// Whether any record holds a value: without any, every node's style is empty (a walk
    /// inside scopes skips the global rules then).
    let hasRules: Bool

    struct ConcreteKey: Hashable {
        let type: Int32
        let styleClasses: Int32
    }

    /// A record and its values in recording order.
    struct IndexedRecord {
        let record: ProxyRecord
        let values: ContiguousArray<Value>
    }

    /// One recorded value of a candidate.
    struct Value: RecordedValue {
        let property: Int32
        let box: AnyValueBox
        /// Global recording order: between values that tie on precedence, the later wins.
        let sequence: UInt64
    }

    /// One matchable proxy of a concrete class.
    struct Candidate: RankedCandidate {
        let record: ProxyRecord
        let ordinal: Int
        let part: RulePrecedence.StaticPart
        /// Dense rank of `part` among the concrete class's candidates of its kind.
        var rank: Int32 = 0
        let containers: ContiguousArray<Int32>
        /// Bits every matching ancestor chain must contain.
        let mask: UInt64
        let traits: TraitCollection?
        /// `traits` numbered by the index (equal collections, equal numbers), or -1 for none.
        let traitsID: Int32
        /// The record's values in recording order.
        let values: ContiguousArray<Value>
    }

    /// Indexes `records`, given in creation order.
    init(records: [ProxyRecord]) {
        hasRules = records.contains { !$0.values.isEmpty }
        kindSlotCount = TypeTable.shared.count
        unsafe kindSlots = unsafe .allocate(count: kindSlotCount, filling: -1)
        var kinds: Int32 = 0
        for record in records where !record.values.isEmpty {
            for container in record.key.containers where unsafe kindSlots[Int(container)] < 0 {
                unsafe kindSlots[Int(container)] = kinds
                kinds += 1
            }
        }
        containerKindCount = Int(kinds)
        // Every value under its property's canonical index (see PropertyIdentity.swift); a
        // record holding two key paths of one property keeps the later value (R2).
        let canonical = PropertyTable.shared.canonical
        for record in records where !record.values.isEmpty {
            var values: [Value] = []
            values.reserveCapacity(record.values.count)
            var merged = false
            for (property, recorded) in record.values {
                let resolved = canonical[Int(property)]
                merged = merged || resolved != property
                values.append(Value(property: resolved, box: recorded.box, sequence: recorded.sequence))
            }
            sortBySequence(&values)
            if merged { Self.keepLatestPerProperty(&values) }
            byTarget[record.key.target, default: []].append(IndexedRecord(record: record, values: ContiguousArray(values)))
        }
    }

    /// Drops every value but the last of each property from `values`, sorted by sequence.
    private static func keepLatestPerProperty(_ values: inout [Value]) {
        var seen = Set<Int32>()
        var kept: [Value] = []
        for value in values.reversed() where seen.insert(value.property).inserted { kept.append(value) }
        values = kept.reversed()
    }

    // MARK: - Concrete classes

    /// The entry of nodes of `type` carrying the style-class set `styleClasses`, unretained (the
    /// index owns it).
    func entry(type: Int32, styleClasses: Int32, classNames: StyleClassInterner) -> Unretained<ConcreteEntry> {
        if styleClasses == 0, unsafe Int(type) < entriesByTypeCount, let entry = unsafe entriesByType[Int(type)] { return unsafe entry }
        return unsafe Unretained(makeEntry(type: type, styleClasses: styleClasses, classNames: classNames))
    }

    deinit {
        unsafe entriesByType.free()
        unsafe kindSlots.free()
    }

    /// Builds the entry of every class known so far (without style classes), so that the first
    /// resolution does not.
    func prepareEntries() {
        let types = TypeTable.shared
        for type in 0..<Int32(types.count) where !types.isStyleClass(type) {
            _ = unsafe entry(type: type, styleClasses: 0, classNames: RuleIndexCache.shared.styleClasses)
        }
    }

    private func makeEntry(type: Int32, styleClasses: Int32, classNames: StyleClassInterner) -> ConcreteEntry {
        let key = ConcreteKey(type: type, styleClasses: styleClasses)
        if styleClasses != 0, let entry = classedEntries[key] { return entry }
        let ancestry = TypeTable.shared.infos[Int(type)].ancestry
        let carried = styleClasses == 0 ? [] : classNames.set(styleClasses)
        var plain: [Candidate] = [], containment: [Candidate] = []
        for (position, ancestor) in ancestry.enumerated() {
            for indexed in byTarget[ancestor] ?? [] {
                let record = indexed.record
                if let styleClass = record.key.styleClass, !carried.contains(styleClass) { continue }
                let part = RulePrecedence.StaticPart(
                    containerCount: record.key.containers.count,
                    hasStyleClass: record.key.styleClass != nil,
                    // R4.1, R4.2 (Rules.md): the class chain base (0) to leaf; trait-free (-1) before
                    // fewer specified traits before more.
                    classDepth: ancestry.count - 1 - position,
                    traitRank: record.key.traits.map(\.specifiedCount) ?? -1)
                var mask: UInt64 = 0
                for container in record.key.containers { mask |= TypeTable.bit(container) }
                let candidate = Candidate(
                    record: record, ordinal: record.ordinal, part: part,
                    containers: ContiguousArray(record.key.containers), mask: mask, traits: record.key.traits,
                    traitsID: record.key.traits.map(traitsID) ?? -1, values: indexed.values)
                if record.key.containers.isEmpty { plain.append(candidate) } else { containment.append(candidate) }
            }
        }
        rankByPrecedence(&plain)
        rankByPrecedence(&containment)
        entryCount += 1
        let entry = unsafe ConcreteEntry(
            plain: plain, containment: ContiguousArray(containment), kindSlots: kindSlots, serial: entryCount,
            owner: Unretained(self))
        entries.append(entry)
        if styleClasses == 0 {
            if unsafe Int(type) >= entriesByTypeCount {
                let grown = unsafe UncheckedBuffer<Unretained<ConcreteEntry>?>.allocate(count: Int(type) + 1, filling: nil)
                unsafe grown.copy(from: entriesByType, count: entriesByTypeCount)
                unsafe entriesByType.free()
                unsafe entriesByType = grown
                unsafe entriesByTypeCount = Int(type) + 1
            }
            unsafe entriesByType[Int(type)] = Unretained(entry)
        } else {
            classedEntries[key] = entry
        }
        return entry
    }

    // MARK: - Trait states

    /// The plain part and the allowed containment candidates of `entry` under `traits`.
    @inline(__always)
    func traitsEntry(_ entry: ConcreteEntry, traits: Int32, interner: TraitInterner) -> TraitsEntry {
        // By index: the elements are read in place (a `for` loop copies each, a retain and a
        // release per element).
        let states = entry.traitStates
        for index in states.indices where states[index].traits == traits { return states[index] }
        return makeTraitsEntry(entry, traits: traits, interner: interner)
    }

    /// The number of the trait collection `traits` among the proxies' collections.
    private func traitsID(_ traits: TraitCollection) -> Int32 {
        if let known = traitIDs[traits] { return known }
        let id = Int32(traitIDs.count)
        traitIDs[traits] = id
        return id
    }

    /// Whether `candidate`'s traits hold in the trait state `traits` (`collection`), worked out
    /// once per distinct collection and state: comparing trait values goes through `AnyHashable`.
    private func holds(_ candidate: Candidate, in traits: Int32, _ collection: TraitCollection) -> Bool {
        let id = candidate.traitsID
        guard id >= 0, let required = candidate.traits else { return true }
        let key = UInt64(UInt32(bitPattern: id)) << 32 | UInt64(UInt32(bitPattern: traits))
        if let known = satisfied[key] { return known == 2 }
        let result = required.isSatisfied(by: collection)
        satisfied[key] = result ? 2 : 1
        return result
    }

    private func makeTraitsEntry(_ entry: ConcreteEntry, traits: Int32, interner: TraitInterner) -> TraitsEntry {
        let collection = interner[traits]
        // R4.1 (Rules.md): plain proxies, ties broken by recording order.
        // Plain values apply in (static precedence, recording order): candidates are sorted by
        // precedence, so a stable merge by (rank, sequence) gives the order.
        // Candidates are read in place, by index: a `for` loop would copy each (retaining its
        // record, containers and values).
        var items: [PlainItem] = []
        let plainCandidates = entry.plain
        for index in plainCandidates.indices where holds(plainCandidates[index], in: traits, collection) {
            let rank = plainCandidates[index].rank
            for value in plainCandidates[index].values {
                unsafe items.append(
                    PlainItem(
                        rank: rank, sequence: value.sequence, property: value.property,
                        box: Unretained(value.box).address))
            }
        }
        sortPlainItems(&items)
        prepareScratch(entry.propertyBound)
        var slots = unsafe Slots(box: slotBox.buffer, step: slotStep.buffer, touched: touched.buffer)
        for (step, item) in items.enumerated() { unsafe slots.put(item.property, item.box, step: Int32(step)) }
        touched.count = unsafe slots.touchedCount
        var plain: [(property: Int32, box: UInt)] = []
        orderTouched()
        for index in 0..<touched.count {
            let property = touched[index]
            plain.append((property, slotBox[Int(property)]))
            slotStep[Int(property)] = -1
        }
        var applies: [Bool] = []
        applies.reserveCapacity(entry.containment.count)
        let containment = entry.containment
        for index in containment.indices { applies.append(holds(containment[index], in: traits, collection)) }
        let state = TraitsEntry(traits: traits, plain: plain, applies: applies)
        entry.traitStates.append(state)
        return state
    }

    // MARK: - Styles

    /// Composes the style of nodes where `match` matched, under `traits` (the first time).
    func makeStyle(for match: ContainmentMatch, traits: Int32, interner: TraitInterner) -> Unretained<ResolvedStyle> {
        let style = compose(match, traitsEntry(match.entry, traits: traits, interner: interner))
        match.add(style, traits: traits)
        return unsafe Unretained(style)
    }

    /// The plain values, then the matched containment candidates that the traits allow, in the
    /// match's order; candidates that tie on precedence merge their values by recording order.
    private func compose(_ match: ContainmentMatch, _ state: TraitsEntry) -> ResolvedStyle {
        let entry = match.entry
        prepareScratch(entry.propertyBound)
        var slots = unsafe Slots(box: slotBox.buffer, step: slotStep.buffer, touched: touched.buffer)
        var step: Int32 = 0
        let plainProperty = unsafe state.plainProperty, plainBox = unsafe state.plainBox
        for index in 0..<state.plainCount {
            unsafe slots.put(plainProperty[index], plainBox[index], step: step)
            step &+= 1
        }
        let valueStart = unsafe entry.valueStart, valueProperty = unsafe entry.valueProperty, valueBox = unsafe entry.valueBox
        let key = unsafe entry.key(of: match), keyCount = Int(match.keyCount)
        let applies = unsafe state.applies
        var start = 0
        while start < keyCount {
            var end = start + 1
            while end < keyCount, unsafe key[end] & ContainmentMatch.tieBit != 0 { end += 1 }
            if end - start == 1 {
                let position = unsafe Int(key[start])
                if unsafe applies[position] {
                    for value in unsafe Int(valueStart[position])..<Int(valueStart[position &+ 1]) {
                        unsafe slots.put(valueProperty[value], valueBox[value], step: step)
                        step &+= 1
                    }
                }
            } else {
                // Tied candidates: their values apply in recording order.
                groupSequence.count = 0
                groupProperty.count = 0
                groupBox.count = 0
                for item in start..<end {
                    let position = unsafe Int(key[item] & ~ContainmentMatch.tieBit)
                    guard unsafe applies[position] else { continue }
                    for value in unsafe Int(entry.valueStart[position])..<Int(entry.valueStart[position + 1]) {
                        unsafe groupSequence.append(entry.valueSequence[value])
                        unsafe groupProperty.append(entry.valueProperty[value])
                        unsafe groupBox.append(entry.valueBox[value])
                    }
                }
                var sorted = 1
                while sorted < groupSequence.count {
                    var index = sorted
                    while index > 0, groupSequence[index - 1] > groupSequence[index] {
                        swapGroupItems(index - 1, index)
                        index -= 1
                    }
                    sorted += 1
                }
                for index in 0..<groupSequence.count {
                    unsafe slots.put(groupProperty[index], groupBox[index], step: step)
                    step &+= 1
                }
            }
            start = end
        }
        // The touched properties in application order; most compositions repeat a style the
        // entry already has, so look for it before building one.
        touched.count = unsafe slots.touchedCount
        orderTouched()
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in 0..<touched.count {
            let property = touched[index]
            hash = Hashing.mix(hash, UInt64(UInt32(bitPattern: property)))
            hash = Hashing.mix(hash, UInt64(slotBox[Int(property)]))
        }
        let style: ResolvedStyle
        if let existing = entry.existingStyle(hash: hash, properties: touched, boxes: slotBox) {
            style = existing
        } else {
            style = entry.addStyle(properties: touched, boxes: slotBox, hash: hash)
        }
        for index in 0..<touched.count { slotStep[Int(touched[index])] = -1 }
        return style
    }

    /// Makes room for properties below `bound` and empties `touched`.
    private func prepareScratch(_ bound: Int) {
        if slotStep.count < bound {
            slotBox.grow(to: bound, filling: 0)
            slotStep.grow(to: bound, filling: -1)
        }
        touched.count = 0
        touched.reserve(bound)
    }

    /// The scratch space of one composition, as pointers (nothing reallocates it meanwhile):
    /// per property index the box written last and when (-1: not yet), and the properties
    /// touched in first-write order.
    @unsafe private struct Slots {
        let box: UncheckedBuffer<UInt>
        let step: UncheckedBuffer<Int32>
        let touched: UncheckedBuffer<Int32>
        var touchedCount = 0

        @inline(__always)
        mutating func put(_ property: Int32, _ value: UInt, step order: Int32) {
            let slot = Int(property)
            if unsafe step[slot] < 0 {
                unsafe touched[touchedCount] = property
                unsafe touchedCount &+= 1
            }
            unsafe box[slot] = value
            unsafe step[slot] = order
        }
    }

    /// Sorts `touched` by the step of each property's last write.
    private func orderTouched() {
        var sorted = 1
        while sorted < touched.count {
            let property = touched[sorted], step = slotStep[Int(property)]
            var index = sorted
            while index > 0, slotStep[Int(touched[index - 1])] > step {
                touched[index] = touched[index - 1]
                index -= 1
            }
            touched[index] = property
            sorted += 1
        }
    }

    private func swapGroupItems(_ a: Int, _ b: Int) {
        (groupSequence[a], groupSequence[b]) = (groupSequence[b], groupSequence[a])
        (groupProperty[a], groupProperty[b]) = (groupProperty[b], groupProperty[a])
        (groupBox[a], groupBox[b]) = (groupBox[b], groupBox[a])
    }

    /// Every record targeting one of `types` (for explanations).
    func records(targeting types: ContiguousArray<Int32>) -> [ProxyRecord] {
        var records: [ProxyRecord] = []
        for type in types {
            for indexed in byTarget[type] ?? [] { records.append(indexed.record) }
        }
        return records
    }
}
