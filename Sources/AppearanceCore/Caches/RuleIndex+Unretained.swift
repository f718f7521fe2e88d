/// Unretained handles to the rule index's objects: reads without reference counting, for the
/// tree walker's per-node work.
///
/// Lifetime rule: a `RuleIndex` owns its concrete entries, their containment matches and the
/// resolved styles; nothing frees them while the index lives. The walker holds the index of the
/// walk (strongly, in `TreeWalker.index`) for the whole walk, and a node's state keeps the index
/// that made its style alive by counting itself in `RuleIndex.styledNodes` (the first count
/// retains the index, the last releases it). So an `Unretained<RuleIndex>`,
/// `Unretained<RuleIndex.ConcreteEntry>`, `Unretained<ContainmentMatch>` or
/// `Unretained<ResolvedStyle>` is valid while the walk that obtained it runs, or while a node's
/// state names the style; never keep one beyond that.
///
/// These are `nonisolated` on purpose: a closure formed in main-actor code and passed to
/// `with` checks the executor every time it runs. What they read never
/// changes after creation, or changes only on the main actor (where the walker runs).

extension Unretained where Object == RuleIndex {
    /// Counts a node whose style this index made (see ``RuleIndex/styledNodes``).
    @inline(__always)
    func nodeStartedUsing() {
        let first = unsafe with { index in
            unsafe index.styledNodes += 1
            return unsafe index.styledNodes == 1
        }
        if first { unsafe keep() }
    }

    /// Uncounts a node; the last one lets the index go (which may free it and its styles).
    @inline(__always)
    func nodeStoppedUsing() {
        let last = unsafe with { index in
            unsafe index.styledNodes -= 1
            return unsafe index.styledNodes == 0
        }
        if last { unsafe releaseKept() }
    }

    /// The entry of nodes of `type` without style classes, if it was made.
    @inline(__always)
    func entry(type: Int32) -> Unretained<RuleIndex.ConcreteEntry>? {
        unsafe with { index in
            unsafe Int(type) < index.entriesByTypeCount ? index.entriesByType[Int(type)] : nil
        }
    }

    /// See ``RuleIndex/kindSlots``, ``RuleIndex/kindSlotCount`` and ``RuleIndex/containerKindCount``.
    @inline(__always)
    var containerKinds: (slots: UncheckedBuffer<Int32>, slotCount: Int, count: Int) {
        unsafe with { unsafe ($0.kindSlots, $0.kindSlotCount, $0.containerKindCount) }
    }

    /// The number of the context `parent` extended by a container of `type`.
    @inline(__always)
    func context(parent: UInt64, type: Int32) -> UInt64 {
        unsafe with { unsafe $0.contexts.context(parent: parent, type: type) }
    }

    /// The match found for the entry numbered `serial` in `context`.
    @inline(__always)
    func cachedMatch(context: UInt64, serial: UInt64) -> Unretained<ContainmentMatch>? {
        unsafe with { index in
            guard let bits = unsafe index.contexts.match(in: context, serial: serial) else { return nil }
            return unsafe Unretained<ContainmentMatch>(address: bits)
        }
    }

    /// Remembers `match` (owned by its entry) for the entry numbered `serial` in `context`.
    @inline(__always)
    func cacheMatch(_ match: Unretained<ContainmentMatch>, context: UInt64, serial: UInt64) {
        unsafe with { index in
            unsafe index.contexts.setMatch(match.address, in: context, serial: serial)
        }
    }
}

extension Unretained where Object == RuleIndex.ConcreteEntry {
    /// See ``RuleIndex/ConcreteEntry/serial``.
    @inline(__always)
    var serial: UInt64 { unsafe with { $0.serial } }

    /// See ``RuleIndex/ConcreteEntry/traitDependent``.
    @inline(__always)
    var traitDependent: Bool { unsafe with { $0.traitDependent } }

    /// The entry's identity.
    @inline(__always)
    var id: UInt { unsafe address }

    /// The flat containment candidates, for matching.
    @inline(__always)
    var candidates: RuleIndex.CandidateTable {
        unsafe with {
            unsafe RuleIndex.CandidateTable(
                count: $0.candidateCount, masks: $0.masks, orderKeys: $0.orderKeys, containerStart: $0.containerStart,
                containerPool: $0.containerPool, canShadow: $0.canShadow, setMasks: $0.setMasks,
                shadowMasks: $0.shadowMasks, emptyMatch: $0.emptyMatch)
        }
    }

    /// The match with the key `key[0..<count]` (hash `hash`), if the entry has it.
    @inline(__always)
    func existingMatch(key: UncheckedBuffer<UInt32>, count: Int, hash: UInt64) -> Unretained<ContainmentMatch>? {
        unsafe with { unsafe $0.slots.match(key: key, count: count, hash: hash) }
    }
}

extension Unretained where Object == ContainmentMatch {
    /// See ``ContainmentMatch/entryID``.
    @inline(__always)
    var entryID: UInt { unsafe with { $0.entryID } }

    /// The style already composed for `traits`.
    @inline(__always)
    func style(traits: Int32) -> Unretained<ResolvedStyle>? {
        unsafe with { match in
            if match.firstTraits.0 == traits, let style = match.firstStyles.0 { return unsafe Unretained<ResolvedStyle>(style) }
            if match.firstTraits.1 == traits, let style = match.firstStyles.1 { return unsafe Unretained<ResolvedStyle>(style) }
            let traitStates = match.moreTraits
            for index in traitStates.indices where traitStates[index] == traits {
                return unsafe Unretained<ResolvedStyle>(match.moreStyles[index])
            }
            return nil
        }
    }
}

extension Unretained where Object == ResolvedStyle {
    /// See ``ResolvedStyle/owner``.
    @inline(__always)
    var owner: Unretained<RuleIndex> { unsafe with { unsafe $0.owner } }

    /// See ``ResolvedStyle/stores``.
    @inline(__always)
    var stores: UncheckedBuffer<ResolvedStyle.Store> { unsafe with { unsafe $0.stores } }

    /// See ``ResolvedStyle/storeCount``.
    @inline(__always)
    var storeCount: Int { unsafe with { $0.storeCount } }

    /// One more than the largest property index the style sets (see ``StyleTable/bound``).
    @inline(__always)
    var propertyBound: Int { unsafe with { unsafe Int($0.table.bound) } }

    /// ``ResolvedStyle/isAliasFree`` once known, else `nil`.
    @inline(__always)
    var knownAliasFree: Bool? { unsafe with { $0.aliasFree } }

    /// ``ResolvedStyle/isAliasFree``, read unretained once known (worked out on first use).
    /// The unretained read stays in ``knownAliasFree``: this getter is main-actor code, where
    /// a closure would check the executor.
    @MainActor @inline(__always)
    var isAliasFree: Bool { unsafe knownAliasFree ?? object.isAliasFree }

    /// See ``ResolvedStyle/contains(_:)``.
    @inline(__always)
    func contains(_ property: Int32) -> Bool { unsafe with { $0.contains(property) } }

    /// See ``ResolvedStyle/box(for:)``.
    @inline(__always)
    func box(for property: Int32) -> Unretained<AnyValueBox>? { unsafe with { unsafe $0.box(for: property) } }
}
