import AppearanceKit
import Testing

/// The styling walk and the window notification passes read each view's subview list in
/// place, counting no reference to it or to the views in it. A list replaced in the middle of a walk stays alive until the walk's
/// outermost loop ends, so these tests replace lists whose views nothing else keeps, while the
/// walk is reading them (the sanitizer run in CI reports any read of a freed view), and check
/// that the walk saw the subviews as they were and that the views are freed afterwards.
@MainActor
@Suite(.serialized) struct BorrowedSubviewListTests {
    /// A view whose styled value runs a test's hook when the styling writes it, in the middle
    /// of a walk (queued values are written every few hundred views).
    final class Hook: View {
        var onStyle: (() -> Void)?
        @Styled var ring: Color? = nil {
            didSet { onStyle?() }
        }
    }

    /// A leaf the rules tint.
    final class Leaf: View {}

    /// A view that runs a test's hook when it is told it moves to a window.
    final class Mover: View {
        var onWillMove: (() -> Void)?

        override func willMove(toWindow newWindow: Window?) {
            onWillMove?()
        }
    }

    /// Holds an object without keeping it.
    struct Weak<Object: AnyObject> {
        weak var object: Object?
    }

    /// `hook`, then `groups` groups of 200 leaves, under one parent; only the parent keeps the
    /// groups and their leaves.
    static func parent(hook: Hook, groups: Int) -> (parent: View, groups: [Weak<View>], leaves: [Weak<View>]) {
        let parent = View()
        parent.addSubview(hook)
        var weakGroups: [Weak<View>] = [], weakLeaves: [Weak<View>] = []
        for _ in 0..<groups {
            let group = View()
            for _ in 0..<200 {
                let leaf = Leaf()
                group.addSubview(leaf)
                weakLeaves.append(Weak(object: leaf))
            }
            parent.addSubview(group)
            weakGroups.append(Weak(object: group))
        }
        return (parent, weakGroups, weakLeaves)
    }

    @Test func aSetterThatEmptiesTheListBeingWalkedFreesNothingTheWalkStillReads() {
        Appearance.reset()
        defer { Appearance.reset() }
        Hook.appearance().ring = .systemGreen
        Leaf.appearance().tintColor = .systemRed
        let hook = Hook()
        let (parent, groups, leaves) = Self.parent(hook: hook, groups: 4)
        // The last leaf is kept, to see that the walk still reaches it after its group left.
        let lastLeaf = parent.subviews[4].subviews[199]
        var lastLeafTintedFirst: Bool?
        hook.onStyle = { [unowned parent, unowned hook] in
            // Queued values are written inside the second group: the walk has not reached the
            // last leaf yet.
            lastLeafTintedFirst = lastLeaf.tintColor == .systemRed
            for subview in parent.subviews where subview !== hook { subview.removeFromSuperview() }
        }
        let window = Window()
        window.addSubview(parent)
        #expect(lastLeafTintedFirst == false)
        #expect(hook.ring == .systemGreen)
        #expect(parent.subviews.count == 1)
        #expect(lastLeaf.tintColor == .systemRed)
        #expect(lastLeaf.superview == nil, "its group is gone")
        // Once the walk is over, the removed groups and leaves go.
        #expect(groups.allSatisfy { $0.object == nil })
        #expect(leaves.dropLast().allSatisfy { $0.object == nil })
    }

    @Test func aTraitChangeWalkSurvivesListsReplacedAtEveryLevel() {
        Appearance.reset()
        defer { Appearance.reset() }
        let dark = TraitCollection(userInterfaceStyle: .dark)
        Hook.appearance(for: dark).ring = .systemGreen
        Leaf.appearance(for: dark).tintColor = .systemRed
        let hook = Hook()
        let (parent, groups, leaves) = Self.parent(hook: hook, groups: 3)
        let window = Window()
        window.addSubview(parent)
        hook.onStyle = { [unowned parent, unowned hook] in
            for subview in parent.subviews where subview !== hook {
                for leaf in subview.subviews { leaf.removeFromSuperview() }
                subview.removeFromSuperview()
            }
            hook.removeFromSuperview()
        }
        window.screenTraits.userInterfaceStyle = .dark
        #expect(hook.ring == .systemGreen)
        #expect(parent.subviews.isEmpty)
        #expect(groups.allSatisfy { $0.object == nil })
        #expect(leaves.allSatisfy { $0.object == nil })
    }

    @Test func aWillMoveHookThatEmptiesTheListBeingToldFreesNothingThePassStillReads() {
        Appearance.reset()
        defer { Appearance.reset() }
        let parent = View()
        let mover = Mover()
        parent.addSubview(mover)
        var groups: [Weak<View>] = []
        for _ in 0..<3 {
            let group = View()
            for _ in 0..<50 { group.addSubview(Leaf()) }
            parent.addSubview(group)
            groups.append(Weak(object: group))
        }
        var told = 0
        mover.onWillMove = { [unowned parent, unowned mover] in
            told += 1
            for subview in parent.subviews where subview !== mover { subview.removeFromSuperview() }
        }
        let window = Window()
        window.addSubview(parent)
        #expect(told == 1)
        #expect(parent.subviews.count == 1)
        #expect(mover.window === window)
        #expect(groups.allSatisfy { $0.object == nil })
    }

    @Test func itemsABarYieldsOutsideItsSubviewListAreKeptUntilTheirValuesAreWritten() {
        Appearance.reset()
        defer { Appearance.reset() }
        Hook.appearance().ring = .systemGreen
        BarButtonItem.appearance().tintColor = .systemRed
        let parent = View()
        let hook = Hook()
        parent.addSubview(hook)
        let toolbar = Toolbar()
        parent.addSubview(toolbar)
        var items: [Weak<BarButtonItem>] = []
        do {
            let first = BarButtonItem(title: "Delete"), second = BarButtonItem(title: "Share")
            toolbar.setItems([first, second], animated: false)
            items = [Weak(object: first), Weak(object: second)]
        }
        // The hook's value is written first, with the items' values still queued: it drops the
        // items, which nothing else keeps but the queue.
        hook.onStyle = { [unowned toolbar] in toolbar.setItems([], animated: false) }
        let window = Window()
        window.addSubview(parent)
        #expect(hook.ring == .systemGreen)
        #expect(toolbar.items.isEmpty)
        #expect(items.allSatisfy { $0.object == nil })
    }
}
