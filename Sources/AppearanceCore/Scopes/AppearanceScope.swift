/// Rules for one part of the app: a window, a screen, a subtree (R11 in Rules.md).
///
/// A scope records rules the way the global proxies do, inside ``record(_:)`` (or the
/// initializer's closure): every `appearance…` proxy obtained there records into the scope.
/// Attached to a view (`view.appearanceScope = scope`, or ``Appearance/attach(_:to:)``), its
/// rules apply to that view and every view below it, and win over the global rules and over
/// the rules of scopes attached farther up. Explicit values still win over all of them.
///
/// ```swift
/// let player = AppearanceScope(name: "Player") {
///     Label.appearance().textColor = .white
///     Slider.appearance().minimumTrackTintColor = .systemPink
/// }
/// playerView.appearanceScope = player      // restyles the player's subtree in place
/// playerView.appearanceScope = nil         // and back to the app's rules
/// ```
///
/// One scope can be attached to several views; the views keep it alive while it is attached.
@preconcurrency @MainActor
public final class AppearanceScope {
    /// A name for explanations and tools ("scope 'Player'").
    public let name: String?

    /// The scope's rules.
    let registry = ProxyRegistry()
    /// The index of the current rules, built when a walk first needs it after a change.
    private var cachedIndex: RuleIndex?
    /// The nodes the scope is attached to, held weakly, to restyle after ``record(_:)``.
    private var attachments: [WeakAttachment] = []

    private struct WeakAttachment {
        weak var node: (any AppearanceNode)?
    }

    /// An empty scope named `name`.
    public init(name: String? = nil) {
        self.name = name
        registry.rulesDidChange = { [unowned self] in cachedIndex = nil }
    }

    /// Whether the scope holds no rule.
    public var isEmpty: Bool { registry.records.values.allSatisfy { $0.values.isEmpty } }

    /// Runs `rules` with this scope as the registry proxies record into.
    func recording<Result>(_ rules: () throws -> Result) rethrows -> Result {
        let outer = ProxyRegistry.recordingScope
        ProxyRegistry.recordingScope = self
        defer { ProxyRegistry.recordingScope = outer }
        return try rules()
    }

    // MARK: - For the engine

    /// The rule index of the scope's current rules.
    var index: RuleIndex {
        if let cachedIndex, cachedIndex.layeredStyles.count <= RuleIndex.layeredStyleLimit { return cachedIndex }
        let index = RuleIndex(records: registry.recordsInCreationOrder)
        cachedIndex = index
        return index
    }

    /// Notes that `node` carries the scope now.
    func attached(to node: any AppearanceNode) {
        attachments.removeAll { $0.node == nil || $0.node === node }
        attachments.append(WeakAttachment(node: node))
    }

    /// Notes that `node` no longer carries the scope.
    func detached(from node: any AppearanceNode) {
        attachments.removeAll { $0.node == nil || $0.node === node }
    }

    /// The live nodes carrying the scope.
    var attachedNodes: [any AppearanceNode] { attachments.compactMap(\.node) }
}
