import AppearanceKit
import Testing

/// Walks over subtrees past `View.walkPrefetchMinimum` views (16,384) ask for the memory of
/// the views they reach next, read from a list of the previous pass: an insertion from its
/// `willMove(toWindow:)` list, a window's trait change from the list of its last insertions or
/// trait change. The lists count no references, so these tests free views the lists name,
/// before and during the walks (the sanitizer run in CI reports any read of a freed view), and
/// check that every value and notification is still right.
@MainActor
@Suite(.serialized) struct LargeSubtreeWalkTests {
    static let dark = TraitCollection(userInterfaceStyle: .dark)
    static let light = TraitCollection(userInterfaceStyle: .light)

    /// A leaf that counts the trait changes it is told.
    final class Leaf: View {
        var traitChanges = 0

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            traitChanges += 1
        }
    }

    /// A view whose styled value runs a test's hook when the styling writes it, in the middle
    /// of a walk.
    final class Hook: View {
        var onStyle: (() -> Void)?
        @Styled var ring: Color? = nil {
            didSet { onStyle?() }
        }
    }

    /// `groups` groups of `leaves` leaves under one top view: 1 + groups × (1 + leaves) views.
    static func subtree(groups: Int = 90, leaves: Int = 200) -> (top: View, groups: [View], leaves: [Leaf]) {
        let top = View()
        var allGroups: [View] = []
        var allLeaves: [Leaf] = []
        for _ in 0..<groups {
            let group = View()
            for _ in 0..<leaves {
                let leaf = Leaf()
                group.addSubview(leaf)
                allLeaves.append(leaf)
            }
            top.addSubview(group)
            allGroups.append(group)
        }
        return (top, allGroups, allLeaves)
    }

    /// Light and dark tints for leaves, and a ring for hooks in dark.
    static func recordRules() {
        Leaf.appearance(for: light).tintColor = .systemBlue
        Leaf.appearance(for: dark).tintColor = .systemRed
        Hook.appearance(for: dark).ring = .systemGreen
    }

    @Test func valuesAndNotificationsAreRightThroughEveryListedWalk() {
        Appearance.reset()
        defer { Appearance.reset() }
        Self.recordRules()
        let window = Window()
        let (top, _, leaves) = Self.subtree()
        #expect(leaves.count + 91 >= 16_384, "past the threshold, so the walks read lists")
        window.addSubview(top)
        #expect(leaves.allSatisfy { $0.tintColor == .systemBlue })
        window.screenTraits.userInterfaceStyle = .dark
        #expect(leaves.allSatisfy { $0.tintColor == .systemRed && $0.traitChanges == 1 })
        window.screenTraits.userInterfaceStyle = .light
        #expect(leaves.allSatisfy { $0.tintColor == .systemBlue && $0.traitChanges == 2 })
    }

    @Test func aSecondLargeSubtreeExtendsTheWindowsList() {
        Appearance.reset()
        defer { Appearance.reset() }
        Self.recordRules()
        let window = Window()
        let first = Self.subtree()
        let second = Self.subtree(groups: 10, leaves: 50)
        window.addSubview(first.top)
        window.addSubview(second.top)
        window.screenTraits.userInterfaceStyle = .dark
        let all = first.leaves + second.leaves
        #expect(all.allSatisfy { $0.tintColor == .systemRed && $0.traitChanges == 1 })
    }

    @Test func viewsFreedBetweenWalksAreNotReadFromTheList() {
        Appearance.reset()
        defer { Appearance.reset() }
        Self.recordRules()
        let window = Window()
        var (top, groups, _) = Self.subtree()
        window.addSubview(top)
        // Free a third of the groups (nothing else holds them), then put new views in.
        for group in groups[0..<30] { group.removeFromSuperview() }
        groups.removeFirst(30)
        let added = Self.subtree(groups: 30, leaves: 200)
        for group in added.groups { top.addSubview(group) }
        window.screenTraits.userInterfaceStyle = .dark
        let remaining = groups.flatMap { $0.subviews.compactMap { $0 as? Leaf } }
        #expect((remaining + added.leaves).allSatisfy { $0.tintColor == .systemRed && $0.traitChanges == 1 })
        window.screenTraits.userInterfaceStyle = .light
        #expect((remaining + added.leaves).allSatisfy { $0.tintColor == .systemBlue && $0.traitChanges == 2 })
    }

    /// A hook at the front of the subtree, which frees the leaves of the last 50 groups (the
    /// walk has not reached them: only their groups hold them) when the styling writes it.
    static func hookedSubtree() -> (top: View, hook: Hook, kept: [Leaf], emptied: [View]) {
        let (top, groups, _) = subtree()
        let hook = Hook()
        top.insertSubview(hook, at: 0)
        let emptied = Array(groups[40...])
        hook.onStyle = {
            hook.onStyle = nil
            for group in emptied { for leaf in group.subviews { leaf.removeFromSuperview() } }
        }
        return (top, hook, groups[..<40].flatMap { $0.subviews.compactMap { $0 as? Leaf } }, emptied)
    }

    @Test func viewsFreedByTheStylingInTheMiddleOfATraitWalkAreNotRead() {
        Appearance.reset()
        defer { Appearance.reset() }
        Self.recordRules()
        let window = Window()
        let (top, hook, kept, emptied) = Self.hookedSubtree()
        let onStyle = hook.onStyle
        hook.onStyle = nil
        window.addSubview(top)
        window.screenTraits.userInterfaceStyle = .dark
        window.screenTraits.userInterfaceStyle = .light
        // The next switch reads the last one's list; the hook frees most of what it names.
        hook.onStyle = onStyle
        window.screenTraits.userInterfaceStyle = .dark
        #expect(hook.ring == .systemGreen)
        #expect(emptied.allSatisfy { $0.subviews.isEmpty })
        #expect(kept.allSatisfy { $0.tintColor == .systemRed && $0.traitChanges == 3 })
    }

    @Test func viewsFreedByTheStylingInTheMiddleOfAnInsertionAreNotRead() {
        Appearance.reset()
        defer { Appearance.reset() }
        Self.recordRules()
        let window = Window(
            screenTraits: TraitCollection {
                $0.userInterfaceStyle = .dark
                $0.userInterfaceIdiom = .phone
            })
        let (top, hook, kept, emptied) = Self.hookedSubtree()
        window.addSubview(top)
        #expect(hook.ring == .systemGreen)
        #expect(emptied.allSatisfy { $0.subviews.isEmpty })
        #expect(kept.allSatisfy { $0.tintColor == .systemRed })
        // The styling changed the hierarchy: the window keeps no list from the insertion.
        window.screenTraits.userInterfaceStyle = .light
        #expect(kept.allSatisfy { $0.tintColor == .systemBlue && $0.traitChanges == 1 })
    }
}
