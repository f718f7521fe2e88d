import AppearanceCore
import Testing

/// `AppearanceChildren`: the list an adopter owns its children with. Changes behave as an
/// array's; a loop lends each child and sees the list as it was when it began, whatever its
/// body changes; children a loop may still be reading stay alive until the loop ends.
@MainActor
@Suite struct AppearanceChildrenTests {
    final class Node: AppearanceNode {
        let appearanceState = AppearanceNodeState()
        let name: String
        var children = AppearanceChildren<Node>()
        init(_ name: String) { self.name = name }
        var appearanceContainer: (any AppearanceContainer)? { nil }
        func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) { children.forEach(body) }
    }

    static func names(_ list: borrowing AppearanceChildren<Node>) -> [String] { list.elements.map(\.name) }

    @Test func changesBehaveAsAnArraysWould() {
        var list = AppearanceChildren<Node>()
        #expect(list.isEmpty && list.count == 0 && list.elements.isEmpty)
        let a = Node("a"), b = Node("b"), c = Node("c"), d = Node("d")
        list.append(a)
        list.append(c)
        list.insert(b, at: 1)
        list.insert(d, at: 0)
        #expect(Self.names(list) == ["d", "a", "b", "c"])
        #expect(list[2] === b && list.firstIndex(of: c) == 3 && list.firstIndex(of: Node("x")) == nil)
        #expect(list.remove(at: 0) === d)
        #expect(Self.names(list) == ["a", "b", "c"])
        for index in 0..<100 { list.append(Node("n\(index)")) }
        #expect(list.count == 103 && list[102].name == "n99")
        var orphans: [Node] = []
        list.removeAll(into: &orphans)
        #expect(list.isEmpty && orphans.count == 103 && orphans[0] === a)
        list.replaceAll(with: [c, b])
        #expect(Self.names(list) == ["c", "b"])
        #expect(list.removeAll().map(\.name) == ["c", "b"] && list.isEmpty)
    }

    @Test func aCopyIsAValue() {
        var list = AppearanceChildren([Node("a"), Node("b")])
        let copy = list
        list.append(Node("c"))
        list.remove(at: 0)
        #expect(Self.names(copy) == ["a", "b"])
        #expect(Self.names(list) == ["b", "c"])
    }

    @Test func elementsAreASnapshot() {
        var list = AppearanceChildren([Node("a"), Node("b")])
        let snapshot = list.elements
        list.append(Node("c"))
        list.remove(at: 0)
        #expect(snapshot.map(\.name) == ["a", "b"])
        #expect(Self.names(list) == ["b", "c"])
    }

    @Test func aLoopLendsEachChildInOrder() {
        let parent = Node("p")
        for name in ["a", "b", "c"] { parent.children.append(Node(name)) }
        var seen: [String] = []
        parent.children.forEach { child in
            #expect(AppearanceChildren<Node>.isLent(child))
            seen.append(child.name)
        }
        #expect(seen == ["a", "b", "c"])
        #expect(!AppearanceChildren<Node>.isLent(parent.children[0]), "nothing is lent after the loop")
    }

    @Test func aLoopSeesTheListAsItWasWhateverItsBodyChanges() {
        let parent = Node("p")
        for name in ["a", "b", "c"] { parent.children.append(Node(name)) }
        var seen: [String] = []
        parent.children.forEach { child in
            seen.append(child.name)
            if child.name == "a" {
                parent.children.remove(at: 2)
                parent.children.insert(Node("x"), at: 0)
                parent.children.append(Node("y"))
            }
        }
        #expect(seen == ["a", "b", "c"])
        #expect(Self.names(parent.children) == ["x", "a", "b", "y"])
    }

    @Test func childrenALoopMayReadOutliveTheirRemovalUntilTheLoopEnds() {
        let parent = Node("p")
        weak var removed: Node?
        do {
            let child = Node("gone")
            removed = child
            parent.children.append(Node("first"))
            parent.children.append(child)
        }
        var alive: [Bool] = []
        parent.children.forEach { child in
            if child.name == "first" { parent.children.replaceAll(with: []) }
            alive.append(removed != nil)
        }
        #expect(alive == [true, true], "the replaced list is kept while the loop runs")
        #expect(removed == nil, "and let go once the outermost loop ended")
    }

    @Test func theEngineStylesLentChildren() {
        Appearance.reset()
        defer { Appearance.reset() }
        let root = Node("root")
        let child = Node("child")
        root.children.append(child)
        #expect(!child.appearanceState.hasBeenResolved)
        Appearance.resolve(root)
        #expect(child.appearanceState.hasBeenResolved)
    }
}
