/// One property, however its key path was written.
///
/// `\Label.tintColor`, `\Button.tintColor` and the catalog's `\View.tintColor` are different key
/// paths, each with its own entry in the table, but they write one storage. When the engine
/// first writes a ``Styled`` property it learns where the value lives; the key paths found to
/// reach the same storage of the same node, with the same value type and roots of one class
/// line, become one property: the one rooted at the common ancestor (its accessor can write
/// every object the others can), preferring one with a registered setter. The rule index is then
/// built with every value under its property's canonical index, so that a view's style holds one
/// store per storage, written through the best accessor, and styles of subclass proxies stay
/// free of aliases.
extension PropertyTable {
    /// Makes `property`, just learned as styled on `node` at `address` (the storage the write
    /// reached), one property with every other learned key path that reaches the same storage
    /// there. Returns whether any property's canonical index changed.
    @discardableResult
    func unify(_ property: Int32, on node: AnyObject, at offset: Int) -> Bool {
        let info = infos[Int(property)]
        guard let storage = info.storage else { return false }
        let nodeType = AppearanceType.of(type(of: node))
        var changed = false
        for other in infos.indices where other != Int(property) {
            let candidate = infos[other]
            // A catalog property no value has been written through yet is learned here, so that
            // every key path of a storage can meet the one the catalog roots at its declaring
            // class (a subclass proxy's key path and a sibling class's have no other common root).
            if candidate.kind == .unknown, candidate.accessorSource == .registeredSetter,
                candidate.valueType == info.valueType, info.root.isKind(of: candidate.root)
            {
                learn(candidate, on: node)
            }
            // Cheap filters first: styled, same values and axis value, one class line. (Offsets
            // learned on other nodes decide nothing: a storage in another object, such as the
            // layer's, lies at a different distance from each node.)
            guard candidate.kind == .styled, candidate.storage?.axis == storage.axis, candidate.valueType == info.valueType,
                canonical[other] != canonical[Int(property)],
                nodeType.isKind(of: candidate.root),
                info.root.isKind(of: candidate.root) || candidate.root.isKind(of: info.root)
            else { continue }
            // Offsets were learned on other nodes; the same address on this very node decides.
            guard let reached = candidate.probe(node).storage,
                reached.offset == offset
            else { continue }
            merge(Int32(other), Int32(property))
            // A key path rooted at a subclass (`\AppHeadline.textColor`, from
            // `AppHeadline.appearance()`) is named as the registered property it is.
            if info.name == nil {
                info.name = candidate.name
            } else if candidate.name == nil {
                candidate.name = info.name
            }
            changed = true
        }
        if changed { canonicalChanged = true }
        return changed
    }

    /// Learns the kind of `candidate`, a property of `node`'s class, by probing it on `node`
    /// (which changes no value): styled with its storage if the probe reaches a ``Styled``
    /// property, plain otherwise.
    private func learn(_ candidate: Info, on node: AnyObject) {
        if let storage = candidate.probe(node).storage {
            candidate.kind = candidate.reachesStyledSubobject ? .containerStyled : .styled
            candidate.storage = storage
        } else {
            candidate.kind = .plain
        }
    }

    /// Makes the groups of `a` and `b` one, under the better of their two canonical properties.
    private func merge(_ a: Int32, _ b: Int32) {
        let first = canonical[Int(a)], second = canonical[Int(b)]
        let keep = Self.better(first, second, infos: infos)
        let drop = keep == first ? second : first
        for index in canonical.indices where canonical[index] == drop { canonical[index] = keep }
    }

    /// The property to resolve a group as: rooted at the ancestor, then with a registered setter,
    /// then the earlier.
    private static func better(_ a: Int32, _ b: Int32, infos: [Info]) -> Int32 {
        let first = infos[Int(a)], second = infos[Int(b)]
        if first.root != second.root { return second.root.isKind(of: first.root) ? a : b }
        if (first.accessorSource == .registeredSetter) != (second.accessorSource == .registeredSetter) {
            return first.accessorSource == .registeredSetter ? a : b
        }
        return min(a, b)
    }
}
