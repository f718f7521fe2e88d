/// The nodes one walk visited, in the order it visited them (each node before its children,
/// children in order), each with the entry of the node it was visited from.
///
/// An adopter that tells its nodes about a change right after a walk (the kit's
/// `traitCollectionDidChange(_:)`) reads them from here instead of walking its tree again: past
/// the size of the caches each node of a second walk is a wait on memory, and a list lets those
/// waits overlap (see ``BorrowedObjectList``).
///
/// The log counts no references: its nodes stay alive as long as the tree that holds them is
/// not changed. Whoever reads it checks that (the kit counts changes to its views' subviews)
/// before it touches each entry.
package final class AppearanceVisitLog {
    /// The visited nodes.
    package let nodes = BorrowedObjectList<AnyObject>()
    /// Per entry, the entry of the node it was visited from (-1: the walk's root).
    private let parents = Scratch<Int32>(capacity: 256)

    /// An empty log.
    package init() {}

    /// The number of entries.
    package var count: Int { parents.count }

    /// The entry of the node the node at `entry` was visited from (-1: the walk's root).
    package func parent(of entry: Int) -> Int {
        Int(parents[entry])
    }

    /// Logs `node`, visited from entry `parent` (-1: the root); returns its entry.
    @inline(__always)
    func append(_ node: any AppearanceNode, parent: Int32) -> Int32 {
        nodes.append(node)
        parents.append(parent)
        return Int32(truncatingIfNeeded: parents.count &- 1)
    }
}
