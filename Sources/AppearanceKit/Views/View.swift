public import AppearanceCore

/// A rectangular area of the screen: the base class of every view in the kit.
///
/// Views receive appearance values when they enter a window, with their whole subtree, before
/// ``didMoveToWindow()`` runs (R3); moving inside a window resolves them again for their new
/// place, and trait changes re-resolve them in place (R6, R7).
///
/// ```swift
/// View.appearance(whenContainedInInstancesOf: [ShowMoreView.self]).borderColor = .red
/// let window = Window()
/// window.addSubview(showMore)        // showMore's subviews now have red borders
/// ```
@safe @preconcurrency @MainActor
open class View: AppearanceNode {
    // `@safe`: the one unsafe part of a view's storage, its superview link, is written only by
    // the view's own hierarchy methods and `deinit`, which keep the link's lifetime rule (see
    // SuperviewLink); nothing outside the class can reach it.

    /// Engine bookkeeping.
    public let appearanceState = AppearanceNodeState()

    /// The view this view is a subview of.
    public var superview: View? { unsafe superviewLink.superview }
    /// The link behind ``superview`` (see ``SuperviewLink`` for its lifetime rule). Written on
    /// the main actor, and by a superview's `deinit` (see `subviewList`).
    @exclusivity(unchecked) nonisolated(unsafe) private var superviewLink = unsafe SuperviewLink.none
    /// The subviews, back to front (a copy, as UIKit's is).
    public var subviews: [View] { unsafe subviewList.elements }
    /// The storage of ``subviews``: the walks read it in place and borrow each subview (see
    /// `AppearanceChildren`). Isolation rule: read and written on the main actor like every
    /// other member, except by `deinit`, which runs without isolation and touches only its own
    /// list and those of views nothing else references (checked with
    /// `isKnownUniquelyReferenced`), which no other code can reach at the same time.
    @exclusivity(unchecked) nonisolated(unsafe) final private(set) var subviewList = AppearanceChildren<View>()
    /// The view controller whose root view this is, if any (it sits between this view and its
    /// superview in the container chain, R5).
    public internal(set) weak var owningViewController: ViewController? {
        didSet { unsafe hasOwningViewController = owningViewController != nil }
    }
    /// Whether ``owningViewController`` was set: walks ask every view for its container, and
    /// most views have no controller, so they skip loading the weak reference.
    @exclusivity(unchecked) private var hasOwningViewController = false

    /// The frame in the superview's coordinates.
    ///
    /// A frame of non-zero size set here is the app's: the layout pass keeps it. A view whose
    /// frame is zero is placed by its superview's ``layoutSubviews()``. A new size marks the view
    /// and its superview as needing layout (see `View+Layout.swift`).
    public var frame: Rect {
        get { frameStorage }
        set { setFrame(newValue, fromLayout: false) }
    }
    /// The storage of ``frame``.
    var frameStorage: Rect
    /// The layout pass's marks on this view (see `View+Layout.swift`).
    var layoutMarks: LayoutMarks
    /// A name for finding the view (used by the command-line tool's view paths).
    public var accessibilityIdentifier: String?
    /// Whether Invert Colors leaves this view and its subviews as they are (photos, videos).
    public var accessibilityIgnoresInvertColors = false
    /// Style classes: targets and containers for style-class proxies.
    ///
    /// ```swift
    /// Button.appearance(styleClass: "danger").backgroundColor = .systemRed
    /// deleteButton.styleClasses = ["danger"]
    /// ```
    public var styleClasses: [String] {
        get { unsafe styleClassStorage }
        set {
            let oldValue = unsafe styleClassStorage
            unsafe styleClassStorage = newValue
            // R4.4, R6 (Rules.md): style classes select proxies; a change resolves the subtree again.
            if oldValue != newValue, window != nil { Appearance.resolve(self) }
        }
    }
    @exclusivity(unchecked) private var styleClassStorage: [String] = []

    // MARK: - Appearance properties

    // Every view's hot state (these styled values, the links and lists above, the trait
    // overrides below) is declared with `@exclusivity(unchecked)`: the engine reads or writes
    // it for every view of every walk, and Swift's dynamic exclusivity checks cost more than
    // the writes. The styled values are therefore `Styled` storage with accessors rather than
    // `@Styled` properties (the attribute cannot be applied to a wrapped property).
    // Exclusivity rule: the storage is private, read and written on the main actor, and each
    // access is a single read or a single write by the accessor next to it, which calls no
    // code that could reach the same storage while it runs.
    @exclusivity(unchecked) private var backgroundColorStorage = Styled<Color?>(wrappedValue: nil)
    @exclusivity(unchecked) private var tintColorStorage = Styled<Color?>(wrappedValue: nil)
    @exclusivity(unchecked) private var alphaStorage = Styled<Double>(wrappedValue: 1)
    @exclusivity(unchecked) private var isHiddenStorage = Styled<Bool>(wrappedValue: false)

    /// The background colour; `nil` is transparent. An appearance property.
    public var backgroundColor: Color? {
        get { unsafe backgroundColorStorage.wrappedValue }
        set { unsafe backgroundColorStorage.wrappedValue = newValue }
    }
    /// The tint colour; `nil` inherits the superview's (see ``effectiveTintColor``). An
    /// appearance property.
    public var tintColor: Color? {
        get { unsafe tintColorStorage.wrappedValue }
        set {
            // #33: a changed tint is told to this view and the subviews that inherit it. Colours
            // are compared by identity: a restyle writes the same colour object again, and a
            // comparison of components on every write of every restyle would cost more than a
            // rare needless call.
            // A subtree entering a window is told its tints view by view as it arrives (see
            // `View+Tint.swift`): its resolution's writes need no comparison.
            if View.subtreesEnteringWindows > 0 {
                unsafe tintColorStorage.wrappedValue = newValue
                return
            }
            if unsafe tintColorStorage.assignReportingChange(newValue) { tintDidChange() }
        }
    }
    /// The opacity, 0...1. An appearance property.
    public var alpha: Double {
        get { unsafe alphaStorage.wrappedValue }
        set { unsafe alphaStorage.wrappedValue = newValue }
    }
    /// Whether the view is hidden. An appearance property.
    public var isHidden: Bool {
        get { unsafe isHiddenStorage.wrappedValue }
        set { unsafe isHiddenStorage.wrappedValue = newValue }
    }
    /// The border, corner and shadow attributes. Proxies record them through key paths such as
    /// `View.appearance().layer.borderColor = Color.red.cgColor`.
    public let layer = Layer()

    /// The tint colour in effect: this view's, else the nearest superview's, else system blue;
    /// desaturated while the view's tint is dimmed (see ``tintAdjustmentMode``), as UIKit's
    /// `tintColor` reads.
    public var effectiveTintColor: Color {
        var tint: Color?
        var dimmed: Bool?
        var view: View? = self
        while let current = view, tint == nil || dimmed == nil {
            if tint == nil { tint = current.tintColor }
            if dimmed == nil, current.storedTintAdjustmentMode != .automatic { dimmed = current.storedTintAdjustmentMode == .dimmed }
            view = current.superview
        }
        let color = tint ?? .systemBlue
        return dimmed == true ? color.dimmedTint : color
    }

    // MARK: - Traits

    /// Overrides this view's interface style and its subtree's (`.unspecified` inherits).
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { unsafe storedUserInterfaceStyle }
        set { if unsafe newValue != storedUserInterfaceStyle { changeTraits { unsafe storedUserInterfaceStyle = newValue } } }
    }

    /// Trait overrides for this view and its subtree.
    ///
    /// ```swift
    /// view.traitOverrides.horizontalSizeClass = .compact
    /// ```
    public var traitOverrides: TraitCollection {
        get { unsafe storedTraitOverrides }
        set { if unsafe newValue != storedTraitOverrides { changeTraits { unsafe storedTraitOverrides = newValue } } }
    }

    // Behind accessors, not `didSet`: the traits before a change must be read before it
    // (``traitCollectionDidChange(_:)`` receives them), and traits are computed, not stored.
    @exclusivity(unchecked) private var storedUserInterfaceStyle = UserInterfaceStyle.unspecified
    @exclusivity(unchecked) private var storedTraitOverrides = TraitCollection()

    /// The effective traits: the window's, then every override down to this view (R6).
    public var traitCollection: TraitCollection { resolvedAppearanceTraits }

    /// Called after this view's traits changed while it is in a window (values are already
    /// re-resolved), with the traits it had before the change, as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when the tint this view shows changed (``effectiveTintColor``): its own
    /// ``tintColor`` or an ancestor's that it inherits, its ``tintAdjustmentMode`` or an
    /// ancestor's, or its place (it moved into a window, whose views' tint it now inherits).
    /// Override it to restyle what draws in the tint, as in UIKit.
    open func tintColorDidChange() {}

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

    /// Whether this view's tint changed during a trait change that is still being told (see
    /// ``changeTraits(_:)``): the views are told in the pass that tells them their traits.
    /// Exclusivity rule: read and written on the main actor, each access a single read or write
    /// by the tint code, which calls nothing while it accesses it.
    @exclusivity(unchecked) private var tintChangePending = false

    /// How many trait changes are resolving now: while one is, a view whose tint changes is
    /// marked (``tintChangePending``) and told with its traits, not at once.
    static var traitChangesResolving = 0

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
        return superviewChanged && tintColor == nil
    }

    /// Tells every view in this subtree still marked, and the views below it that inherit its
    /// tint, that its tint changed: after a trait change whose pass could not tell them (the
    /// hierarchy changed meanwhile).
    func tellPendingTintChanges() {
        if unsafe tintChangePending {
            unsafe tintChangePending = false
            tintColorDidChange()
            tellSubviewsTintChange { $0.tintColor == nil }
        }
        for subview in subviews { subview.tellPendingTintChanges() }
    }

    /// The tint adjustment mode as set (`.automatic` inherits the superview's); see
    /// ``tintAdjustmentMode``.
    var storedTintAdjustmentMode = TintAdjustmentMode.automatic

    // MARK: - Life cycle

    /// A view with the given frame.
    public init(frame: Rect = .zero) {
        frameStorage = frame
        layoutMarks = frame.size == .zero ? [.needsLayout, .automaticFrame] : [.needsLayout]
    }

    // MARK: - Layout (the pass and the other members are in View+Layout.swift)

    /// Places the subviews, as UIKit's `layoutSubviews()`: the layout pass calls it when this
    /// view needs layout (it entered a window, its size changed, it was restyled, or
    /// ``setNeedsLayout()`` was called). Never call it yourself; call ``layoutIfNeeded()``.
    ///
    /// The kit's views place their subviews by the rules of their kind (a stack view its
    /// arranged subviews, a table its cells, a navigation controller's view its bars); a plain
    /// view makes each subview without a frame of the app's fill it. Override it to place
    /// subviews from ``bounds``, calling `super.layoutSubviews()` first to keep the kit's
    /// placement:
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     avatar.frame = Rect(x: 8, y: 8, width: bounds.height - 16, height: bounds.height - 16)
    ///     avatar.layer.cornerRadius = avatar.bounds.width / 2
    /// }
    /// ```
    open func layoutSubviews() {
        LayoutEngine().layoutSubviews(of: self)
    }

    /// The size this view wants to be when given `size` (a width of zero or less: no limit), as
    /// UIKit's `sizeThatFits(_:)`: for the kit's views, the size their content needs (a label's
    /// text wrapped to the width, a switch's 51×31); for a plain view, its
    /// ``intrinsicContentSize`` where a subclass gives one, else big enough for its subviews.
    /// Stack views size their arranged subviews with it; ``sizeToFit()`` applies it.
    open func sizeThatFits(_ size: Size) -> Size {
        LayoutEngine().intrinsicSize(self, width: size.width > 0 ? size.width : nil)
    }

    /// The size this view's content needs with no limit, or ``noIntrinsicMetric`` in a
    /// dimension where it has none (plain views and containers), as UIKit's
    /// `intrinsicContentSize`. Override it in a custom view with content of its own; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size {
        LayoutEngine().intrinsicContentSize(of: self)
    }

    /// Called when the view moved into a window or out of one; appearance values have already
    /// been applied.
    open func didMoveToWindow() {}
    /// Called when the view is about to move into a window (or out, with `nil`).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// The window this view is in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    // A view owns its subtree through `subviews`, so freeing the top of a deep hierarchy would
    // free each level from inside the deinit of the level above, a stack frame per level. The
    // views only this subtree keeps alive are taken over and freed one at a time instead.
    // Every view whose superview goes is unlinked from it first (a subview something else
    // retains outlives its superview; see SuperviewLink).
    // (Not an `isolated deinit`: the class's `@preconcurrency` rules that out.)
    deinit {
        guard unsafe !subviewList.isEmpty else { return }
        var orphans: [View] = []
        unsafe subviewList.removeAll(into: &orphans)
        for view in orphans { unsafe view.superviewLink = .none }
        while var view = orphans.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            let first = orphans.count
            unsafe view.subviewList.removeAll(into: &orphans)
            for index in first..<orphans.count { unsafe orphans[index].superviewLink = .none }
        }
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews; see ``insertSubview(_:at:)``.
    public func addSubview(_ view: View) {
        unsafe insertSubview(view, at: subviewList.count)
    }

    /// Inserts `view` at `index`, moving it from its old superview.
    ///
    /// If this view is in a window, the moved subtree is resolved for its new place before
    /// `didMoveToWindow()` runs (R3); a move inside one window resolves it again in place.
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "addSubview: a view cannot be added inside itself")
        let oldWindow = view.window
        let newWindow = window
        let changesBefore = View.hierarchyChanges
        let appendedToWindow = unsafe newWindow === self && index >= subviewList.count
        let windowWasEmpty = unsafe subviewList.isEmpty
        var move = oldWindow !== newWindow ? view.notifyWillMove(toWindow: newWindow) : nil
        if let old = view.superview {
            old.willRemoveSubview(view)
            old.removeFromSubviewList(view)
            move?.countOwnChange()
        }
        unsafe subviewList.insert(view, at: min(index, subviewList.count))
        View.hierarchyChanges &+= 1
        move?.countOwnChange()
        unsafe view.superviewLink = SuperviewLink(self)
        // As in UIKit, a new subview is placed by its superview's next layout.
        setNeedsLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
        // R3 (Rules.md): before didMoveToWindow(); a move inside a window resolves again too.
        if newWindow != nil {
            // A subtree entering a window is told its tint view by view as it arrives (after
            // `didMoveToWindow()`), so tints its resolution sets are not told down the subtree.
            let entering = move != nil
            if entering { View.subtreesEnteringWindows += 1 }
            // The views the move listed are the order the walk reaches them in.
            if let move, move.isCurrent, move.views.count >= View.walkPrefetchMinimum {
                let log = view.walkLog(tally: SubviewTally(), ahead: move.views, changes: View.hierarchyChanges)
                Appearance.resolve(view, loggingVisitsIn: log)
            } else {
                Appearance.resolve(view)
            }
            if entering { View.subtreesEnteringWindows -= 1 }
        }
        if let move {
            view.notifyDidMoveToWindow(move)
            if appendedToWindow, let window = newWindow {
                View.extendWalkOrder(of: window, by: move, changesBefore: changesBefore, windowWasEmpty: windowWasEmpty)
            }
        }
    }

    /// After a subtree was added as the last subview of `window` itself: appends its views to
    /// the window's list of its views in walk order (`Window.viewsInWalkOrder`), so that the
    /// window's next trait change asks for their memory ahead, if the list was current before
    /// the move (or the window had no subviews) and nothing but the move changed the hierarchy.
    private static func extendWalkOrder(of window: Window, by move: WindowMove, changesBefore: UInt, windowWasEmpty: Bool) {
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

    /// Detaches the view from its superview. It keeps the values it had.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        var move = oldWindow != nil ? notifyWillMove(toWindow: nil) : nil
        superview.willRemoveSubview(self)
        superview.removeFromSubviewList(self)
        superview.setNeedsLayout()
        move?.countOwnChange()
        unsafe superviewLink = .none
        didMoveToSuperview()
        if let move { notifyDidMoveToWindow(move) }
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard let index = unsafe subviewList.firstIndex(of: view) else { return }
        unsafe subviewList.append(subviewList.remove(at: index))
        View.hierarchyChanges &+= 1
    }

    /// Takes `view` out of the subview list (the superview link is the caller's to clear).
    private func removeFromSubviewList(_ view: View) {
        guard let index = unsafe subviewList.firstIndex(of: view) else { return }
        unsafe subviewList.remove(at: index)
        View.hierarchyChanges &+= 1
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included, depth first) whose
    /// ``accessibilityIdentifier`` is `identifier`.
    public func viewWithIdentifier(_ identifier: String) -> View? {
        var found: View?
        forEachInSubtree { view in
            guard view.accessibilityIdentifier == identifier else { return true }
            found = view
            return false
        }
        return found
    }

    /// Calls `body` for this view and every view below it, depth first, each view before its
    /// subviews and subviews in order (a view's subviews are read after `body` ran for it), until
    /// `body` returns `false`.
    ///
    /// The views waiting to be visited are kept on the heap, not the call stack, so a hierarchy
    /// of any depth is walked in constant stack space (#12).
    private func forEachInSubtree(_ body: (View) -> Bool) {
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
    private static let notificationRecursionDepth = 64

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

    /// Counts every change to any view's subviews: a window change compares the count to tell
    /// whether the views it told `willMove(toWindow:)` are still the subtree to tell
    /// `didMoveToWindow()`.
    private static var hierarchyChanges: UInt = 0

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
    @MainActor private struct WindowMove {
        let views: BorrowedObjectList<View>
        /// Whether the subtree moves into a window (not out of every window).
        let entersWindow: Bool
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

    /// What a walk log's filter (`walkLog`) counts as the walk goes, shared with the filter as
    /// an object: a captured `var` would be boxed, with a dynamic exclusivity check on every call.
    private final class SubviewTally {
        // Exclusivity rule: only the filter, on the main actor, adds to them, one call at a time.
        /// The subviews of the views logged so far.
        @exclusivity(unchecked) var count = 0
        /// The views logged so far (the log's own count, which the filter cannot reach: the log
        /// is made from it).
        @exclusivity(unchecked) var logged = 0
    }

    // MARK: - Walk logs and asking for memory ahead

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
    private func walkLog<Element: AnyObject>(
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

    private func notifyWillMove(toWindow window: Window?) -> WindowMove {
        let changes = View.hierarchyChanges
        var visit = WillMoveVisit(window: window, views: BorrowedObjectList<View>())
        notifySubtree(&visit)
        let views = visit.views
        return WindowMove(
            views: views, entersWindow: window != nil, expectedChanges: View.hierarchyChanges == changes ? changes : nil)
    }

    /// Tells the subtree `didMoveToWindow()`, each view before its subviews, in the order of
    /// ``notifySubtree(depth:_:)``: each view that was told `willMove(toWindow:)` by this move
    /// and is still in the subtree, once.
    ///
    /// A view taken out of the subtree in the meantime was told by its own removal; a view put
    /// into it once it was in the window, by its own insertion.
    private func notifyDidMoveToWindow(_ move: WindowMove) {
        // A `willMove(toWindow:)` changed the hierarchy: the list may lack views that were told.
        guard move.expectedChanges != nil else {
            var visit = DidMoveVisit(entersWindow: move.entersWindow)
            return notifySubtree(&visit)
        }
        let told = move.isCurrent
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
            notifyTraitCollectionDidChange(previous: previous) { $0.traitCollectionDidChange($1) }
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
                    view.traitCollectionDidChange(previous)
                } else {
                    view.traitCollectionDidChange(collections[Int(source)])
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
                if waiting.remove(ObjectIdentifier(view)) != nil { view.traitCollectionDidChange(traits) }
            }
            return false
        } else if !reachesEverySubview {
            let done = visits.nodes.identifiers(from: 0)
            notifyTraitCollectionDidChange(previous: previous) { view, traits in
                if !done.contains(ObjectIdentifier(view)) { view.traitCollectionDidChange(traits) }
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

    // MARK: - AppearanceNode

    // R5 (Rules.md): a view controller sits between its root view and that view's superview.
    /// The view controller that owns this root view, else the superview.
    public var appearanceContainer: (any AppearanceContainer)? {
        unsafe hasOwningViewController ? owningViewController ?? superview : superview
    }

    /// Whether `container` is this view's ``appearanceContainer``, answered from the view's own
    /// link to its superview: walks ask it of every view they visit, and producing the
    /// superview to compare it would count a reference. `false` for a view that a view
    /// controller owns (the controller sits in between), whatever its superview.
    public func appearanceIsDirectlyContained(in container: AnyObject) -> Bool {
        unsafe !hasOwningViewController && superviewLink.isSuperview(container)
    }

    /// ``traitOverrides`` with ``overrideUserInterfaceStyle`` applied (a window's screen traits
    /// under them).
    ///
    /// Not `open`: walks skip reading it when ``appearanceHasTraitOverridesOrStyleClasses`` says
    /// it is empty, which holds only for the kit's own overrides. Set ``traitOverrides`` or
    /// ``overrideUserInterfaceStyle`` to change a view's traits.
    public var appearanceTraitOverrides: TraitCollection {
        overrideUserInterfaceStyle == .unspecified
            ? traitOverrides : traitOverrides.merging(TraitCollection(userInterfaceStyle: overrideUserInterfaceStyle))
    }

    /// ``styleClasses``.
    public var appearanceStyleClasses: [String] { unsafe styleClassStorage }

    /// Whether the view overrides a trait or carries a style class, read from their storage:
    /// walks ask it of every view before reading ``appearanceTraitOverrides`` and
    /// ``appearanceStyleClasses``, and most views have neither.
    public var appearanceHasTraitOverridesOrStyleClasses: Bool {
        unsafe overridesTraits || !styleClassStorage.isEmpty
    }

    /// Whether ``appearanceTraitOverrides`` may be non-empty. A window always says so: it
    /// carries its screen's traits.
    var overridesTraits: Bool {
        unsafe storedUserInterfaceStyle != .unspecified || !storedTraitOverrides.isEmpty
    }

    /// The subviews, then any non-view children a subclass adds (bar items).
    open func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        // The list is read in place and each subview lent to `body`, borrowed; a `body` that
        // changes the subviews still sees them as they were (see AppearanceChildren).
        unsafe subviewList.forEach(body)
    }
}
