// The per-class parts of the rule index: a concrete class's candidates, and their plain part
// per trait state.

extension RuleIndex {
    /// A concrete entry's containment candidates laid out flat (see ``ConcreteEntry``), read
    /// without reference counting.
    @safe struct CandidateTable {
        let count: Int
        let masks: UnsafeMutablePointer<UInt64>
        let ranks: UnsafeMutablePointer<Int32>
        let containerStart: UnsafeMutablePointer<Int32>
        let containerPool: UnsafeMutablePointer<Int32>
        let canShadow: Bool
        let setMasks: UnsafeMutablePointer<UInt64>
        let shadowMasks: UnsafeMutablePointer<UInt64>
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
        nonisolated var id: UInt { Unretained(self).address }
        /// Flat copies of the containment candidates for the walker and for composing (owned
        /// by the entry; the boxes are kept alive by `containment`): candidate `i`'s containers,
        /// innermost first, as kind slots (``RuleIndex/kindSlots``), are
        /// `containerPool[containerStart[i]..<containerStart[i + 1]]`, its
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
        nonisolated(unsafe) private(set) var emptyMatch: Unretained<ContainmentMatch>!
        /// Matches by key: open addressing on the key's hash (unretained: `matches` owns them).
        @exclusivity(unchecked) nonisolated(unsafe) private(set) var slots = MatchSlots(capacity: 16)
        @exclusivity(unchecked) private var matches: [ContainmentMatch] = []
        /// Distinct styles by content hash.
        @exclusivity(unchecked) private var styles: [ResolvedStyle] = []
        /// Per content hash, the last style added with it (index + 1), and per style the one
        /// added before it with the same hash (index + 1, 0 for none).
        private let styleByHash = IntegerMap(capacity: 64)
        @exclusivity(unchecked) private var styleChain: [Int32] = []

        /// A small number for this entry, unique in its index.
        let serial: UInt64

        /// The index that made the entry and owns it.
        let owner: Unretained<RuleIndex>

        /// `kindSlots`: the index's slot of each kind of container (see ``RuleIndex/kindSlots``).
        init(
            plain: [Candidate], containment: ContiguousArray<Candidate>, kindSlots: UnsafePointer<Int32>,
            serial: UInt64, owner: Unretained<RuleIndex>
        ) {
            self.owner = owner
            self.serial = serial
            self.plain = plain
            self.containment = containment
            var dependent = false
            for candidate in plain where candidate.traits != nil { dependent = true }
            for candidate in containment where candidate.traits != nil { dependent = true }
            traitDependent = dependent
            let count = containment.count
            candidateCount = count
            unsafe masks = .allocate(capacity: count)
            unsafe ranks = .allocate(capacity: count)
            unsafe setMasks = .allocate(capacity: count)
            unsafe shadowMasks = .allocate(capacity: count)
            unsafe containerStart = .allocate(capacity: count + 1)
            unsafe valueStart = .allocate(capacity: count + 1)
            var containerCount = 0, valueCount = 0, largest: Int32 = -1
            for candidate in containment {
                containerCount += candidate.containers.count
                valueCount += candidate.values.count
            }
            unsafe containerPool = .allocate(capacity: max(1, containerCount))
            unsafe valueProperty = .allocate(capacity: max(1, valueCount))
            unsafe valueBox = .allocate(capacity: max(1, valueCount))
            unsafe valueSequence = .allocate(capacity: max(1, valueCount))
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
                unsafe ranks[position] = candidate.rank
                for container in candidate.containers {
                    unsafe containerPool[containersFilled] = unsafe kindSlots[Int(container)]
                    containersFilled += 1
                }
                unsafe containerStart[position + 1] = Int32(containersFilled)
                var mask: UInt64 = 0
                for value in candidate.values {
                    unsafe valueProperty[valuesFilled] = value.property
                    unsafe valueBox[valuesFilled] = Unretained(value.box).address
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
            unsafe matches.append(empty)
            unsafe emptyMatch = Unretained(empty)
        }

        deinit {
            unsafe slots.deallocate()
            unsafe masks.deallocate()
            unsafe ranks.deallocate()
            unsafe setMasks.deallocate()
            unsafe shadowMasks.deallocate()
            unsafe containerStart.deallocate()
            unsafe containerPool.deallocate()
            unsafe valueStart.deallocate()
            unsafe valueProperty.deallocate()
            unsafe valueBox.deallocate()
            unsafe valueSequence.deallocate()
        }

        /// Adds the match whose key is `key[0..<count]` (hash `hash`), which
        /// ``MatchSlots/match(key:count:hash:)`` did not find; unretained (the entry owns it).
        func addMatch(key: UnsafePointer<UInt32>, count: Int, hash: UInt64) -> Unretained<ContainmentMatch> {
            let start = unsafe slots.store(key: key, count: count)
            let match = ContainmentMatch(entry: self, keyStart: start, keyCount: Int32(count))
            unsafe matches.append(match)
            unsafe slots.add(Unretained(match), keyStart: start, count: count, hash: hash)
            return Unretained(match)
        }

        /// The key of `match`, one of this entry's (valid until the entry adds a match).
        func key(of match: ContainmentMatch) -> UnsafeBufferPointer<UInt32> {
            unsafe slots.key(start: Int(match.keyStart), count: Int(match.keyCount))
        }

        /// The style this entry already has with exactly the values `properties[i]` ←
        /// `boxes[properties[i]]` in order (content hash `hash`), if any.
        func existingStyle(hash: UInt64, properties: Scratch<Int32>, boxes: Scratch<UInt>) -> ResolvedStyle? {
            var link = Int(styleByHash[hash] ?? 0)
            while link > 0 {
                let style = unsafe styles[link - 1]
                link = unsafe Int(styleChain[link - 1])
                guard style.storeCount == properties.count else { continue }
                var same = true
                for index in 0..<properties.count {
                    let property = properties[index]
                    if unsafe style.stores[index].property != property
                        || style.stores[index].box.address != boxes[Int(property)] {
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
            unsafe styles.append(style)
            unsafe styleChain.append(Int32(styleByHash[hash] ?? 0))
            styleByHash[hash] = unsafe UInt64(styles.count)
            return style
        }
    }

    /// The plain part of a concrete class's style in one trait state, and which containment
    /// candidates that state allows.
    @safe @MainActor final class TraitsEntry {
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
            unsafe plainProperty = .allocate(capacity: max(1, plain.count))
            unsafe plainBox = .allocate(capacity: max(1, plain.count))
            for index in 0..<plain.count {
                unsafe plainProperty[index] = plain[index].property
                unsafe plainBox[index] = plain[index].box
            }
            unsafe self.applies = .allocate(capacity: max(1, applies.count))
            for index in 0..<applies.count { unsafe self.applies[index] = applies[index] }
        }

        deinit {
            unsafe plainProperty.deallocate()
            unsafe plainBox.deallocate()
            unsafe applies.deallocate()
        }
    }
}

/// An open-addressing table of matches by key hash, with the hash and where the key sits in a
/// pool of keys next to each match, so that a probe reads the slot and the pool (not the match
/// and its key array). `@unchecked Sendable`: only for the owning entry's `deinit`, which frees
/// it; it is used on the main actor only.
@safe struct MatchSlots: @unchecked Sendable {
    @safe struct Slot {
        var hash: UInt64 = 0
        var match: Unretained<ContainmentMatch>?
        var keyStart: UInt32 = 0
        var keyCount: UInt32 = 0
    }

    private(set) var base: UnsafeMutablePointer<Slot>
    private(set) var capacity: Int
    private var count = 0
    /// The keys of the matches, one after another.
    private var keys: UnsafeMutablePointer<UInt32>
    private var keysCount = 0
    private var keysCapacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        unsafe base = .allocate(capacity: capacity)
        unsafe base.initialize(repeating: Slot(), count: capacity)
        keysCapacity = capacity * 4
        unsafe keys = .allocate(capacity: keysCapacity)
    }

    /// The match whose key is `key[0..<count]` (hash `hash`), if present.
    @inline(__always)
    func match(key: UnsafePointer<UInt32>, count: Int, hash: UInt64) -> Unretained<ContainmentMatch>? {
        let mask = capacity &- 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while let candidate = unsafe base[slot].match {
            if unsafe base[slot].hash == hash, unsafe Int(base[slot].keyCount) == count {
                let stored = unsafe keys + Int(base[slot].keyStart)
                var index = 0
                while index < count, unsafe stored[index] == key[index] { index &+= 1 }
                if index == count { return candidate }
            }
            slot = (slot &+ 1) & mask
        }
        return nil
    }

    /// The key stored at `start` in the pool.
    func key(start: Int, count: Int) -> UnsafeBufferPointer<UInt32> {
        unsafe UnsafeBufferPointer(start: keys + start, count: count)
    }

    /// Stores the key `key[0..<count]` in the pool; returns where.
    mutating func store(key: UnsafePointer<UInt32>, count: Int) -> Int32 {
        if keysCount + count > keysCapacity {
            keysCapacity = max(keysCapacity * 2, keysCount + count)
            let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: keysCapacity)
            unsafe grown.moveInitialize(from: keys, count: keysCount)
            unsafe keys.deallocate()
            unsafe keys = unsafe grown
        }
        unsafe (keys + keysCount).initialize(from: key, count: count)
        keysCount += count
        return Int32(keysCount - count)
    }

    /// Adds `match`, whose key (hash `hash`) was stored at `keyStart` and which
    /// ``match(key:count:hash:)`` did not find.
    mutating func add(_ match: Unretained<ContainmentMatch>, keyStart: Int32, count: Int, hash: UInt64) {
        let mask = capacity - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while unsafe base[slot].match != nil { slot = (slot + 1) & mask }
        unsafe base[slot] = Slot(hash: hash, match: match, keyStart: UInt32(keyStart), keyCount: UInt32(count))
        self.count += 1
        if self.count * 2 > capacity { grow() }
    }

    /// Doubles the capacity, keeping every match.
    private mutating func grow() {
        let old = unsafe base, oldCapacity = capacity
        capacity *= 2
        unsafe base = .allocate(capacity: capacity)
        unsafe base.initialize(repeating: Slot(), count: capacity)
        let mask = capacity - 1
        for index in 0..<oldCapacity where unsafe old[index].match != nil {
            var slot = unsafe Int(truncatingIfNeeded: old[index].hash) & mask
            while unsafe base[slot].match != nil { slot = (slot + 1) & mask }
            unsafe base[slot] = unsafe old[index]
        }
        unsafe old.deallocate()
    }

    func deallocate() {
        unsafe base.deallocate()
        unsafe keys.deallocate()
    }
}
