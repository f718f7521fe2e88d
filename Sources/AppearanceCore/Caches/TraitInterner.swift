/// Gives each distinct trait collection a small number, so caches key on an integer.
@MainActor
final class TraitInterner {
    private(set) var collections: [TraitCollection] = [TraitCollection()]
    private var ids: [TraitCollection: Int32] = [TraitCollection(): 0]
    private var merges: [MergeKey: Int32] = [:]

    private struct MergeKey: Hashable {
        let base: Int32
        let overrides: TraitCollection
    }

    /// The number of the empty collection.
    static let empty: Int32 = 0

    func id(of traits: TraitCollection) -> Int32 {
        if let id = ids[traits] { return id }
        let id = Int32(collections.count)
        collections.append(traits)
        ids[traits] = id
        return id
    }

    /// The number of `base` with `overrides` merged over it.
    func id(merging overrides: TraitCollection, over base: Int32) -> Int32 {
        let key = MergeKey(base: base, overrides: overrides)
        if let id = merges[key] { return id }
        let id = id(of: collections[Int(base)].merging(overrides))
        merges[key] = id
        return id
    }

    subscript(id: Int32) -> TraitCollection { collections[Int(id)] }
}
