/// The contexts a rule index has met, each a sequence of container types above a node, and the
/// containment match found for each concrete entry in each context.
///
/// Contexts are numbered 1, 2, ... in the order walks first reach them (0 is the empty stack).
/// Walks create them in document order and come back to them in the same order, so each
/// context keeps its child contexts and its matches in short lists appended in that order: a
/// walk reads them almost sequentially, where a hash table keyed by context would miss the
/// cache on nearly every node of a large tree. Past a few kinds of children per context, the
/// rest go to hash maps, so that a very wide node stays cheap too.
final class ContextTable {
    private struct Context {
        /// Heads of the child and match lists (-1: empty) and their lengths.
        var firstChild: Int32 = -1
        var firstMatch: Int32 = -1
        var childCount: UInt16 = 0
        var matchCount: UInt16 = 0
    }

    private struct ChildLink {
        let type: Int32
        let context: UInt32
        let next: Int32
    }

    private struct MatchLink {
        let serial: UInt32
        let next: Int32
        let match: UInt
    }

    private let contexts = Scratch<Context>()
    private let children = Scratch<ChildLink>()
    private let matches = Scratch<MatchLink>()
    /// Children and matches past `listLimit` in one context.
    private let spilledChildren = IntegerMap(capacity: 64)
    private let spilledMatches = IntegerMap(capacity: 64)
    private static let listLimit: UInt16 = 8

    init() {
        contexts.append(Context())
    }

    /// The context `parent` extended by a container of `type`, numbered on first use.
    @inline(__always)
    func context(parent: UInt64, type: Int32) -> UInt64 {
        let owner = Int(parent)
        var link = contexts[owner].firstChild
        while link >= 0 {
            let child = children[Int(link)]
            if child.type == type { return UInt64(child.context) }
            link = child.next
        }
        return addContext(parent: parent, type: type)
    }

    private func addContext(parent: UInt64, type: Int32) -> UInt64 {
        let owner = Int(parent)
        let spillKey = parent << 32 | UInt64(UInt32(bitPattern: type))
        let full = contexts[owner].childCount >= Self.listLimit
        if full, let known = spilledChildren[spillKey] { return known }
        let context = UInt64(contexts.count)
        contexts.append(Context())
        if full {
            spilledChildren[spillKey] = context
        } else {
            children.append(ChildLink(type: type, context: UInt32(truncatingIfNeeded: context), next: contexts[owner].firstChild))
            contexts[owner].firstChild = Int32(children.count - 1)
            contexts[owner].childCount += 1
        }
        return context
    }

    /// The match (as bits) remembered for the entry numbered `serial` in `context`.
    @inline(__always)
    func match(in context: UInt64, serial: UInt64) -> UInt? {
        let owner = Int(context)
        var link = contexts[owner].firstMatch
        while link >= 0 {
            let item = matches[Int(link)]
            if UInt64(item.serial) == serial { return item.match }
            link = item.next
        }
        guard contexts[owner].matchCount >= Self.listLimit else { return nil }
        return spilledMatches[context << 24 | serial].map { UInt($0) }
    }

    /// Remembers `match` (bits, never 0) for the entry numbered `serial` in `context`.
    func setMatch(_ match: UInt, in context: UInt64, serial: UInt64) {
        let owner = Int(context)
        if contexts[owner].matchCount >= Self.listLimit {
            spilledMatches[context << 24 | serial] = UInt64(match)
            return
        }
        matches.append(MatchLink(serial: UInt32(truncatingIfNeeded: serial), next: contexts[owner].firstMatch, match: match))
        contexts[owner].firstMatch = Int32(matches.count - 1)
        contexts[owner].matchCount += 1
    }
}
