// R4.2 (Rules.md): greedy matching from the view outward, anchored at the outermost container; R4.5 flips the anchor order.
/// Finds the style of a node where the walk is: its entry in a rule index, the containment
/// candidates of that entry that match the container stack (as one shared match object), and
/// the style composed for that match under the node's traits.
///
/// Styles are shared: nodes with the same concrete class, style classes, matched containment
/// rules and traits get one object, so matching costs a few lookups once a match was made in
/// a context. The matcher keeps nothing of a walk but scratch space; the walker says which
/// index to match against and keeps the node's last match. Owned by one walker, on the main
/// actor.
@MainActor
@safe final class StyleMatcher {
    /// The matched candidates of the node being matched, as order keys.
    private let matches = Scratch<UInt64>()
    /// The key of the node's match, as it is built.
    private let key = Scratch<UInt32>()
    /// Strong `let`: loading it costs no reference counting.
    private let caches = RuleIndexCache.shared
    /// The rules of an island without a scope: none.
    private lazy var emptyIndex = RuleIndex(records: [])

    /// The entry of `type` and the style-class set `classSet` in `index`, made now if it is new.
    func makeEntry(_ type: Int32, _ classSet: Int32, in index: Unretained<RuleIndex>) -> Unretained<RuleIndex.ConcreteEntry> {
        unsafe index.object.entry(type: type, styleClasses: classSet, classNames: caches.styleClasses)
    }

    /// The style of nodes where `match`, a match of `index`, matched, under `traits`: composed
    /// the first time. (Static, as ``composeStyle(for:traits:in:)``: the walk's hot path then
    /// loads nothing of the matcher for it.)
    @inline(__always)
    static func style(for match: Unretained<ContainmentMatch>, traits: Int32, in index: Unretained<RuleIndex>) -> Unretained<ResolvedStyle>
    {
        if let style = unsafe match.style(traits: traits) { return unsafe style }
        return unsafe composeStyle(for: match, traits: traits, in: index)
    }

    /// The style of `match` under `traits`, composed now (see ``style(for:traits:in:)``).
    @inline(never)
    private static func composeStyle(
        for match: Unretained<ContainmentMatch>, traits: Int32, in index: Unretained<RuleIndex>
    ) -> Unretained<ResolvedStyle> {
        unsafe index.object.makeStyle(for: match.object, traits: traits, interner: RuleIndexCache.shared.traits)
    }

    /// The style of no rules, for a node of `type` carrying the style classes `classSet`.
    private func emptyStyle(type: Int32, classSet: Int32, traits: Int32) -> Unretained<ResolvedStyle> {
        let empty = emptyIndex
        let entry = unsafe empty.entry(type: type, styleClasses: classSet, classNames: caches.styleClasses)
        // `empty` is the matcher's, alive as long as the matcher.
        return unsafe Self.style(for: entry.candidates.emptyMatch, traits: traits, in: Unretained(empty))
    }

    /// The style of a node of `type` with the style-class set `classSet` under `traits`, below
    /// the container stack's `top`, where scopes or islands are in force: the global rules' style
    /// (`index`'s; none when `globalRulesReach` is false, below an island), with the style of
    /// each scope's layer in `layers` laid over it, nearest last (R11). Nothing is reused from the node's last match: the shortcut of the walk's global
    /// path keys on the global rules alone.
    func scopedStyle(
        type: Int32, classSet: Int32, traits: Int32, below top: ContainerStack.Top, globalRulesReach: Bool,
        layers: [ScopeLayer], index: Unretained<RuleIndex>
    ) -> Unretained<ResolvedStyle> {
        let filter = top.filter, depth = top.depth
        // The rule sets' styles, farthest first; `nil` until one has rules (an app whose rules
        // all live in scopes has no global style to compute).
        var style: Unretained<ResolvedStyle>?
        if globalRulesReach, unsafe index.object.hasRules {
            let entry =
                unsafe classSet == 0
                ? index.entry(type: type) ?? makeEntry(type, classSet, in: index) : makeEntry(type, classSet, in: index)
            let match = unsafe self.match(
                entry, of: index, context: top.context, cacheable: top.contextsValid,
                rows: top.rows, width: top.width, filter: filter, depth: depth)
            unsafe style = unsafe Self.style(for: match, traits: traits, in: index)
        }
        for layer in layers where layer.index.hasRules {
            let entry = unsafe layer.index.entry(type: type, styleClasses: classSet, classNames: caches.styleClasses)
            let match = unsafe self.match(
                entry, of: layer.indexRef, context: layer.contexts.last, cacheable: true, rows: layer.rows.buffer,
                width: layer.rowWidth, filter: filter, depth: depth)
            let own = unsafe Self.style(for: match, traits: traits, in: layer.indexRef)
            unsafe style = unsafe style.map { unsafe layer.index.layered($0, under: own) } ?? own
        }
        // No rule set with rules (below an island without a scope, or only empty ones): the
        // empty style, which withdraws every appearance value.
        return unsafe style ?? emptyStyle(type: type, classSet: classSet, traits: traits)
    }

    // MARK: - Matching

    /// The match of `entry`, an entry of `index`, in the stack's `context` (numbered by
    /// `index`): the one found there before, else found now and kept for the context. Nothing
    /// is kept unless `cacheable` (the contexts were numbered by another index).
    @inline(__always)
    private func match(
        _ entry: Unretained<RuleIndex.ConcreteEntry>, of index: Unretained<RuleIndex>, context: UInt64, cacheable: Bool,
        rows: UncheckedBuffer<Int32>, width: Int, filter: UInt64, depth: Int32
    ) -> Unretained<ContainmentMatch> {
        guard cacheable else { return unsafe match(entry, rows: rows, width: width, filter: filter, depth: depth) }
        if let known = unsafe index.cachedMatch(context: context, serial: entry.serial) { return unsafe known }
        let found = unsafe match(entry, rows: rows, width: width, filter: filter, depth: depth)
        unsafe index.cacheMatch(found, context: context, serial: entry.serial)
        return unsafe found
    }

    /// Matches the containment candidates of `entryRef` against the container stack and finds
    /// the shared match object. `rows` and `width`: the stack's rows for the index the entry
    /// belongs to (the stack's own for the global rules, a ``ScopeLayer``'s for a scope's);
    /// `filter` and `depth`: the stack's ancestor filter and how many containers it holds.
    func match(
        _ entryRef: Unretained<RuleIndex.ConcreteEntry>, rows: UncheckedBuffer<Int32>, width: Int, filter: UInt64,
        depth: Int32
    ) -> Unretained<ContainmentMatch> {
        let entry = unsafe entryRef.candidates
        let count = unsafe entry.count
        if count == 0 { return unsafe entry.emptyMatch }
        let masks = unsafe entry.masks, starts = unsafe entry.containerStart, pool = unsafe entry.containerPool,
            orderKeys = unsafe entry.orderKeys
        // The stack does not change while matching: work on its storage directly.
        let lookup = unsafe RowLookup(rows: rows, width: width)
        matches.reserve(count)
        let found = unsafe matches.buffer
        // Only the order of anchors matters, so a candidate's anchor is its outermost
        // container's stack position, flipped as the policy orders anchors (R4.2).
        let flip = ContainmentPolicy.positionFlip()
        var matchCount = 0
        var position = 0
        while position < count {
            if unsafe masks[position] & ~filter == 0 {
                let start = unsafe Int(starts[position])
                let outermost = unsafe GreedyContainerMatch.outermost(
                    pool.advanced(by: start), count: Int(starts[position &+ 1]) &- start, from: depth, in: lookup)
                if outermost >= 0 {
                    unsafe found[matchCount] = unsafe ContainmentOrderKey.anchored(
                        orderKeys[position], at: ContainmentOrderKey.orderedAnchor(position: outermost, flip: flip))
                    matchCount &+= 1
                }
            }
            position &+= 1
        }
        if matchCount == 0 { return unsafe entry.emptyMatch }
        // Sort by (anchor, rank, position): application order.
        var sorted = 1
        while sorted < matchCount {
            let value = unsafe found[sorted]
            var index = sorted
            while index > 0, unsafe found[index - 1] > value {
                unsafe found[index] = unsafe found[index - 1]
                index -= 1
            }
            unsafe found[index] = value
            sorted += 1
        }
        // The style depends only on the order of the matched candidates that can show and on
        // which of them tie (same anchor and rank, so recording order decides): that is the key.
        // Walking back from the last applied, a group of tied candidates can show unless later
        // trait-free candidates set all its properties. The key is written back to front (each
        // element but a group's first carries the tie bit), and hashed in that order.
        key.reserve(matchCount)
        let elements = unsafe key.buffer
        let prunes = unsafe entry.canShadow
        let setMasks = unsafe entry.setMasks, shadowMasks = unsafe entry.shadowMasks
        var decided: UInt64 = 0
        var first = matchCount
        var hash: UInt64 = 0x8422_2325_CBF2_9CE4
        var end = matchCount
        while end > 0 {
            let last = end &- 1
            let group = unsafe ContainmentOrderKey.group(found[last])
            var start = last
            var sets = unsafe setMasks[ContainmentOrderKey.position(found[last])]
            var shadows = unsafe shadowMasks[ContainmentOrderKey.position(found[last])]
            while start > 0, unsafe ContainmentOrderKey.group(found[start &- 1]) == group {
                start &-= 1
                unsafe sets |= setMasks[ContainmentOrderKey.position(found[start])]
                unsafe shadows |= shadowMasks[ContainmentOrderKey.position(found[start])]
            }
            if !prunes || sets & ~decided != 0 {
                var item = last
                while item >= start {
                    let element =
                        unsafe UInt32(truncatingIfNeeded: ContainmentOrderKey.position(found[item]))
                        | (item > start ? ContainmentMatch.tieBit : 0)
                    first &-= 1
                    unsafe elements[first] = element
                    hash = Hashing.mix(hash, UInt64(element))
                    item &-= 1
                }
            }
            decided |= shadows
            end = start
        }
        let keyCount = matchCount &- first
        let keyStart = unsafe elements.advanced(by: first)
        if let known = unsafe entryRef.existingMatch(key: keyStart, count: keyCount, hash: hash) { return unsafe known }
        return unsafe entryRef.object.addMatch(key: keyStart, count: keyCount, hash: hash)
    }

    /// The container stack's rows of innermost-container positions, as ``GreedyContainerMatch``
    /// looks containers up: kinds are the index's kind slots, and the row of stack position `p`
    /// gives, per kind, the innermost container of that kind below `p`. The stack does not
    /// change while a node is matched, so the rows are read in place.
    @unsafe private struct RowLookup: ContainerLookup {
        let rows: UncheckedBuffer<Int32>
        let width: Int

        @inline(__always)
        func innermost(_ kind: Int32, outsideOf position: Int32) -> Int32 {
            // Positions and slots are small: wrapping arithmetic, no overflow checks.
            unsafe rows[Int(position) &* width &+ Int(kind)]
        }
    }
}
