/// What a node carries of scopes (R11) and islands (R12): the scope attached to it, and
/// whether it isolates its subtree. Kept in the node's ``AppearanceNodeState``, where the walk
/// reads it; most nodes have none.
@MainActor
final class AppearanceScoping {
    /// The scope whose rules apply from this node down.
    var scope: AppearanceScope?
    /// Whether global rules and the scopes attached above stop here.
    var isolates = false

    /// Whether the node changes anything for its subtree.
    var isActive: Bool { scope != nil || isolates }

    /// How many exist: while none does, a walk need not look for scopes and islands above
    /// its root (a cast per ancestor, for every view added to a window).
    private(set) static var liveCount = 0

    init() { Self.liveCount += 1 }

    isolated deinit { Self.liveCount -= 1 }
}
