// R7 (Rules.md): styles are applied in place; values no longer styled go back.
/// Writes resolved styles into nodes: the values a node's new style no longer has go back to
/// their pre-appearance values, then the new values are written, at once or queued in
/// ``PendingWrites`` to be written a few hundred nodes at a time.
///
/// The first write of a property learns what kind it is (a ``Styled`` one, with storage of its
/// own, or a plain one whose pre-appearance value must be kept), so every later write takes the
/// short way. Owned by one walker, on the main actor; the walker flushes the queue before it
/// lets go of the rule index whose styles the queued values belong to.
@MainActor
@safe final class StyleWriter {
    /// Values a walk writes a few hundred nodes at a time (see ``PendingWrites``).
    private let pendingWrites = PendingWrites()
    /// Strong `let`: loading it costs no reference counting.
    private let registry = ProxyRegistry.shared

    /// Writes every queued value.
    func flush() {
        pendingWrites.flush()
    }

    /// Writes `style` into `node` in place: values the new style no longer has go back to their
    /// pre-appearance values first (R7), then every value is written in application order.
    /// Nothing is written when the node already has this very style, unless `force`.
    ///
    /// `generation`: the rules generation the style was resolved under, noted in the node's
    /// state. `buffered`: the values of a style whose every property is a ``Styled`` one with
    /// its own storage may wait in ``pendingWrites`` (then their order cannot matter); the walk
    /// flushes them before it returns. `listed`: the node stays alive until then without a
    /// reference of the queue's own (see ``WalkLifetime``).
    @inline(__always)
    func apply(
        _ style: Unretained<ResolvedStyle>, to node: AnyObject, state: AppearanceNodeState, force: Bool,
        generation: UInt64, buffered: Bool = true, listed: Bool
    ) {
        state.generation = UInt32(truncatingIfNeeded: generation)
        let old = unsafe state.styleRef
        if unsafe old?.address == style.address && !force { return }
        // `old` stays alive (held by `state`) until `setStyle` below.
        let stores = unsafe style.stores, storeCount = unsafe style.storeCount
        var skip: UInt64 = 0
        if let old = unsafe old, unsafe old.address != style.address {
            let saved = StyledContext.mode
            StyledContext.mode = .unstyle
            let oldStores = unsafe old.stores
            for index in unsafe 0..<old.storeCount where unsafe !style.contains(oldStores[index].property) {
                unsafe withdraw(oldStores[index], from: node, state: state)
            }
            StyledContext.mode = saved
            if !force, storeCount <= 64, unsafe style.isAliasFree, unsafe old.isAliasFree {
                // One storage per entry: values that did not change need no second write.
                for index in 0..<storeCount where unsafe old.box(for: stores[index].property)?.address == stores[index].box.address {
                    skip |= 1 &<< UInt64(index)
                }
            }
        }
        if buffered, storeCount <= 64, unsafe style.isAliasFree {
            if skip != (storeCount == 64 ? .max : (1 &<< UInt64(storeCount)) &- 1) {
                unsafe pendingWrites.add(style, skip: skip, to: Unretained(node), listed: listed)
            }
        } else {
            let saved = StyledContext.mode
            StyledContext.mode = .appearance
            for index in 0..<storeCount where skip & (1 &<< UInt64(index)) == 0 { unsafe write(stores[index], to: node, state: state) }
            StyledContext.mode = saved
        }
        unsafe state.setStyle(style)
    }

    /// Writes one value: through the property's accessor once its kind is known to be a styled
    /// one, else the way that learns it.
    @inline(__always)
    private func write(_ entry: ResolvedStyle.Store, to node: AnyObject, state: AppearanceNodeState) {
        if unsafe entry.kind[0] == .styled {
            unsafe entry.info.object.set(node, entry.box.object)
            return
        }
        unsafe learnAndWrite(entry, to: node, state: state)
    }

    // R4.3, R7 (Rules.md): explicit values are never overwritten; plain properties keep their pre-appearance value.
    /// Writes a property whose kind may still be unknown, keeping the pre-appearance values of
    /// plain properties; the first write of a property learns its kind (and where a styled one
    /// keeps its value).
    private func learnAndWrite(_ entry: ResolvedStyle.Store, to node: AnyObject, state: AppearanceNodeState) {
        let info = unsafe entry.info.object, box = unsafe entry.box.object
        if info.kind == .plain {
            if unsafe state.originals?[entry.property] == nil {
                state.originals = unsafe (state.originals ?? [:]).merging([entry.property: info.get(node)]) { a, _ in a }
            }
            info.set(node, box)
            return
        }
        if info.kind == .containerStyled {
            // R13 (Rules.md): a containing object's value for a styled sub-object.
            StyledContext.mode = .containerAppearance
            info.set(node, box)
            StyledContext.mode = .appearance
            return
        }
        let original = info.get(node)
        StyledContext.clearProbe()
        StyledContext.mode = .learn
        info.set(node, box)
        StyledContext.mode = .appearance
        // R13: the first write learned where the value lands as a plain appearance write; a
        // containing object's value for a styled sub-object is written again as one.
        if info.reachesStyledSubobject, StyledContext.reached {
            StyledContext.mode = .containerAppearance
            info.set(node, box)
            StyledContext.mode = .appearance
        }
        if StyledContext.reached {
            info.kind = info.reachesStyledSubobject ? .containerStyled : .styled
            let offset = StyledContext.probedOffset(in: node)
            info.storage = offset.map { PropertyTable.Info.Storage(offset: $0, axis: StyledContext.probedAxis) }
            if let offset {
                unsafe registry.properties.unify(entry.property, on: node, at: offset)
                StyledContext.mode = .appearance
            }
        } else {
            info.kind = .plain
            state.originals = unsafe (state.originals ?? [:]).merging([entry.property: original]) { a, _ in a }
        }
    }

    // R7 (Rules.md): a value the new resolution no longer styles returns to its pre-appearance value.
    /// Puts back what `entry` wrote into `node`: a plain property's pre-appearance value, or,
    /// for a styled one, whatever its storage holds without the appearance value.
    private func withdraw(_ entry: ResolvedStyle.Store, from node: AnyObject, state: AppearanceNodeState) {
        let info = unsafe entry.info.object
        StyledContext.reached = false
        if info.kind == .plain {
            guard let original = unsafe state.originals?.removeValue(forKey: entry.property) else { return }
            info.set(node, original)
            return
        }
        // R13 (Rules.md): a containing object's value for a styled sub-object goes as it came,
        // and what applies without it is written in its place.
        if info.kind == .containerStyled {
            StyledContext.mode = .containerUnstyle
            let target = SubobjectValueRestorer(info: info, container: node)
            // The restorer probed the storage; the withdrawal starts afresh.
            StyledContext.reached = false
            unsafe info.set(node, entry.box.object)
            target?.restore()
            StyledContext.mode = .unstyle
            return
        }
        unsafe info.set(node, entry.box.object)
    }
}
