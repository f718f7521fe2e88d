import AppearanceKit
import Testing

/// Hierarchies of any depth enter windows, switch traits, are searched, leave and are freed
/// without recursion per level (#12): a chain of 17,000 views overflowed the stack.
@MainActor
@Suite struct DeepHierarchyTests {
    /// Where views write the callbacks they receive, in the order they receive them.
    final class CallLog {
        var lines: [String] = []
    }

    /// A view that records its window callbacks in a shared log.
    final class LoggingView: View {
        var log: CallLog?
        var name = ""
        override func willMove(toWindow newWindow: Window?) { log?.lines.append("\(name) willMove") }
        override func didMoveToWindow() { log?.lines.append("\(name) didMove") }
    }

    @Test func aChainOfAHundredThousandViewsEntersSwitchesAndLeavesAWindow() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = .systemYellow
        Label.appearance(whenContainedInInstancesOf: [LoggingView.self]).font = .boldSystemFont(ofSize: 21)
        weak var weakTop: View?
        weak var weakLeaf: Label?
        let window = Window()
        do {
            // Built from the leaf up: adding a view under a parent that has no superview yet
            // costs no walk up the ancestors (which `addSubview` makes, as UIKit does).
            let leaf = Label(text: "deep")
            leaf.accessibilityIdentifier = "leaf"
            var top: View = leaf
            for _ in 0..<100_000 {
                let parent = View()
                parent.addSubview(top)
                top = parent
            }
            let logging = LoggingView()
            logging.addSubview(top)
            top = logging
            window.addSubview(top)
            #expect(leaf.font == .boldSystemFont(ofSize: 21))
            window.screenTraits.userInterfaceStyle = .dark
            #expect(leaf.textColor == .systemYellow)
            #expect(top.viewWithIdentifier("leaf") === leaf)
            top.removeFromSuperview()
            weakTop = top
            weakLeaf = leaf
        }
        #expect(weakTop == nil && weakLeaf == nil)
    }

    /// The walks keep UIKit's order: each view before its subviews, subviews in order, all
    /// `willMove(toWindow:)` calls before the values arrive, all `didMoveToWindow()` after.
    @Test func notificationsVisitEachViewBeforeItsSubviewsInOrder() {
        let log = CallLog()
        func view(_ name: String, _ children: [View] = []) -> LoggingView {
            let view = LoggingView()
            view.name = name
            view.log = log
            children.forEach(view.addSubview)
            return view
        }
        let root = view("a", [view("b", [view("c")]), view("d")])
        let window = Window()
        window.addSubview(root)
        #expect(
            log.lines == [
                "a willMove", "b willMove", "c willMove", "d willMove",
                "a didMove", "b didMove", "c didMove", "d didMove",
            ])
        log.lines = []
        root.removeFromSuperview()
        #expect(log.lines.count == 8 && log.lines.first == "a willMove" && log.lines.last == "d didMove")
    }

    /// Below a few dozen levels the walks continue on the heap: the order and the previous
    /// traits stay the same across that change of method (a chain of 150 levels, each with a
    /// leaf after the chain's next view, and a size-class override half-way down).
    @Test func deepWalksKeepTheOrderAndThePreviousTraitsAtEveryDepth() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        final class RecordingView: View {
            var log: CallLog?
            var name = ""
            var previous: TraitCollection?
            override func willMove(toWindow newWindow: Window?) { log?.lines.append("\(name) willMove") }
            override func didMoveToWindow() { log?.lines.append("\(name) didMove") }
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                log?.lines.append("\(name) traits")
                previous = previousTraitCollection
            }
        }
        let log = CallLog()
        func make(_ name: String) -> RecordingView {
            let view = RecordingView()
            view.name = name
            view.log = log
            return view
        }
        let levels = 150
        let chain = (0..<levels).map { make("c\($0)") }
        let leaves = (0..<levels).map { make("l\($0)") }
        for level in 0..<levels {
            if level + 1 < levels { chain[level].addSubview(chain[level + 1]) }
            chain[level].addSubview(leaves[level])
        }
        chain[levels / 2].traitOverrides.horizontalSizeClass = .regular
        // Document order: each chain view, then (after the rest of the chain) the leaves from
        // the deepest up.
        let order = chain.map(\.name) + leaves.reversed().map(\.name)
        let window = Window()
        window.addSubview(chain[0])
        #expect(log.lines == order.map { "\($0) willMove" } + order.map { "\($0) didMove" })
        log.lines = []
        window.screenTraits.userInterfaceStyle = .dark
        #expect(log.lines == order.map { "\($0) traits" })
        for level in [0, levels / 2 - 1, levels / 2, levels - 1] {
            for view in [chain[level], leaves[level]] {
                let previous = try #require(view.previous)
                #expect(previous.userInterfaceStyle == .light)
                #expect(previous.horizontalSizeClass == (level >= levels / 2 ? .regular : .compact), "\(view.name)")
            }
        }
    }
}
