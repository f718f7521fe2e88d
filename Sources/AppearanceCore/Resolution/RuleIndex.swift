/// Proxies indexed for resolution (DESIGN §6), rebuilt lazily after any proxy change:
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
final class RuleIndex {
    /// Records with values, by target type, in creation order.
    private var byTarget: [Int32: [IndexedRecord]] = [:]
    /// Entries of nodes without style classes, by type index (owned by `entries`): raw, so the
    /// walker reads them without reference counting (see ``RuleIndex/entry(type:)``).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var entriesByType: UnsafeMutablePointer<Unmanaged<ConcreteEntry>?> = .allocate(capacity: 0)
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var entriesByTypeCount = 0
    /// Every entry made, kept alive.
    private var entries: [ConcreteEntry] = []
    private var classedEntries: [ConcreteKey: ConcreteEntry] = [:]
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
    private var traitIDs: [TraitCollection: Int32] = [:]
    /// Whether a proxy trait collection holds in a trait state, by (its number, trait state):
    /// 2 yes, 1 no.
    private let satisfied = IntegerMap(capacity: 256)

    private var entryCount: UInt64 = 0

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
    struct Value {
        let property: Int32
        let box: AnyValueBox
        /// Global recording order: between values that tie on precedence, the later wins.
        let sequence: UInt64
    }

    /// One matchable proxy of a concrete class.
    struct Candidate {
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

    /// A concrete entry's containment candidates laid out flat (see ``ConcreteEntry``), read
    /// without reference counting.
    struct CandidateTable {
        let count: Int
        let masks: UnsafeMutablePointer<UInt64>
        let ranks: UnsafeMutablePointer<Int32>
        let containerStart: UnsafeMutablePointer<Int32>
        let containerPool: UnsafeMutablePointer<Int32>
        let canShadow: Bool
        let setMasks: UnsafeMutablePointer<UInt64>
        let shadowMasks: UnsafeMutablePointer<UInt64>
        let emptyMatch: Unmanaged<ContainmentMatch>
    }

    /// Everything about one concrete class (and style-class set).
    @MainActor final class ConcreteEntry {
        /// Plain candidates in static precedence order.
        let plain: [Candidate]
        /// Containment candidates in static precedence order, then proxy creation order.
        let containment: ContiguousArray<Candidate>
        /// Whether any candidate is a trait proxy: trait changes must re-resolve this class.
        let traitDependent: Bool
        /// The entry's identity, to compare without reference counting.
        nonisolated var id: UInt { UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }
        /// Flat copies of the containment candidates for the walker and for composing (owned
        /// by the entry; the boxes are kept alive by `containment`): candidate `i`'s containers,
        /// innermost first, are `containerPool[containerStart[i]..<containerStart[i + 1]]`, its
        /// values (in recording order) `valueStart[i]..<valueStart[i + 1]`.
        let candidateCount: Int
        nonisolated(unsafe) let masks: UnsafeMutablePointer<UInt64>
        nonisolated(unsafe) let ranks: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let containerStart: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let containerPool: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let valueStart: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let valueProperty: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let valueBox: UnsafeMutablePointer<UInt>
        nonisolated(unsafe) let valueSequence: UnsafeMutablePointer<UInt64>
        /// Per candidate, the properties it sets (one bit each, numbered per entry), and the same
        /// for trait-free candidates only (0 for trait proxies): a matched candidate whose
        /// properties a later trait-free one sets in every trait state cannot show, so it is left
        /// out of the match key. All zero when the entry's candidates set more than 64 properties.
        nonisolated(unsafe) let setMasks: UnsafeMutablePointer<UInt64>
        nonisolated(unsafe) let shadowMasks: UnsafeMutablePointer<UInt64>
        /// Whether `setMasks` are usable.
        let canShadow: Bool
        /// One more than the largest property index the candidates set.
        let propertyBound: Int

        /// Per trait state: the plain part of the style and which containment candidates apply.
        @exclusivity(unchecked) var traitStates: ContiguousArray<TraitsEntry> = []
        /// The match with no containment candidate.
        /// The match with no containment candidate (owned by `matches`).
        nonisolated(unsafe) private(set) var emptyMatch: Unmanaged<ContainmentMatch>!
        /// Matches by key: open addressing on the key's hash (unretained: `matches` owns them).
        @exclusivity(unchecked) nonisolated(unsafe) private(set) var slots = MatchSlots(capacity: 16)
        private var matches: [ContainmentMatch] = []
        @exclusivity(unchecked) private var matchCount = 0
        /// Distinct styles by content hash.
        private var styles: [ResolvedStyle] = []
        /// Per content hash, the last style added with it (index + 1), and per style the one
        /// added before it with the same hash (index + 1, 0 for none).
        private let styleByHash = IntegerMap(capacity: 64)
        private var styleChain: [Int32] = []

        /// A small number for this entry, unique in its index.
        let serial: UInt64

        init(plain: [Candidate], containment: ContiguousArray<Candidate>, serial: UInt64) {
            self.serial = serial
            self.plain = plain
            self.containment = containment
            var dependent = false
            for candidate in plain where candidate.traits != nil { dependent = true }
            for candidate in containment where candidate.traits != nil { dependent = true }
            traitDependent = dependent
            let count = containment.count
            candidateCount = count
            masks = .allocate(capacity: count)
            ranks = .allocate(capacity: count)
            setMasks = .allocate(capacity: count)
            shadowMasks = .allocate(capacity: count)
            containerStart = .allocate(capacity: count + 1)
            valueStart = .allocate(capacity: count + 1)
            var containerCount = 0, valueCount = 0, largest: Int32 = -1
            for candidate in containment {
                containerCount += candidate.containers.count
                valueCount += candidate.values.count
            }
            containerPool = .allocate(capacity: max(1, containerCount))
            valueProperty = .allocate(capacity: max(1, valueCount))
            valueBox = .allocate(capacity: max(1, valueCount))
            valueSequence = .allocate(capacity: max(1, valueCount))
            // Entry-local property bits for shadowing.
            var bits: [Int32: Int] = [:]
            for candidate in containment {
                for value in candidate.values where bits[value.property] == nil { bits[value.property] = bits.count }
            }
            canShadow = bits.count <= 64
            var containersFilled = 0, valuesFilled = 0
            containerStart[0] = 0
            valueStart[0] = 0
            for position in 0..<count {
                let candidate = containment[position]
                masks[position] = candidate.mask
                ranks[position] = candidate.rank
                for container in candidate.containers {
                    containerPool[containersFilled] = container
                    containersFilled += 1
                }
                containerStart[position + 1] = Int32(containersFilled)
                var mask: UInt64 = 0
                for value in candidate.values {
                    valueProperty[valuesFilled] = value.property
                    valueBox[valuesFilled] = UInt(bitPattern: Unmanaged.passUnretained(value.box).toOpaque())
                    valueSequence[valuesFilled] = value.sequence
                    valuesFilled += 1
                    if canShadow { mask |= 1 << UInt64(bits[value.property]!) }
                    largest = max(largest, value.property)
                }
                valueStart[position + 1] = Int32(valuesFilled)
                setMasks[position] = mask
                shadowMasks[position] = candidate.traits == nil ? mask : 0
            }
            for candidate in plain {
                for value in candidate.values { largest = max(largest, value.property) }
            }
            propertyBound = Int(largest) + 1
            let empty = ContainmentMatch(entry: self, key: [])
            matches.append(empty)
            emptyMatch = .passUnretained(empty)
        }

        deinit {
            slots.deallocate()
            masks.deallocate()
            ranks.deallocate()
            setMasks.deallocate()
            shadowMasks.deallocate()
            containerStart.deallocate()
            containerPool.deallocate()
            valueStart.deallocate()
            valueProperty.deallocate()
            valueBox.deallocate()
            valueSequence.deallocate()
        }

        /// Adds the match whose key is `key[0..<count]` (hash `hash`), which
        /// ``MatchSlots/match(key:count:hash:)`` did not find; unretained (the entry owns it).
        func addMatch(key: UnsafePointer<UInt32>, count: Int, hash: UInt64) -> Unmanaged<ContainmentMatch> {
            let mask = slots.capacity - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots.base[slot].match != nil { slot = (slot + 1) & mask }
            let match = ContainmentMatch(entry: self, key: ContiguousArray(UnsafeBufferPointer(start: key, count: count)))
            matches.append(match)
            slots.base[slot] = MatchSlots.Slot(hash: hash, match: .passUnretained(match))
            matchCount += 1
            if matchCount * 2 > slots.capacity { slots.grow() }
            return .passUnretained(match)
        }

        /// The style this entry already has with exactly the values `properties[i]` ←
        /// `boxes[properties[i]]` in order (content hash `hash`), if any.
        func existingStyle(hash: UInt64, properties: Scratch<Int32>, boxes: Scratch<UInt>) -> ResolvedStyle? {
            var link = Int(styleByHash[hash] ?? 0)
            while link > 0 {
                let style = styles[link - 1]
                link = Int(styleChain[link - 1])
                guard style.storeCount == properties.count else { continue }
                var same = true
                for index in 0..<properties.count {
                    let property = properties[index]
                    if style.stores[index].property != property
                        || UInt(bitPattern: style.stores[index].box.toOpaque()) != boxes[Int(property)] {
                        same = false
                        break
                    }
                }
                if same { return style }
            }
            return nil
        }

        /// Makes a style of this entry with the values `properties[i]` ← `boxes[properties[i]]`
        /// (content hash `hash`).
        func addStyle(properties: Scratch<Int32>, boxes: Scratch<UInt>, hash: UInt64) -> ResolvedStyle {
            let style = ResolvedStyle(properties: properties, boxes: boxes, infos: PropertyTable.instance.infos)
            styles.append(style)
            styleChain.append(Int32(styleByHash[hash] ?? 0))
            styleByHash[hash] = UInt64(styles.count)
            return style
        }
    }

    /// The plain part of a concrete class's style in one trait state, and which containment
    /// candidates that state allows.
    @MainActor final class TraitsEntry {
        let traits: Int32
        /// Winning plain values in application order (boxes kept alive by the entry's candidates).
        let plainCount: Int
        nonisolated(unsafe) let plainProperty: UnsafeMutablePointer<Int32>
        nonisolated(unsafe) let plainBox: UnsafeMutablePointer<UInt>
        /// Per containment candidate: whether its traits hold.
        nonisolated(unsafe) let applies: UnsafeMutablePointer<Bool>

        init(traits: Int32, plain: [(property: Int32, box: UInt)], applies: [Bool]) {
            self.traits = traits
            plainCount = plain.count
            plainProperty = .allocate(capacity: max(1, plain.count))
            plainBox = .allocate(capacity: max(1, plain.count))
            for index in 0..<plain.count {
                plainProperty[index] = plain[index].property
                plainBox[index] = plain[index].box
            }
            self.applies = .allocate(capacity: max(1, applies.count))
            for index in 0..<applies.count { self.applies[index] = applies[index] }
        }

        deinit {
            plainProperty.deallocate()
            plainBox.deallocate()
            applies.deallocate()
        }
    }

    /// Indexes `records`, given in creation order.
    init(records: [ProxyRecord]) {
        for record in records where !record.values.isEmpty {
            var values: [Value] = []
            values.reserveCapacity(record.values.count)
            for (property, recorded) in record.values {
                values.append(Value(property: property, box: recorded.box, sequence: recorded.sequence))
            }
            sortBySequence(&values)
            byTarget[record.key.target, default: []].append(IndexedRecord(record: record, values: ContiguousArray(values)))
        }
    }

    // MARK: - Concrete classes

    /// The entry of nodes of `type` carrying the style-class set `styleClasses`, unretained (the
    /// index owns it).
    func entry(type: Int32, styleClasses: Int32, classNames: StyleClassInterner) -> Unmanaged<ConcreteEntry> {
        if styleClasses == 0, Int(type) < entriesByTypeCount, let entry = entriesByType[Int(type)] { return entry }
        return .passUnretained(makeEntry(type: type, styleClasses: styleClasses, classNames: classNames))
    }

    deinit {
        entriesByType.deallocate()
    }

    /// Builds the entry of every class known so far (without style classes), so that the first
    /// resolution does not.
    func prepareEntries() {
        let types = TypeTable.shared
        for type in 0..<Int32(types.count) where !types.isStyleClass(type) {
            _ = entry(type: type, styleClasses: 0, classNames: AppearanceEngine.shared.styleClasses)
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
        let entry = ConcreteEntry(plain: plain, containment: ContiguousArray(containment), serial: entryCount)
        entries.append(entry)
        if styleClasses == 0 {
            if Int(type) >= entriesByTypeCount {
                let grown = UnsafeMutablePointer<Unmanaged<ConcreteEntry>?>.allocate(capacity: Int(type) + 1)
                grown.moveInitialize(from: entriesByType, count: entriesByTypeCount)
                (grown + entriesByTypeCount).initialize(repeating: nil, count: Int(type) + 1 - entriesByTypeCount)
                entriesByType.deallocate()
                entriesByType = grown
                entriesByTypeCount = Int(type) + 1
            }
            entriesByType[Int(type)] = .passUnretained(entry)
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

    /// The number of the trait collection `traits` among the proxies' collections.
    private func traitsID(_ traits: TraitCollection) -> Int32 {
        if let known = traitIDs[traits] { return known }
        let id = Int32(traitIDs.count)
        traitIDs[traits] = id
        return id
    }

    /// Whether `candidate`'s traits hold in the trait state `traits` (`collection`), worked out
    /// once per distinct collection and state: comparing trait values goes through `AnyHashable`.
    private func holds(_ candidates: UnsafeBufferPointer<Candidate>, _ index: Int, in traits: Int32, _ collection: TraitCollection) -> Bool {
        let id = candidates[index].traitsID
        guard id >= 0 else { return true }
        let key = UInt64(UInt32(bitPattern: id)) << 32 | UInt64(UInt32(bitPattern: traits))
        if let known = satisfied[key] { return known == 2 }
        let result = candidates[index].traits.unsafelyUnwrapped.isSatisfied(by: collection)
        satisfied[key] = result ? 2 : 1
        return result
    }

    private func makeTraitsEntry(_ entry: ConcreteEntry, traits: Int32, interner: TraitInterner) -> TraitsEntry {
        let collection = interner[traits]
        // Plain values apply in (static precedence, recording order): candidates are sorted by
        // precedence, so a stable merge by (rank, sequence) gives the order.
        var items: [PlainItem] = []
        entry.plain.withUnsafeBufferPointer { plain in
            for index in plain.indices where holds(plain, index, in: traits, collection) {
                let rank = plain[index].rank
                plain[index].values.withUnsafeBufferPointer { values in
                    for value in values {
                        items.append(PlainItem(rank: rank, sequence: value.sequence, property: value.property,
                                               box: UInt(bitPattern: Unmanaged.passUnretained(value.box).toOpaque())))
                    }
                }
            }
        }
        sortPlainItems(&items)
        prepareScratch(entry.propertyBound)
        touched.count = 0
        for (step, item) in items.enumerated() { put(item.property, item.box, step: Int32(step)) }
        var plain: [(property: Int32, box: UInt)] = []
        orderTouched()
        for index in 0..<touched.count {
            let property = touched[index]
            plain.append((property, slotBox[Int(property)]))
            slotStep[Int(property)] = -1
        }
        var applies: [Bool] = []
        applies.reserveCapacity(entry.containment.count)
        entry.containment.withUnsafeBufferPointer { containment in
            for index in containment.indices { applies.append(holds(containment, index, in: traits, collection)) }
        }
        let state = TraitsEntry(traits: traits, plain: plain, applies: applies)
        entry.traitStates.append(state)
        return state
    }

    // MARK: - Styles

    /// Composes the style of nodes where `match` matched, under `traits` (the first time).
    func makeStyle(for match: ContainmentMatch, traits: Int32, interner: TraitInterner) -> Unmanaged<ResolvedStyle> {
        let style = compose(match, traitsEntry(match.entry, traits: traits, interner: interner))
        match.add(style, traits: traits)
        return .passUnretained(style)
    }

    /// The plain values, then the matched containment candidates that the traits allow, in the
    /// match's order; candidates that tie on precedence merge their values by recording order.
    private func compose(_ match: ContainmentMatch, _ state: TraitsEntry) -> ResolvedStyle {
        let entry = match.entry
        prepareScratch(entry.propertyBound)
        touched.count = 0
        var step: Int32 = 0
        for index in 0..<state.plainCount {
            put(state.plainProperty[index], state.plainBox[index], step: step)
            step += 1
        }
        let key = match.key
        let applies = state.applies
        var start = 0
        while start < key.count {
            var end = start + 1
            while end < key.count, key[end] & ContainmentMatch.tieBit != 0 { end += 1 }
            if end - start == 1 {
                let position = Int(key[start])
                if applies[position] {
                    for value in Int(entry.valueStart[position])..<Int(entry.valueStart[position + 1]) {
                        put(entry.valueProperty[value], entry.valueBox[value], step: step)
                        step += 1
                    }
                }
            } else {
                // Tied candidates: their values apply in recording order.
                groupSequence.count = 0
                groupProperty.count = 0
                groupBox.count = 0
                for item in start..<end {
                    let position = Int(key[item] & ~ContainmentMatch.tieBit)
                    guard applies[position] else { continue }
                    for value in Int(entry.valueStart[position])..<Int(entry.valueStart[position + 1]) {
                        groupSequence.append(entry.valueSequence[value])
                        groupProperty.append(entry.valueProperty[value])
                        groupBox.append(entry.valueBox[value])
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
                    put(groupProperty[index], groupBox[index], step: step)
                    step += 1
                }
            }
            start = end
        }
        // The touched properties in application order; most compositions repeat a style the
        // entry already has, so look for it before building one.
        orderTouched()
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in 0..<touched.count {
            let property = touched[index]
            hash = TreeWalker.mix(hash, UInt64(UInt32(bitPattern: property)))
            hash = TreeWalker.mix(hash, UInt64(slotBox[Int(property)]))
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

    private func prepareScratch(_ bound: Int) {
        if slotStep.count < bound {
            slotBox.grow(to: bound, filling: 0)
            slotStep.grow(to: bound, filling: -1)
        }
    }

    @inline(__always)
    private func put(_ property: Int32, _ box: UInt, step: Int32) {
        let slot = Int(property)
        if slotStep[slot] < 0 { touched.append(property) }
        slotBox[slot] = box
        slotStep[slot] = step
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

/// A plain value with the precedence rank of its candidate.
struct PlainItem {
    let rank: Int32
    let sequence: UInt64
    let property: Int32
    let box: UInt
}

// Sorting off the main actor: a comparison closure formed in main-actor code checks the
// executor on every call.

/// Sorts values by recording order.
nonisolated func sortBySequence(_ values: inout [RuleIndex.Value]) {
    values.sort { $0.sequence < $1.sequence }
}

/// Sorts plain values by (candidate rank, recording order).
nonisolated func sortPlainItems(_ items: inout [PlainItem]) {
    items.sort { ($0.rank, $0.sequence) < ($1.rank, $1.sequence) }
}

/// Sorts candidates by (static precedence, creation order) and gives each the dense rank of its
/// static precedence.
nonisolated func rankByPrecedence(_ candidates: inout [RuleIndex.Candidate]) {
    candidates.sort { ($0.part, $0.ordinal) < ($1.part, $1.ordinal) }
    var rank: Int32 = -1
    for index in candidates.indices {
        if index == 0 || candidates[index - 1].part != candidates[index].part { rank += 1 }
        candidates[index].rank = rank
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
    /// `entry`'s identity, to compare without reference counting.
    let entryID: UInt
    /// Candidate positions in `entry.containment`, in application order, with ``tieBit``.
    let key: ContiguousArray<UInt32>
    /// The styles composed so far and their trait states (read unretained by the walker): the
    /// first two inline (most matches meet two trait states at most), the rest in arrays.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var firstTraits: (Int32, Int32) = (.min, .min)
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var firstStyles: (ResolvedStyle?, ResolvedStyle?)
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var moreTraits: ContiguousArray<Int32> = []
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var moreStyles: ContiguousArray<ResolvedStyle> = []

    init(entry: RuleIndex.ConcreteEntry, key: ContiguousArray<UInt32>) {
        self.entry = entry
        entryID = entry.id
        self.key = key
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

/// Gives each distinct set of style classes a small number (0 = none).
@MainActor
final class StyleClassInterner {
    private var sets: [Set<String>] = [[]]
    /// The style classes' pseudo types (``TypeTable/styleClassType(_:)``), sorted, per set.
    private var typeLists: [ContiguousArray<Int32>] = [[]]
    private var ids: [[String]: Int32] = [[]: 0]

    func id(of classes: [String]) -> Int32 {
        if classes.isEmpty { return 0 }
        if let id = ids[classes] { return id }
        let id = Int32(sets.count)
        sets.append(Set(classes))
        typeLists.append(ContiguousArray(Set(classes).map { TypeTable.shared.styleClassType($0) }.sorted()))
        ids[classes] = id
        return id
    }

    func set(_ id: Int32) -> Set<String> { sets[Int(id)] }

    @inline(__always)
    func types(_ id: Int32) -> ContiguousArray<Int32> { typeLists[Int(id)] }
}

/// A hash map from 64-bit keys to nonzero 64-bit values (open addressing, no removal), for the
/// walker's per-node lookups. Keys and values are interleaved, so a probe reads one cache line.
final class IntegerMap {
    private struct Slot {
        var key: UInt64
        /// 0: empty.
        var value: UInt64
    }

    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of keys.
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: 0), count: capacity)
    }

    deinit {
        slots.deallocate()
    }

    @inline(__always)
    private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: TreeWalker.mix(0, key)) & mask
    }

    /// The value for `key`; a value is never 0.
    subscript(key: UInt64) -> UInt64? {
        @inline(__always) get {
            let mask = capacity - 1
            var slot = Self.slot(key, mask)
            while slots[slot].value != 0 {
                if slots[slot].key == key { return slots[slot].value }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { return }
            precondition(newValue != 0)
            if (count + 1) * 2 > capacity { grow() }
            let mask = capacity - 1
            var slot = Self.slot(key, mask)
            while slots[slot].value != 0 {
                if slots[slot].key == key {
                    slots[slot].value = newValue
                    return
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = Slot(key: key, value: newValue)
            count += 1
        }
    }

    private func grow() {
        let old = slots, oldCapacity = capacity
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: 0), count: capacity)
        let mask = capacity - 1
        for index in 0..<oldCapacity where old[index].value != 0 {
            var slot = Self.slot(old[index].key, mask)
            while slots[slot].value != 0 { slot = (slot + 1) & mask }
            slots[slot] = old[index]
        }
        old.deallocate()
    }
}

/// An open-addressing table of matches by key hash, with the hash next to each match so that a
/// probe reads one place. `@unchecked Sendable`: only for the owning entry's `deinit`, which
/// frees it; it is used on the main actor only.
struct MatchSlots: @unchecked Sendable {
    struct Slot {
        var hash: UInt64 = 0
        var match: Unmanaged<ContainmentMatch>?
    }

    private(set) var base: UnsafeMutablePointer<Slot>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
        base.initialize(repeating: Slot(), count: capacity)
    }

    /// The match whose key is `key[0..<count]` (hash `hash`), if present.
    @inline(__always)
    func match(key: UnsafePointer<UInt32>, count: Int, hash: UInt64) -> Unmanaged<ContainmentMatch>? {
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let candidate = base[slot].match {
            if base[slot].hash == hash, candidate.hasKey(key, count: count) { return candidate }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Doubles the capacity, keeping every match.
    mutating func grow() {
        let old = base, oldCapacity = capacity
        capacity *= 2
        base = .allocate(capacity: capacity)
        base.initialize(repeating: Slot(), count: capacity)
        let mask = capacity - 1
        for index in 0..<oldCapacity where old[index].match != nil {
            var slot = Int(truncatingIfNeeded: old[index].hash) & mask
            while base[slot].match != nil { slot = (slot + 1) & mask }
            base[slot] = old[index]
        }
        old.deallocate()
    }

    func deallocate() { base.deallocate() }
}
