import AppearanceCore

// A trait change (R6, R7): the subtree is resolved again in place, then each view is told
// `traitCollectionDidChange(_:)` with its traits from before the change, and the views whose
// tint changed with them are told `tintColorDidChange()` in the same pass (#33). The pass
// reads the views from the walk's log while the hierarchy is as the walk saw it (see
// `View+WalkPrefetch.swift`), and follows the tree otherwise.
extension View {
    /// Makes `change` to trait overrides that reach this view (its own, its window's screen
    /// traits or its controller's), then, in a window, re-resolves this subtree for the new
    /// traits (R6) and tells each view its traits from before the change.
    ///
    /// Traits are computed from the container chain, not stored, so this view's previous traits
    /// are read before `change` runs; a subview's are derived from its superview's previous
    /// traits and the overrides in between, which the change did not touch.
    func changeTraits(_ change: () -> Void) {
        guard window != nil else { return change() }
        let previous = traitCollection
        change()
        // R6, R7 (Rules.md): the subtree is resolved again, in place, for its new traits.
        let changes = View.hierarchyChanges
        // The walk logs the views it tells next (see `walkLog`), counting their subviews to check
        // afterwards that the log holds every one. A window's walk reads its views in walk
        // order from the last pass over it, if the hierarchy has not changed since, and keeps
        // its own log for the next.
        let subviewCount = SubviewTally()
        let owner = self as? Window
        let ahead = owner?.viewsInWalkOrder.flatMap { $0.changes == changes ? $0.views : nil }
        let visits = walkLog(tally: subviewCount, ahead: ahead, changes: changes)
        View.traitChangesResolving += 1
        Appearance.traitsDidChange(in: self, loggingVisitsIn: visits)
        View.traitChangesResolving -= 1
        let toldTint = unsafe notifyTraitCollectionDidChange(
            previous: previous, visits: visits, reachesEverySubview: subviewCount.count == visits.count - 1,
            expectedChanges: changes)
        // #33: tints the change set are told with the traits, else (the pass was cut short) now.
        if !toldTint { tellPendingTintChanges() }
        if let owner {
            let current = View.hierarchyChanges == changes && visits.count >= View.walkPrefetchMinimum
            owner.viewsInWalkOrder = current ? (visits.nodes, changes) : nil
        }
    }

    /// Tells this view and every view below it `traitCollectionDidChange(_:)` with its traits
    /// from before the change, each view before its subviews, as the tree walk
    /// ``notifyTraitCollectionDidChange(previous:depth:_:)`` does, but reading the views from
    /// the log of the walk that resolved them (see ``BorrowedObjectList``) as long as no view's
    /// subviews changed since `expectedChanges` was read.
    ///
    /// After a change (by a setter the walk ran, or by a `traitCollectionDidChange(_:)`
    /// override) the views still waiting are told from the tree as it is, once each; views put
    /// into the subtree meanwhile did not see the change and are not told. If the walk did not
    /// reach every subview (`reachesEverySubview` false: a subclass's `forEachAppearanceChild(_:)`
    /// that leaves some out), the views it missed are told from the tree after the others.
    private func notifyTraitCollectionDidChange(
        previous: TraitCollection, visits: AppearanceVisitLog, reachesEverySubview: Bool, expectedChanges: UInt
    ) -> Bool {
        let isCurrent = { View.hierarchyChanges == expectedChanges }
        guard isCurrent(), visits.count > 0 else {
            notifyTraitCollectionDidChange(previous: previous) { $0.tellTraitCollectionDidChange($1) }
            return false
        }
        // Whether each view's tint changed (#33): it was marked, or it inherits from one that did.
        var tintChanged = [Bool](repeating: false, count: visits.count)
        // The previous traits of the views, each once (most views have their superview's), and
        // per entry the index of its view's there.
        var collections = [previous]
        var sources = [Int32](repeating: 0, count: visits.count)
        // Each view's fields that decide its traits lie past its first cache line: in a subtree
        // too large for the caches, its first four lines are asked for (in a smaller one that
        // costs time; the loop itself asks for the first).
        let deep = visits.count >= View.walkPrefetchMinimum
        let told = visits.nodes.forEach(while: isCurrent) { index in
            if deep { visits.nodes.prefetch(at: index &+ 16, lines: 4) }
            visits.nodes.withObject(at: index) { node in
                // Every entry is a view (see the log's filter in `changeTraits(_:)`).
                let view = unsafe unsafeDowncast(node, to: View.self)
                let parent = visits.parent(of: index)
                var source: Int32 = 0
                if parent >= 0 {
                    source = sources[parent]
                    if !view.inheritsTraits {
                        collections.append(view.traits(inside: collections[Int(source)]))
                        source = Int32(collections.count - 1)
                    }
                }
                sources[index] = source
                // The root's traits, which most views share, passed as they are: no copy counted.
                if source == 0 {
                    view.tellTraitCollectionDidChange(previous)
                } else {
                    view.tellTraitCollectionDidChange(collections[Int(source)])
                }
                if view.takeTintChange(superviewChanged: parent >= 0 && tintChanged[parent]) {
                    tintChanged[index] = true
                    view.tintColorDidChange()
                }
            }
        }
        if told < visits.count {
            var waiting = visits.nodes.identifiers(from: told)
            notifyTraitCollectionDidChange(previous: previous) { view, traits in
                if waiting.remove(ObjectIdentifier(view)) != nil { view.tellTraitCollectionDidChange(traits) }
            }
            return false
        } else if !reachesEverySubview {
            let done = visits.nodes.identifiers(from: 0)
            notifyTraitCollectionDidChange(previous: previous) { view, traits in
                if !done.contains(ObjectIdentifier(view)) { view.tellTraitCollectionDidChange(traits) }
            }
            return false
        }
        return true
    }

    /// Calls `tell` for this view and every view below it, each before its subviews, with its
    /// traits from before the change: this view's are `previous`, each subview's derive from
    /// its superview's. By recursion down to ``notificationRecursionDepth`` levels, then on the
    /// heap (see ``forEachInSubtree(_:)``).
    private func notifyTraitCollectionDidChange(
        previous: TraitCollection, depth: Int = 0, _ tell: (View, TraitCollection) -> Void
    ) {
        guard depth < Self.notificationRecursionDepth else {
            var pending: [(view: View, previous: TraitCollection)] = [(self, previous)]
            while let (view, previous) = pending.popLast() {
                tell(view, previous)
                var index = unsafe view.subviewList.count
                while index > 0 {
                    index -= 1
                    let subview = unsafe view.subviewList[index]
                    pending.append((subview, subview.traits(inside: previous)))
                }
            }
            return
        }
        tell(self, previous)
        unsafe subviewList.forEach(ahead: { _ in }) { subview in
            subview.notifyTraitCollectionDidChange(previous: subview.traits(inside: previous), depth: depth + 1, tell)
        }
    }

    /// Tells this view `traitCollectionDidChange(_:)`, and first its controller when it is a
    /// controller's root view (UIKit tells a controller before its view).
    func tellTraitCollectionDidChange(_ previous: TraitCollection) {
        controllerOfRootView?.traitCollectionDidChange(previous)
        traitCollectionDidChange(previous)
    }

    /// Whether this view's traits are its superview's: no controller sits between them and the
    /// view overrides none (``traits(inside:)`` would return its argument).
    private var inheritsTraits: Bool {
        unsafe !hasOwningViewController && !overridesTraits
    }

    /// This view's traits when its superview's are `outer`: `outer` under the overrides between
    /// them (its controller's, then its own), merged as ``resolvedAppearanceTraits`` merges.
    private func traits(inside outer: TraitCollection) -> TraitCollection {
        var traits = outer
        if unsafe hasOwningViewController, let controller = owningViewController {
            let overrides = controller.appearanceTraitOverrides
            if !overrides.isEmpty { traits = traits.merging(overrides) }
        }
        let overrides = appearanceTraitOverrides
        return overrides.isEmpty ? traits : traits.merging(overrides)
    }

    /// How many trait changes are resolving now: while one is, a view whose tint changes is
    /// marked (``tintChangePending``) and told with its traits, not at once.
    @MainActor static var traitChangesResolving = 0

    /// Marks this view's tint as changed, to be told after the trait change (returns `true`),
    /// when one is resolving.
    func deferTintChangeDuringTraitChange() -> Bool {
        guard View.traitChangesResolving > 0 else { return false }
        unsafe tintChangePending = true
        return true
    }

    /// Whether this view is to be told its tint changed in a trait change's pass: it was marked,
    /// or it inherits the tint of a superview that was told (`superviewChanged`). Clears the mark.
    func takeTintChange(superviewChanged: Bool) -> Bool {
        if unsafe tintChangePending {
            unsafe tintChangePending = false
            return true
        }
        return superviewChanged && ownTintColor == nil
    }

    /// Tells every view in this subtree still marked, and the views below it that inherit its
    /// tint, that its tint changed: after a trait change whose pass could not tell them (the
    /// hierarchy changed meanwhile).
    func tellPendingTintChanges() {
        if unsafe tintChangePending {
            unsafe tintChangePending = false
            tintColorDidChange()
            tellSubviewsTintChange { $0.ownTintColor == nil }
        }
        for subview in subviews { subview.tellPendingTintChanges() }
    }
}
