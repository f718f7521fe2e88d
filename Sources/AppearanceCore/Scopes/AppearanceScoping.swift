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
}
