import AppearanceCore

// The walks that tell a subtree's views what happened to them, as UIKit does: `willMove(toWindow:)`
// and `didMoveToWindow()` around a move into or out of a window (R3: the values arrive in
// between), and `tintColorDidChange()` down the views that inherit a changed tint (#33). They
// read each view's subview list in place and borrow the subviews (see `AppearanceChildren`),
// by recursion to a bounded depth and on the heap below it, so a hierarchy of any depth is told
// in bounded stack space (#12). The trait change's pass is in `View+WalkTraits.swift`.
extension View {
    /// Tells each subview that `inherits` `tintColorDidChange()`, then its own subviews that
    /// inherit, each view before its subviews (see `View+Tint.swift`). It reads the subview
    /// lists in place, as the walks do, instead of copying them: a restyle tells every view whose
    /// inherited tint changed. By recursion down to ``notificationRecursionDepth`` levels, then
    /// on the heap.
    func tellSubviewsTintChange(inherits: (View) -> Bool, depth: Int = 0) {
        guard depth < Self.notificationRecursionDepth else {
            var pending = subviews.reversed().filter(inherits)
            while let view = pending.popLast() {
                view.tintColorDidChange()
                pending += view.subviews.reversed().filter(inherits)
            }
            return
        }
        var index = 0
        // The count is read again each time: an override may change the subviews.
        while unsafe index < subviewList.count {
            let view = unsafe subviewList[index]
            index += 1
            guard inherits(view) else { continue }
            view.tintColorDidChange()
            view.tellSubviewsTintChange(inherits: inherits, depth: depth + 1)
        }
    }

    /// Calls `body` for this view and every view below it, depth first, each view before its
    /// subviews and subviews in order (a view's subviews are read after `body` ran for it), until
    /// `body` returns `false`.
    ///
    /// The views waiting to be visited are kept on the heap, not the call stack, so a hierarchy
    /// of any depth is walked in constant stack space (#12).
    func forEachInSubtree(_ body: (View) -> Bool) {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            guard body(view) else { return }
            var index = unsafe view.subviewList.count
            while index > 0 {
                index -= 1
                unsafe pending.append(view.subviewList[index])
            }
        }
    }

    /// How many levels the notification walks descend by recursion before they keep their work
    /// on the heap: recursion visits each view borrowed from its superview's subview list (no
    /// reference counting, no bookkeeping), and real hierarchies are a few dozen levels deep.
    static let notificationRecursionDepth = 64

    /// Calls `visit` for this view and every view below it, in the order of
    /// ``forEachInSubtree(_:)``: by recursion down to ``notificationRecursionDepth`` levels,
    /// then on the heap.
    ///
    /// The pass is a value passed down by address, not a closure: a closure the optimizer
    /// specializes this function for is formed again at every level, counting references to
    /// what it captures (a window among them) for every view.
    private func notifySubtree<Visit: SubtreeVisit>(depth: Int = 0, _ visit: inout Visit) {
        guard depth < Self.notificationRecursionDepth else {
            return forEachInSubtree { view in
                visit(view)
                return true
            }
        }
        visit(self)
        // Read in place, each subview borrowed (see AppearanceChildren). Most views have none.
        // Before each subview's subtree, the next subview's own subview list is asked for: it
        // arrives while this one's subtree is told.
        unsafe subviewList.forEach(ahead: { unsafe $0.subviewList.prefetchElements() }) { $0.notifySubtree(depth: depth &+ 1, &visit) }
    }

    /// The views of a subtree that were told `willMove(toWindow:)`, in the order they were
    /// told, for `didMoveToWindow()`.
    ///
    /// The second pass reads them from this list rather than walking the tree again: in a tree
    /// larger than the caches each view is a wait on memory, and a list lets the waits overlap
    /// (see ``BorrowedObjectList``). The list counts no references: its views are alive, and
    /// are the subtree, as long as no view's subviews changed except by the move itself
    /// (``isCurrent``). When a hook (`willMove(toWindow:)`, `willRemoveSubview(_:)`,
    /// `didAddSubview(_:)`, `didMoveToWindow()`) or a setter run by the styling changed the
    /// hierarchy, the second pass follows the tree as it is instead.
    @MainActor struct WindowMove {
        let views: BorrowedObjectList<View>
        /// Whether the subtree moves into a window (not out of every window).
        let entersWindow: Bool
        /// The controllers whose root views move, outer ones first.
        let controllers: [ViewController]
        /// ``hierarchyChanges`` once the move's own changes are made; `nil` when the hierarchy
        /// changed while the list was being made (then the list may lack views of the subtree).
        var expectedChanges: UInt?

        /// Counts a change the move makes itself (taking the view out of its old superview,
        /// putting it into the new one).
        mutating func countOwnChange() {
            expectedChanges = expectedChanges.map { $0 &+ 1 }
        }

        /// Whether no change but the move's own was made since the list was complete.
        var isCurrent: Bool { expectedChanges == View.hierarchyChanges }
    }

    func notifyWillMove(toWindow window: Window?) -> WindowMove {
        let changes = View.hierarchyChanges
        var visit = WillMoveVisit(window: window, views: BorrowedObjectList<View>())
        notifySubtree(&visit)
        let views = visit.views
        return WindowMove(
            views: views, entersWindow: window != nil, controllers: visit.controllers,
            expectedChanges: View.hierarchyChanges == changes ? changes : nil)
    }

    /// Tells the subtree `didMoveToWindow()`, each view before its subviews, in the order of
    /// ``notifySubtree(depth:_:)``: each view that was told `willMove(toWindow:)` by this move
    /// and is still in the subtree, once.
    ///
    /// A view taken out of the subtree in the meantime was told by its own removal; a view put
    /// into it once it was in the window, by its own insertion.
    func notifyDidMoveToWindow(_ move: WindowMove) {
        // A `willMove(toWindow:)` changed the hierarchy: the list may lack views that were told.
        guard move.expectedChanges != nil else {
            var visit = DidMoveVisit(entersWindow: move.entersWindow)
            return notifySubtree(&visit)
        }
        let told =
            move.isCurrent
            ? move.views.forEach(while: { move.isCurrent }) { index in
                move.views.withObject(at: index) { $0.didMoveToWindowTellingTint(entering: move.entersWindow) }
            }
            : 0
        guard told < move.views.count else { return }
        // The hierarchy changed: the rest of the list may name views that are gone. The tree as
        // it is now is walked, and its views still waiting are told.
        var visit = DidMoveVisit(entersWindow: move.entersWindow, waiting: move.views.identifiers(from: told))
        notifySubtree(&visit)
    }

    /// After a subtree was added as the last subview of `window` itself: appends its views to
    /// the window's list of its views in walk order (`Window.viewsInWalkOrder`), so that the
    /// window's next trait change asks for their memory ahead, if the list was current before
    /// the move (or the window had no subviews) and nothing but the move changed the hierarchy.
    static func extendWalkOrder(of window: Window, by move: WindowMove, changesBefore: UInt, windowWasEmpty: Bool) {
        let list: BorrowedObjectList<AnyObject>
        if let last = window.viewsInWalkOrder, last.changes == changesBefore {
            list = last.views
        } else if windowWasEmpty {
            list = BorrowedObjectList()
            list.append(window)
        } else {
            return
        }
        window.viewsInWalkOrder = nil
        guard move.isCurrent, list.count + move.views.count >= View.walkPrefetchMinimum else { return }
        list.append(contentsOf: move.views)
        window.viewsInWalkOrder = (list, View.hierarchyChanges)
    }
}
