import AppearanceKit
import Testing

/// `willMove(toWindow:)` and `didMoveToWindow()` reach every view of a moved subtree once,
/// each view before its subviews, also when a hook changes the hierarchy in the middle of the
/// move: the second pass reads the views the first one listed only while no view's subviews
/// changed, and otherwise follows the tree as it is.
@MainActor
@Suite struct WindowMoveNotificationTests {
    /// Where views write the callbacks they receive.
    final class CallLog {
        var lines: [String] = []
    }

    /// A view that logs its window callbacks and runs the hooks a test gives it.
    final class HookedView: View {
        /// Not made from archives here, as in most apps' views.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        let name: String
        let log: CallLog
        var onWillMove: ((HookedView) -> Void)?
        var onDidMove: ((HookedView) -> Void)?

        init(_ name: String, log: CallLog, _ subviews: [View] = []) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
            for subview in subviews { addSubview(subview) }
        }

        override func willMove(toWindow newWindow: Window?) {
            log.lines.append("\(name) willMove\(newWindow == nil ? "(nil)" : "")")
            onWillMove?(self)
        }

        override func didMoveToWindow() {
            log.lines.append("\(name) didMove\(window == nil ? "(nil)" : "")")
            onDidMove?(self)
        }
    }

    /// a(b(c, d), e), as built before the test's hooks are set.
    static func tree(_ log: CallLog) -> (a: HookedView, b: HookedView, c: HookedView, d: HookedView, e: HookedView) {
        let c = HookedView("c", log: log), d = HookedView("d", log: log), e = HookedView("e", log: log)
        let b = HookedView("b", log: log, [c, d])
        return (HookedView("a", log: log, [b, e]), b, c, d, e)
    }

    @Test func aPlainMoveTellsEachViewOnceInOrder() {
        let log = CallLog()
        let (a, _, _, _, _) = Self.tree(log)
        let window = Window()
        window.addSubview(a)
        #expect(
            log.lines == [
                "a willMove", "b willMove", "c willMove", "d willMove", "e willMove",
                "a didMove", "b didMove", "c didMove", "d didMove", "e didMove",
            ])
        log.lines = []
        a.removeFromSuperview()
        #expect(
            log.lines == [
                "a willMove(nil)", "b willMove(nil)", "c willMove(nil)", "d willMove(nil)", "e willMove(nil)",
                "a didMove(nil)", "b didMove(nil)", "c didMove(nil)", "d didMove(nil)", "e didMove(nil)",
            ])
    }

    @Test func aViewTakenOutByAnEarlierDidMoveIsNotToldAgainByTheMove() {
        let log = CallLog()
        let (a, b, _, d, _) = Self.tree(log)
        let window = Window()
        b.onDidMove = { _ in d.removeFromSuperview() }
        window.addSubview(a)
        // d left the window before its turn: its own removal told it, the move does not.
        #expect(
            log.lines == [
                "a willMove", "b willMove", "c willMove", "d willMove", "e willMove",
                "a didMove", "b didMove", "d willMove(nil)", "d didMove(nil)", "c didMove", "e didMove",
            ])
        #expect(d.window == nil)
    }

    @Test func aViewAddedByADidMoveIsToldByItsOwnInsertion() {
        let log = CallLog()
        let (a, b, _, _, _) = Self.tree(log)
        let window = Window()
        let late = HookedView("late", log: log)
        b.onDidMove = { view in
            view.onDidMove = nil
            view.addSubview(late)
        }
        window.addSubview(a)
        #expect(log.lines.filter { $0.hasPrefix("late") } == ["late willMove", "late didMove"])
        #expect(log.lines.filter { $0.hasSuffix("didMove") }.count == 6, "every other view once")
        #expect(late.window === window)
    }

    @Test func aViewAddedByAWillMoveIsToldWithTheRest() {
        let log = CallLog()
        let (a, _, c, _, e) = Self.tree(log)
        let window = Window()
        let late = HookedView("late", log: log)
        c.onWillMove = { view in
            view.onWillMove = nil
            e.addSubview(late)
        }
        window.addSubview(a)
        // late joined the moving subtree before it entered the window: the walk told it
        // willMove(toWindow:) with e's subtree, and it is told didMoveToWindow() in its place.
        #expect(
            log.lines == [
                "a willMove", "b willMove", "c willMove", "d willMove", "e willMove", "late willMove",
                "a didMove", "b didMove", "c didMove", "d didMove", "e didMove", "late didMove",
            ])
        #expect(late.window === window)
    }

    /// A view whose styled value adds a view to the subtree when the styling writes it.
    final class Growing: View {
        var grow: (() -> Void)?
        @Styled var ring: Color? = nil {
            didSet { grow?() }
        }
    }

    @Test func aViewAddedWhileTheSubtreeIsStyledIsToldByItsOwnInsertion() {
        Appearance.reset()
        defer { Appearance.reset() }
        Growing.appearance().ring = .systemRed
        let log = CallLog()
        let (a, _, _, d, _) = Self.tree(log)
        let growing = Growing()
        let late = HookedView("late", log: log)
        growing.grow = {
            growing.grow = nil
            d.addSubview(late)
        }
        a.addSubview(growing)
        let window = Window()
        window.addSubview(a)
        // The styling runs before didMoveToWindow(), with the subtree already in the window.
        #expect(
            log.lines.filter { $0.hasSuffix("didMove") } == [
                "late didMove", "a didMove", "b didMove", "c didMove", "d didMove", "e didMove",
            ])
        #expect(log.lines.filter { $0.hasPrefix("late") } == ["late willMove", "late didMove"])
        #expect(late.window === window)
        #expect(growing.ring == .systemRed)
    }

    @Test func aReorderByADidMoveKeepsEveryViewToldOnceInTheNewOrder() {
        let log = CallLog()
        let (a, b, _, _, e) = Self.tree(log)
        let window = Window()
        let f = HookedView("f", log: log)
        a.addSubview(f)
        // Cleared when it runs: the hook holds `a`, which holds `b`.
        b.onDidMove = { view in
            view.onDidMove = nil
            a.bringSubviewToFront(e)
        }
        window.addSubview(a)
        #expect(
            log.lines.filter { $0.hasSuffix("didMove") } == [
                "a didMove", "b didMove", "c didMove", "d didMove", "f didMove", "e didMove",
            ])
    }

    @Test func aLongMoveIsToldFromTheListAndLeavesEveryViewFreed() {
        let log = CallLog()
        weak var weakRoot: HookedView?
        let window = Window()
        do {
            let root = HookedView("root", log: log)
            for index in 0..<100 {
                let child = HookedView("child\(index)", log: log, [HookedView("leaf\(index)", log: log)])
                root.addSubview(child)
            }
            window.addSubview(root)
            #expect(log.lines.count == 2 * 201)
            #expect(log.lines[201] == "root didMove" && log.lines.last == "leaf99 didMove")
            root.removeFromSuperview()
            weakRoot = root
        }
        #expect(weakRoot == nil, "the list kept no view alive")
    }
}
