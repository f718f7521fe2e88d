/// The nodes of one walk that its caller asked for, in the order the walk visited them (each
/// node before its children, children in order), each with the entry of the node it was
/// visited from.
///
/// An adopter that tells its nodes about a change right after a walk (the kit's
/// `traitCollectionDidChange(_:)`) reads them from here instead of walking its tree again: past
/// the size of the caches each node of a second walk is a wait on memory, and a list lets those
/// waits overlap (see ``BorrowedObjectList``).
///
/// The log counts no references. The caller's `accepts` decides, while the walk holds each
/// node, which nodes are logged: the root, then children of logged nodes that the caller can
/// keep track of (the kit: views that are their logged parent's subviews, which their
/// superviews keep alive as long as no view's subviews change). Whoever reads the log checks
/// that its condition still holds before it touches each entry.
package final class AppearanceVisitLog {
    /// The logged nodes.
    package let nodes = BorrowedObjectList<AnyObject>()
    /// Per entry, the entry of the node it was visited from (-1: the walk's root).
    private let parents = Scratch<Int32>(capacity: 256)
    /// Whether to log a node (first argument), visited from a logged node (second argument;
    /// `nil` for the walk's root).
    private let accepts: (any AppearanceNode, AnyObject?) -> Bool

    /// An empty log that will hold the nodes `accepts` takes, with room for `expectedCount`
    /// of them (a log of a large walk that grows as it goes copies its entries again at every
    /// doubling, in memory the walk then has to wait for).
    package init(expecting expectedCount: Int = 0, accepting accepts: @escaping (any AppearanceNode, AnyObject?) -> Bool) {
        self.accepts = accepts
        if expectedCount > 0 {
            nodes.reserveCapacity(expectedCount)
            parents.reserve(expectedCount)
        }
    }

    /// The number of entries.
    package var count: Int { parents.count }

    /// The entry of the node the node at `entry` was visited from (-1: the walk's root).
    package func parent(of entry: Int) -> Int {
        Int(parents[entry])
    }

    /// Logs `node`, visited from entry `parent` (-1: the walk's root; -2: a node that was not
    /// logged), if the caller accepts it; returns its entry, or -2 when it is not logged (then
    /// neither is anything below it).
    @inline(__always)
    func append(_ node: any AppearanceNode, parent: Int32) -> Int32 {
        if parent == -2 { return -2 }
        if parent < 0 {
            guard parents.count == 0, accepts(node, nil) else { return -2 }
        } else {
            // The parent is on the walk's path, alive.
            guard nodes.withObject(at: Int(parent), { accepts(node, $0) }) else { return -2 }
        }
        nodes.append(node)
        parents.append(parent)
        return Int32(truncatingIfNeeded: parents.count &- 1)
    }
}
