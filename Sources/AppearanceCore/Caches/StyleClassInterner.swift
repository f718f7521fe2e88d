/// Gives each distinct set of style classes a small number (0 = none).
@MainActor
final class StyleClassInterner {
    private var sets: [Set<String>] = [[]]
    /// The style classes' pseudo types (``TypeTable/styleClassType(_:)``), sorted, per set.
    private var typeLists: [ContiguousArray<Int32>] = [[]]
    private var ids: [[String]: Int32] = [[]: 0]

    func id(of classes: [String]) -> Int32 {
        if classes.isEmpty { return 0 }
        if let id = ids[classes] { return id }
        let id = Int32(sets.count)
        sets.append(Set(classes))
        typeLists.append(ContiguousArray(Set(classes).map { TypeTable.shared.styleClassType($0) }.sorted()))
        ids[classes] = id
        return id
    }

    func set(_ id: Int32) -> Set<String> { sets[Int(id)] }

    @inline(__always)
    func types(_ id: Int32) -> ContiguousArray<Int32> { typeLists[Int(id)] }
}
