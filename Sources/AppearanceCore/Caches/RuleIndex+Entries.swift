// The per-class parts of the rule index: a concrete class's candidates, and their plain part
// per trait state.

extension RuleIndex {
    /// A concrete entry's containment candidates laid out flat (see ``ConcreteEntry``), read
    /// without reference counting.
    @unsafe struct CandidateTable {
        let count: Int
        let masks: UncheckedBuffer<UInt64>
        let orderKeys: UncheckedBuffer<UInt64>
        let containerStart: UncheckedBuffer<Int32>
        let containerPool: UncheckedBuffer<Int32>
        let canShadow: Bool
        let setMasks: UncheckedBuffer<UInt64>
        let shadowMasks: UncheckedBuffer<UInt64>
        let emptyMatch: Unretained<ContainmentMatch>
    }

    /// Everything about one concrete class (and style-class set).
    @safe @MainActor final class ConcreteEntry {
        /// Plain candidates in static precedence order.
        let plain: [Candidate]
        /// Containment candidates in static precedence order, then proxy creation order.
        let containment: ContiguousArray<Candidate>
        /// Whether any candidate is a trait proxy: trait changes must re-resolve this class.
        let traitDependent: Bool
        /// The entry's identity, to compare without reference counting.
        nonisolated var id: UInt { unsafe Unretained(self).address }
        /// Flat copies of the containment candidates for the walker and for composing (owned
        /// by the entry; the boxes are kept alive by `containment`): candidate `i`'s containers,
        /// innermost first, as kind slots (``RuleIndex/kindSlots``), are
        /// `containerPool[containerStart[i]..<containerStart[i + 1]]`, its
        /// values (in recording order) `valueStart[i]..<valueStart[i + 1]`.
        let candidateCount: Int
        let masks: UncheckedBuffer<UInt64>
        /// Per candidate, its rank and position as a ``ContainmentOrderKey`` without an anchor:
        /// matching only adds the anchor.
        let orderKeys: UncheckedBuffer<UInt64>
        let containerStart: UncheckedBuffer<Int32>
        let containerPool: UncheckedBuffer<Int32>
        let valueStart: UncheckedBuffer<Int32>
        let valueProperty: UncheckedBuffer<Int32>
        let valueBox: UncheckedBuffer<UInt>
        let valueSequence: UncheckedBuffer<UInt64>
        /// Per candidate, the properties it sets (one bit each, numbered per entry), and the same
        /// for trait-free candidates only (0 for trait proxies): a matched candidate whose
        /// properties a later trait-free one sets in every trait state cannot show, so it is left
        /// out of the match key. All zero when the entry's candidates set more than 64 properties.
        let setMasks: UncheckedBuffer<UInt64>
        let shadowMasks: UncheckedBuffer<UInt64>
        /// Whether `setMasks` are usable.
        let canShadow: Bool
        /// One more than the largest property index the candidates set.
        let propertyBound: Int

        // Exclusivity rule for the stored `var`s below: main-actor engine state, read and
        // written by the walk one access at a time (no access spans a call that reaches back
        // into the entry), so they skip Swift's dynamic exclusivity checks, which cost more
        // than the lookups they guard.
        /// Per trait state: the plain part of the style and which containment candidates apply.
        @safe @exclusivity(unchecked) var traitStates: ContiguousArray<TraitsEntry> = []
        /// The match with no containment candidate.
        /// The match with no containment candidate (owned by `matches`).
        @exclusivity(unchecked) nonisolated(unsafe) private(set) var emptyMatch: Unretained<ContainmentMatch>!
        /// Matches by key: open addressing on the key's hash (unretained: `matches` owns them).
        @exclusivity(unchecked) nonisolated(unsafe) private(set) var slots = unsafe MatchSlots(capacity: 16)
        @safe @exclusivity(unchecked) private var matches: [ContainmentMatch] = []
        /// Distinct styles by content hash.
        @safe @exclusivity(unchecked) private var styles: [ResolvedStyle] = []
        /// Per content hash, the last style added with it (index + 1), and per style the one
        /// added before it with the same hash (index + 1, 0 for none).
        private let styleByHash = IntegerMap(capacity: 64)
        @safe @exclusivity(unchecked) private var styleChain: [Int32] = []

        /// A small number for this entry, unique in its index.
        let serial: UInt64

        /// The index that made the entry and owns it.
        let owner: Unretained<RuleIndex>

        /// `kindSlots`: the index's slot of each kind of container (see ``RuleIndex/kindSlots``).
        init(
            plain: [Candidate], containment: ContiguousArray<Candidate>, kindSlots: UncheckedBuffer<Int32>,
            serial: UInt64, owner: Unretained<RuleIndex>
        ) {
            unsafe self.owner = unsafe owner
            self.serial = serial
            self.plain = plain
            self.containment = containment
            var dependent = false
            for candidate in plain where candidate.traits != nil { dependent = true }
            for candidate in containment where candidate.traits != nil { dependent = true }
            traitDependent = dependent
            let count = containment.count
            candidateCount = count
            unsafe masks = unsafe .allocate(count: count)
            unsafe orderKeys = unsafe .allocate(count: count)
            unsafe setMasks = unsafe .allocate(count: count)
            unsafe shadowMasks = unsafe .allocate(count: count)
            unsafe containerStart = unsafe .allocate(count: count + 1)
            unsafe valueStart = unsafe .allocate(count: count + 1)
            var containerCount = 0, valueCount = 0, largest: Int32 = -1
            for candidate in containment {
                containerCount += candidate.containers.count
                valueCount += candidate.values.count
            }
            unsafe containerPool = unsafe .allocate(count: containerCount)
            unsafe valueProperty = unsafe .allocate(count: valueCount)
            unsafe valueBox = unsafe .allocate(count: valueCount)
            unsafe valueSequence = unsafe .allocate(count: valueCount)
            // Entry-local property bits for shadowing.
            var bits: [Int32: Int] = [:]
            for candidate in containment {
                for value in candidate.values where bits[value.property] == nil { bits[value.property] = bits.count }
            }
            canShadow = bits.count <= 64
            var containersFilled = 0, valuesFilled = 0
            unsafe containerStart[0] = 0
            unsafe valueStart[0] = 0
            for position in 0..<count {
                let candidate = containment[position]
                unsafe masks[position] = candidate.mask
                unsafe orderKeys[position] = ContainmentOrderKey.unanchored(rank: candidate.rank, position: position)
                for container in candidate.containers {
                    unsafe containerPool[containersFilled] = unsafe kindSlots[Int(container)]
                    containersFilled += 1
                }
                unsafe containerStart[position + 1] = Int32(containersFilled)
                var mask: UInt64 = 0
                for value in candidate.values {
                    unsafe valueProperty[valuesFilled] = value.property
                    unsafe valueBox[valuesFilled] = unsafe Unretained(value.box).address
                    unsafe valueSequence[valuesFilled] = value.sequence
                    valuesFilled += 1
                    if canShadow { mask |= 1 << UInt64(bits[value.property]!) }
                    largest = max(largest, value.property)
                }
                unsafe valueStart[position + 1] = Int32(valuesFilled)
                unsafe setMasks[position] = mask
                unsafe shadowMasks[position] = candidate.traits == nil ? mask : 0
            }
            for candidate in plain {
                for value in candidate.values { largest = max(largest, value.property) }
            }
            propertyBound = Int(largest) + 1
            let empty = ContainmentMatch(entry: self, keyStart: 0, keyCount: 0)
            matches.append(empty)
            unsafe emptyMatch = Unretained(empty)
        }

        deinit {
            unsafe slots.deallocate()
            unsafe masks.free()
            unsafe orderKeys.free()
            unsafe setMasks.free()
            unsafe shadowMasks.free()
            unsafe containerStart.free()
            unsafe containerPool.free()
            unsafe valueStart.free()
            unsafe valueProperty.free()
            unsafe valueBox.free()
            unsafe valueSequence.free()
        }

        /// Adds the match whose key is `key[0..<count]` (hash `hash`), which
        /// ``MatchSlots/match(key:count:hash:)`` did not find; unretained (the entry owns it).
        func addMatch(key: UncheckedBuffer<UInt32>, count: Int, hash: UInt64) -> Unretained<ContainmentMatch> {
            let start = unsafe slots.store(key: key, count: count)
            let match = ContainmentMatch(entry: self, keyStart: start, keyCount: Int32(count))
            matches.append(match)
            unsafe slots.add(Unretained(match), keyStart: start, count: count, hash: hash)
            return unsafe Unretained(match)
        }

        /// The key of `match`, one of this entry's (valid until the entry adds a match).
        func key(of match: ContainmentMatch) -> UncheckedBuffer<UInt32> {
            unsafe slots.key(start: Int(match.keyStart))
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
                    if unsafe style.stores[index].property != property
                        || style.stores[index].box.address != boxes[Int(property)]
                    {
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
            let style = unsafe ResolvedStyle(properties: properties, boxes: boxes, infos: PropertyTable.shared.infos, owner: owner)
            styles.append(style)
            styleChain.append(Int32(styleByHash[hash] ?? 0))
            styleByHash[hash] = UInt64(styles.count)
            return style
        }
    }

    /// The plain part of a concrete class's style in one trait state, and which containment
    /// candidates that state allows.
    @safe @MainActor final class TraitsEntry {
        let traits: Int32
        /// Winning plain values in application order (boxes kept alive by the entry's candidates).
        let plainCount: Int
        let plainProperty: UncheckedBuffer<Int32>
        let plainBox: UncheckedBuffer<UInt>
        /// Per containment candidate: whether its traits hold.
        let applies: UncheckedBuffer<Bool>

        init(traits: Int32, plain: [(property: Int32, box: UInt)], applies: [Bool]) {
            self.traits = traits
            plainCount = plain.count
            unsafe plainProperty = unsafe .allocate(count: plain.count)
            unsafe plainBox = unsafe .allocate(count: plain.count)
            for index in 0..<plain.count {
                unsafe plainProperty[index] = plain[index].property
                unsafe plainBox[index] = plain[index].box
            }
            unsafe self.applies = unsafe .allocate(count: applies.count)
            for index in 0..<applies.count { unsafe self.applies[index] = applies[index] }
        }

        deinit {
            unsafe plainProperty.free()
            unsafe plainBox.free()
            unsafe applies.free()
        }
    }
}

/// An open-addressing table of matches by key hash, with the hash and where the key sits in a
/// pool of keys next to each match, so that a probe reads the slot and the pool (not the match
/// and its key array). `@unchecked Sendable`: only for the owning entry's `deinit`, which frees
/// it; it is used on the main actor only.
@unsafe struct MatchSlots: @unchecked Sendable {
    @unsafe struct Slot {
        var hash: UInt64 = 0
        var match: Unretained<ContainmentMatch>?
        var keyStart: UInt32 = 0
        var keyCount: UInt32 = 0
    }

    private var base: UncheckedBuffer<Slot>
    private var capacity: Int
    private var count = 0
    /// The keys of the matches, one after another.
    private var keys: UncheckedBuffer<UInt32>
    private var keysCount = 0
    private var keysCapacity: Int

    init(capacity: Int) {
        unsafe self.capacity = capacity
        unsafe base = unsafe .allocate(count: capacity, filling: Slot())
        unsafe keysCapacity = capacity * 4
        unsafe keys = unsafe .allocate(count: keysCapacity)
    }

    /// The match whose key is `key[0..<count]` (hash `hash`), if present.
    @inline(__always)
    func match(key: UncheckedBuffer<UInt32>, count: Int, hash: UInt64) -> Unretained<ContainmentMatch>? {
        let mask = unsafe capacity &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let candidate = unsafe base[slot].match {
            if unsafe base[slot].hash == hash, unsafe Int(base[slot].keyCount) == count,
                unsafe keys.advanced(by: Int(base[slot].keyStart)).elementsEqual(key, count: count)
            {
                return unsafe candidate
            }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// The key stored at `start` in the pool (a view valid until the next ``store(key:count:)``).
    func key(start: Int) -> UncheckedBuffer<UInt32> { unsafe keys.advanced(by: start) }

    /// Stores the key `key[0..<count]` in the pool; returns where.
    mutating func store(key: UncheckedBuffer<UInt32>, count: Int) -> Int32 {
        if unsafe keysCount + count > keysCapacity {
            unsafe keysCapacity = unsafe max(keysCapacity * 2, keysCount + count)
            let grown = unsafe UncheckedBuffer<UInt32>.allocate(count: keysCapacity)
            unsafe grown.copy(from: keys, count: keysCount)
            unsafe keys.free()
            unsafe keys = unsafe grown
        }
        unsafe keys.advanced(by: keysCount).copy(from: key, count: count)
        unsafe keysCount += count
        return unsafe Int32(keysCount - count)
    }

    /// Adds `match`, whose key (hash `hash`) was stored at `keyStart` and which
    /// ``match(key:count:hash:)`` did not find.
    mutating func add(_ match: Unretained<ContainmentMatch>, keyStart: Int32, count: Int, hash: UInt64) {
        let mask = unsafe capacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while unsafe base[slot].match != nil { slot = (slot + 1) & mask }
        unsafe base[slot] = unsafe Slot(hash: hash, match: match, keyStart: UInt32(keyStart), keyCount: UInt32(count))
        unsafe self.count += 1
        if unsafe self.count * 2 > capacity { unsafe grow() }
    }

    /// Doubles the capacity, keeping every match.
    private mutating func grow() {
        let old = unsafe base, oldCapacity = unsafe capacity
        unsafe capacity *= 2
        unsafe base = unsafe .allocate(count: capacity, filling: Slot())
        let mask = unsafe capacity - 1
        for index in 0..<oldCapacity where unsafe old[index].match != nil {
            var slot = unsafe Int(truncatingIfNeeded: old[index].hash) & mask
            while unsafe base[slot].match != nil { slot = (slot + 1) & mask }
            unsafe base[slot] = unsafe old[index]
        }
        unsafe old.free()
    }

    func deallocate() {
        unsafe base.free()
        unsafe keys.free()
    }
}
