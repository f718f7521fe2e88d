import AppearanceCore

// Walk logs and asking for memory ahead. A restyle of a large subtree waits on memory at
// every view; the engine's walk lists the views it visits (a log), and the next pass over the
// same views (the notifications after a trait change, the window's next walk) reads them from
// that list, asking for the memory of the views some entries ahead so that the waits overlap
// (see `BorrowedObjectList`). A list is used only while no view's subviews changed since it
// was made (`View.hierarchyChanges`).
extension View {
    /// What a walk log's filter (`walkLog`) counts as the walk goes, shared with the filter as
    /// an object: a captured `var` would be boxed, with a dynamic exclusivity check on every call.
    final class SubviewTally {
        // Exclusivity rule: only the filter, on the main actor, adds to them, one call at a time.
        /// The subviews of the views logged so far.
        @exclusivity(unchecked) var count = 0
        /// The views logged so far (the log's own count, which the filter cannot reach: the log
        /// is made from it).
        @exclusivity(unchecked) var logged = 0
    }

    /// How many views a walk must cover before it asks for their memory ahead (reading them
    /// from a list of the previous pass). A smaller subtree (about 440 bytes a view: 16,384
    /// views are 7 MB) stays in the caches between passes, and there asking ahead costs time:
    /// 3–10% per phase at 10,000 views on the machine it was tuned on (1 MB of L2 per core,
    /// 32 MB of L3), where at 100,000 views it saved 9–12% of trait changes and insertions.
    static let walkPrefetchMinimum = 16384

    /// A log for a walk of this view's subtree: this view, then the subviews of logged views
    /// (each alive, held by its superview, as long as no view's subviews change; not what else
    /// the walk visits: bar items and what they list are held by other objects). Each logged
    /// view's subviews are counted into `tally` while the walk has it at hand. With `ahead`,
    /// the views in the order the walk will log them (valid while the hierarchy-change count
    /// is `changes`), the walk asks for the memory of the views it will reach next.
    func walkLog<Element: AnyObject>(
        tally: SubviewTally, ahead: BorrowedObjectList<Element>?, changes: UInt
    ) -> AppearanceVisitLog {
        // Two closures, so that a walk without a list pays nothing for it.
        guard let ahead else { return AppearanceVisitLog { node, parent in self.logs(node, from: parent, tally: tally) } }
        return AppearanceVisitLog(expecting: ahead.count) { node, parent in
            guard self.logs(node, from: parent, tally: tally) else { return false }
            if View.hierarchyChanges == changes { unsafe View.prefetchWalk(ahead, from: tally.logged) }
            unsafe tally.logged &+= 1
            return true
        }
    }

    /// Whether a walk log of this view's subtree takes `node`, visited from the logged `parent`
    /// (`nil`: the walk's root); counts the subviews of a view it takes into `tally`.
    @inline(__always)
    private func logs(_ node: any AppearanceNode, from parent: AnyObject?, tally: SubviewTally) -> Bool {
        if let parent {
            // A child the walk names as listed comes from `parent`'s own subview list (only the
            // kit's `forEachAppearanceChild` names the children of a view), so it is a view:
            // only other children cost the runtime's type check.
            let listed = AppearanceChildren<View>.isLent(node)
            guard listed || node is View, unsafe unsafeDowncast(node, to: View.self).superviewLink.isSuperview(parent) else { return false }
        } else {
            guard node === self else { return false }
        }
        unsafe tally.count &+= unsafeDowncast(node, to: View.self).subviewList.count
        return true
    }

    /// Asks for the memory of the views a walk will reach next, read from a list of them in
    /// walk order (`list`, valid: no hierarchy change since it was made), at the walk's
    /// `index`th view: the objects themselves some entries ahead, then, nearer, what each
    /// points to that the walk reads (its engine state, layer and subview list).
    private nonisolated static func prefetchWalk<Element: AnyObject>(_ list: BorrowedObjectList<Element>, from index: Int) {
        let far = index &+ 48
        if far < list.count { list.withObject(at: far) { MemoryPrefetch.prefetch($0, lines: 4) } }
        let near = index &+ 24
        guard near < list.count else { return }
        list.withObject(at: near) { object in
            let view = unsafe unsafeDowncast(object, to: View.self)
            MemoryPrefetch.prefetch(view.appearanceState)
            MemoryPrefetch.prefetch(view.layer)
            unsafe view.subviewList.prefetchElements()
        }
    }
}
