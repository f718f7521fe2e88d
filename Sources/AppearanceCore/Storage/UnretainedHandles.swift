/// Unretained handles to the rule index's objects: reads without reference counting, for the
/// tree walker's per-node work.
///
/// Lifetime rule: a `RuleIndex` owns its concrete entries, their containment matches and the
/// resolved styles; nothing frees them while the index lives. The walker holds the index of the
/// walk (strongly, in `TreeWalker.index`) for the whole walk, and a node's state keeps the index
/// that made its style alive by counting itself in `RuleIndex.styledNodes` (the first count
/// retains the index, the last releases it). So an `Unmanaged<RuleIndex>`,
/// `Unmanaged<RuleIndex.ConcreteEntry>`, `Unmanaged<ContainmentMatch>` or
/// `Unmanaged<ResolvedStyle>` is valid while the walk that obtained it runs, or while a node's
/// state names the style; never keep one beyond that.
///
/// These are `nonisolated` on purpose: a closure formed in main-actor code and passed to
/// `_withUnsafeGuaranteedRef` checks the executor every time it runs. What they read never
/// changes after creation, or changes only on the main actor (where the walker runs).

extension Unmanaged where Instance == RuleIndex {
    /// Counts a node whose style this index made (see ``RuleIndex/styledNodes``).
    @inline(__always)
    func nodeStartedUsing() {
        let first = unsafe _withUnsafeGuaranteedRef { index in
            unsafe index.styledNodes += 1
            return unsafe index.styledNodes == 1
        }
        if first { _ = unsafe retain() }
    }

    /// Uncounts a node; the last one lets the index go (which may free it and its styles).
    @inline(__always)
    func nodeStoppedUsing() {
        let last = unsafe _withUnsafeGuaranteedRef { index in
            unsafe index.styledNodes -= 1
            return unsafe index.styledNodes == 0
        }
        if last { unsafe release() }
    }

    /// The entry of nodes of `type` without style classes, if it was made.
    @inline(__always)
    func entry(type: Int32) -> Unmanaged<RuleIndex.ConcreteEntry>? {
        unsafe _withUnsafeGuaranteedRef { index in
            unsafe Int(type) < index.entriesByTypeCount ? index.entriesByType[Int(type)] : nil
        }
    }

    /// See ``RuleIndex/kindSlots``, ``RuleIndex/kindSlotCount`` and ``RuleIndex/containerKindCount``.
    @inline(__always)
    var containerKinds: (slots: UnsafeMutablePointer<Int32>, slotCount: Int, count: Int) {
        unsafe _withUnsafeGuaranteedRef { unsafe ($0.kindSlots, $0.kindSlotCount, $0.containerKindCount) }
    }

    /// The number of the context `parent` extended by a container of `type`.
    @inline(__always)
    func context(parent: UInt64, type: Int32) -> UInt64 {
        unsafe _withUnsafeGuaranteedRef { unsafe $0.contexts.context(parent: parent, type: type) }
    }

    /// The match found for the entry numbered `serial` in `context`.
    @inline(__always)
    func cachedMatch(context: UInt64, serial: UInt64) -> Unmanaged<ContainmentMatch>? {
        unsafe _withUnsafeGuaranteedRef { index in
            guard let bits = unsafe index.contexts.match(in: context, serial: serial) else { return nil }
            return unsafe Unmanaged<ContainmentMatch>.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
        }
    }

    /// Remembers `match` (owned by its entry) for the entry numbered `serial` in `context`.
    @inline(__always)
    func cacheMatch(_ match: Unmanaged<ContainmentMatch>, context: UInt64, serial: UInt64) {
        unsafe _withUnsafeGuaranteedRef { index in
            unsafe index.contexts.setMatch(UInt(bitPattern: match.toOpaque()), in: context, serial: serial)
        }
    }
}

extension Unmanaged where Instance == RuleIndex.ConcreteEntry {
    /// See ``RuleIndex/ConcreteEntry/serial``.
    @inline(__always)
    var serial: UInt64 { unsafe _withUnsafeGuaranteedRef { $0.serial } }

    /// See ``RuleIndex/ConcreteEntry/traitDependent``.
    @inline(__always)
    var traitDependent: Bool { unsafe _withUnsafeGuaranteedRef { $0.traitDependent } }

    /// The entry's identity.
    @inline(__always)
    var id: UInt { unsafe UInt(bitPattern: toOpaque()) }

    /// The flat containment candidates, for matching.
    @inline(__always)
    var candidates: RuleIndex.CandidateTable {
        unsafe _withUnsafeGuaranteedRef {
            unsafe RuleIndex.CandidateTable(
                count: $0.candidateCount, masks: $0.masks, ranks: $0.ranks, containerStart: $0.containerStart,
                containerPool: $0.containerPool, canShadow: $0.canShadow, setMasks: $0.setMasks,
                shadowMasks: $0.shadowMasks, emptyMatch: $0.emptyMatch)
        }
    }

    /// The match with the key `key[0..<count]` (hash `hash`), if the entry has it.
    @inline(__always)
    func existingMatch(key: UnsafePointer<UInt32>, count: Int, hash: UInt64) -> Unmanaged<ContainmentMatch>? {
        unsafe _withUnsafeGuaranteedRef { unsafe $0.slots.match(key: key, count: count, hash: hash) }
    }
}

extension Unmanaged where Instance == ContainmentMatch {
    /// See ``ContainmentMatch/entryID``.
    @inline(__always)
    var entryID: UInt { unsafe _withUnsafeGuaranteedRef { $0.entryID } }

    /// The style already composed for `traits`.
    @inline(__always)
    func style(traits: Int32) -> Unmanaged<ResolvedStyle>? {
        unsafe _withUnsafeGuaranteedRef { match in
            if unsafe match.firstTraits.0 == traits, let style = unsafe match.firstStyles.0 { return unsafe .passUnretained(style) }
            if unsafe match.firstTraits.1 == traits, let style = unsafe match.firstStyles.1 { return unsafe .passUnretained(style) }
            let traitStates = unsafe match.moreTraits
            for index in traitStates.indices where traitStates[index] == traits {
                return unsafe .passUnretained(match.moreStyles[index])
            }
            return nil
        }
    }
}

extension Unmanaged where Instance == ResolvedStyle {
    /// See ``ResolvedStyle/owner``.
    @inline(__always)
    var owner: Unmanaged<RuleIndex> { unsafe _withUnsafeGuaranteedRef { unsafe $0.owner } }

    /// See ``ResolvedStyle/stores``.
    @inline(__always)
    var stores: UnsafeMutablePointer<ResolvedStyle.Store> { unsafe _withUnsafeGuaranteedRef { unsafe $0.stores } }

    /// See ``ResolvedStyle/storeCount``.
    @inline(__always)
    var storeCount: Int { unsafe _withUnsafeGuaranteedRef { $0.storeCount } }

    /// ``ResolvedStyle/isAliasFree`` once known, else `nil`.
    @inline(__always)
    var knownAliasFree: Bool? { unsafe _withUnsafeGuaranteedRef { unsafe $0.aliasFree } }

    /// ``ResolvedStyle/isAliasFree``, read unretained once known (worked out on first use).
    /// The unretained read stays in ``knownAliasFree``: this getter is main-actor code, where
    /// a closure would check the executor.
    @MainActor @inline(__always)
    var isAliasFree: Bool { unsafe knownAliasFree ?? takeUnretainedValue().isAliasFree }

    /// See ``ResolvedStyle/contains(_:)``.
    @inline(__always)
    func contains(_ property: Int32) -> Bool { unsafe _withUnsafeGuaranteedRef { $0.contains(property) } }

    /// See ``ResolvedStyle/box(for:)``.
    @inline(__always)
    func box(for property: Int32) -> Unmanaged<AnyValueBox>? { unsafe _withUnsafeGuaranteedRef { unsafe $0.box(for: property) } }
}
