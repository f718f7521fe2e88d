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
}
