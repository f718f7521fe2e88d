import AppearanceKit
import Testing

/// After a trait change the views are told `traitCollectionDidChange(_:)` in the order of the
/// walk that resolved them (each view before its subviews), read from that walk's log while
/// the hierarchy holds still, and from the tree as it is once a hook changed it: each view that
/// was in the subtree when the traits changed and still is, once, with its own previous traits.
@MainActor
@Suite struct TraitChangeNotificationOrderTests {
    /// Where views write the calls they receive.
    final class CallLog {
        var lines: [String] = []
    }

    /// A view that logs each call with the previous interface style, and runs a test's hook.
    final class TraitLoggingView: View {
        /// Not made from archives here, as in most apps' views.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        let name: String
        let log: CallLog
        var onChange: ((TraitLoggingView) -> Void)?

        init(_ name: String, log: CallLog, _ subviews: [View] = []) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
            for subview in subviews { addSubview(subview) }
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            let style = previousTraitCollection?.userInterfaceStyle
            log.lines.append("\(name) from \(style == .dark ? "dark" : style == .light ? "light" : "?")")
            onChange?(self)
        }
    }

    /// window ▸ a(b(c, d), e), with d's subtree pinned to dark.
    static func tree(_ log: CallLog) -> (window: Window, a: TraitLoggingView, b: TraitLoggingView, d: TraitLoggingView, e: TraitLoggingView)
    {
        let c = TraitLoggingView("c", log: log)
        let d = TraitLoggingView("d", log: log, [TraitLoggingView("d1", log: log)])
        d.overrideUserInterfaceStyle = .dark
        let b = TraitLoggingView("b", log: log, [c, d])
        let e = TraitLoggingView("e", log: log)
        let a = TraitLoggingView("a", log: log, [b, e])
        let window = Window()
        window.addSubview(a)
        log.lines = []
        return (window, a, b, d, e)
    }

    @Test func everyViewIsToldOnceInOrderWithItsOwnPreviousTraits() {
        let log = CallLog()
        let (window, _, _, _, _) = Self.tree(log)
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["a from light", "b from light", "c from light", "d from dark", "d1 from dark", "e from light"])
    }

    @Test func aViewTakenOutByAnEarlierCallIsNotToldByTheChange() {
        let log = CallLog()
        let (window, _, b, _, e) = Self.tree(log)
        b.onChange = { _ in e.removeFromSuperview() }
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["a from light", "b from light", "c from light", "d from dark", "d1 from dark"])
    }

    @Test func aViewAddedByACallIsResolvedOnEntryAndNotToldOfAChangeItDidNotSee() {
        Appearance.reset()
        defer { Appearance.reset() }
        TraitLoggingView.appearance(for: TraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
        let log = CallLog()
        let (window, a, b, _, _) = Self.tree(log)
        let late = TraitLoggingView("late", log: log)
        b.onChange = { view in
            view.onChange = nil
            a.addSubview(late)
        }
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["a from light", "b from light", "c from light", "d from dark", "d1 from dark", "e from light"])
        #expect(late.backgroundColor == .black, "resolved for the new traits when it entered")
    }

    @Test func aReorderByACallKeepsEveryViewToldOnceInTheNewOrder() {
        let log = CallLog()
        let (window, a, b, _, e) = Self.tree(log)
        b.onChange = { view in
            view.onChange = nil
            a.bringSubviewToFront(b)
        }
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["a from light", "b from light", "e from light", "c from light", "d from dark", "d1 from dark"])
        _ = e
    }

    /// A view whose styled value moves a view when the styling writes it.
    final class Mover: View {
        var move: (() -> Void)?
        @Styled var ring: Color? = nil {
            didSet { move?() }
        }
    }

    @Test func aHierarchyChangedByTheStylingIsToldFromTheTreeAsItIs() {
        Appearance.reset()
        defer { Appearance.reset() }
        Mover.appearance(for: TraitCollection(userInterfaceStyle: .dark)).ring = .systemRed
        let log = CallLog()
        let (window, a, _, d, e) = Self.tree(log)
        let mover = Mover()
        a.insertSubview(mover, at: 0)
        mover.move = {
            mover.move = nil
            d.addSubview(e)
        }
        log.lines = []
        window.screenTraits.userInterfaceStyle = .dark
        // e moved under d (pinned to dark) while the subtree was being resolved: it is told in
        // its new place, with the traits it had there before the change.
        #expect(log.lines == ["a from light", "b from light", "c from light", "d from dark", "d1 from dark", "e from dark"])
        #expect(mover.ring == .systemRed)
    }

    @Test func barItemsInTheWalkAreNotToldAndTheirBarsViewsAre() {
        let log = CallLog()
        let bar = NavigationBar()
        let item = NavigationItem()
        item.title = "Inbox"
        item.rightBarButtonItem = BarButtonItem(title: "Edit")
        bar.pushItem(item)
        let inside = TraitLoggingView("inside", log: log)
        bar.addSubview(inside)
        let after = TraitLoggingView("after", log: log)
        let root = TraitLoggingView("root", log: log, [bar, after])
        let window = Window()
        window.addSubview(root)
        log.lines = []
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["root from light", "inside from light", "after from light"])
    }

    /// A view that lists only its first subview as an appearance child.
    final class PartialListing: View {
        override func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
            if let first = subviews.first { body(first) }
        }
    }

    @Test func subviewsTheWalkDidNotReachAreStillToldAfterTheOthers() {
        let log = CallLog()
        let partial = PartialListing()
        partial.addSubview(TraitLoggingView("first", log: log))
        partial.addSubview(TraitLoggingView("second", log: log, [TraitLoggingView("inner", log: log)]))
        let root = TraitLoggingView("root", log: log, [partial, TraitLoggingView("last", log: log)])
        let window = Window()
        window.addSubview(root)
        log.lines = []
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["root from light", "first from light", "last from light", "second from light", "inner from light"])
    }

    @Test func barItemsReplacedWhileTheTraitsAreResolvedAreNotReached() {
        Appearance.reset()
        defer { Appearance.reset() }
        Mover.appearance(for: TraitCollection(userInterfaceStyle: .dark)).ring = .systemRed
        let log = CallLog()
        let bar = NavigationBar()
        let item = NavigationItem()
        item.rightBarButtonItem = BarButtonItem(title: "Edit")
        bar.pushItem(item)
        let mover = Mover()
        mover.move = {
            mover.move = nil
            // Frees the bar's items while the walk is on its way.
            bar.items = []
        }
        let root = TraitLoggingView("root", log: log, [bar, mover, TraitLoggingView("last", log: log)])
        let window = Window()
        window.addSubview(root)
        log.lines = []
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == ["root from light", "last from light"])
        #expect(mover.ring == .systemRed)
    }
}
