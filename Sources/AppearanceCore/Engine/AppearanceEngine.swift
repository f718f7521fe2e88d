/// The engine on top of the layers: the walker that resolves trees and the roots that
/// ``Appearance/reloadAll()`` reaches. The rules live in ``ProxyRegistry``, the caches built
/// from them in ``RuleIndexCache``.
@MainActor
final class AppearanceEngine {
    /// The engine.
    static let shared = AppearanceEngine()

    private(set) lazy var walker = TreeWalker()
    private var roots: [WeakNode] = []

    private struct WeakNode {
        weak var node: (any AppearanceNode)?
    }

    // MARK: - Trees

    func register(root: any AppearanceNode) {
        roots.removeAll { $0.node == nil }
        if !roots.contains(where: { $0.node === root }) { roots.append(WeakNode(node: root)) }
    }

    func unregister(root: any AppearanceNode) {
        roots.removeAll { $0.node == nil || $0.node === root }
    }

    var liveRoots: [any AppearanceNode] { roots.compactMap(\.node) }

    /// Whether `node` sits in a registered root's tree (values reach it now, R3).
    func isInLiveTree(_ node: any AppearanceNode) -> Bool {
        var top: AnyObject = node
        var current = node.appearanceContainer
        while let container = current {
            top = container
            current = container.appearanceContainer
        }
        return roots.contains { $0.node === top }
    }
}
