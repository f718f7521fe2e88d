/// The greedy containment match of R4.2 (Rules.md), the one place it is written: containers
/// are looked for from the view outward, innermost first, each strictly outside the one found
/// before; the match is anchored where the outermost container is found.
///
/// The walk asks its rows of container positions (one load per container), explanations ask
/// the ancestor list they build; both run this same loop.
@MainActor
enum GreedyContainerMatch {
    /// The position of the outermost of `containers` (innermost first, `count` of them) found
    /// greedily outward from `start`, or -1 when one is missing. Positions count from the
    /// outermost ancestor (0) inward; `start` is the view's own position (its ancestors' count).
    @inline(__always)
    static func outermost<Containers: ContainerList, Lookup: ContainerLookup>(
        _ containers: Containers, count: Int, from start: Int32, in lookup: Lookup
    ) -> Int32 {
        var found = lookup.innermost(containers[0], outsideOf: start)
        var item = 1
        while found >= 0, item < count {
            found = lookup.innermost(containers[item], outsideOf: found)
            item &+= 1
        }
        return found
    }

    /// How many steps up from a view whose ancestors are `ancestors` (outermost first) its
    /// greedy match of `containers` (type indices, innermost first) is anchored, or `nil`.
    /// A view is never its own container: only its ancestors are searched. Explanations
    /// report this anchor (R10).
    static func anchor(of containers: ContiguousArray<Int32>, in ancestors: [ContainerAncestor]) -> Int? {
        guard !containers.isEmpty else { return 0 }
        let start = Int32(ancestors.count)
        let found = outermost(containers, count: containers.count, from: start, in: AncestorLookup(ancestors: ancestors))
        return found < 0 ? nil : Int(start - found)
    }
}

/// A candidate's containers, innermost first, as ``GreedyContainerMatch`` reads them: the
/// walk's flat pool (a view from the candidate's first container) or a candidate's own array.
protocol ContainerList {
    subscript(index: Int) -> Int32 { get }
}

extension UncheckedBuffer<Int32>: ContainerList {}
extension ContiguousArray<Int32>: ContainerList {}

/// Where ``GreedyContainerMatch`` finds containers.
@MainActor
protocol ContainerLookup {
    /// The position of the innermost container of `kind` strictly outside `position` (at a
    /// smaller position), or -1.
    func innermost(_ kind: Int32, outsideOf position: Int32) -> Int32
}

/// A container above a view, as explanations see it: its type and the pseudo types of its
/// style classes.
struct ContainerAncestor {
    let type: Int32
    let styleClassTypes: ContiguousArray<Int32>
}

/// Looks containers up in an ancestor list by kind (a subclass instance matches, and so does
/// a container carrying the style class), scanning outward: for explanations, where clarity
/// beats speed.
struct AncestorLookup: ContainerLookup {
    let ancestors: [ContainerAncestor]

    func innermost(_ kind: Int32, outsideOf position: Int32) -> Int32 {
        let types = TypeTable.shared
        var candidate = Int(position) - 1
        while candidate >= 0 {
            let ancestor = ancestors[candidate]
            // R4.2 (Rules.md): matched by kind; a style-class pseudo type matches a carrier.
            if types.isKind(ancestor.type, of: kind) || ancestor.styleClassTypes.contains(kind) { return Int32(candidate) }
            candidate -= 1
        }
        return -1
    }
}
