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
        #expect(log.lines == [
            "a willMove", "b willMove", "c willMove", "d willMove",
            "a didMove", "b didMove", "c didMove", "d didMove",
        ])
        log.lines = []
        root.removeFromSuperview()
        #expect(log.lines.count == 8 && log.lines.first == "a willMove" && log.lines.last == "d didMove")
    }
}
