// The public ways to ask for an explanation by a property's catalogued name (R10); the
// explaining itself is `Explainer`'s.
extension Appearance {
    /// Explains the value of the catalogued property `name` (`"textColor"`,
    /// `"titleColor[highlighted]"`) on `node` (R10).
    ///
    /// - Returns: `nil` when the node's class has no property of that name in
    ///   ``AppearanceCatalog``.
    public static func explain(_ node: any AppearanceNode, property name: String) -> AppearanceExplanation? {
        var indices = ProxyRegistry.shared.properties.indices(named: name)
        // R13: `searchTextField.textColor`, a property recorded through a sub-object.
        if indices.isEmpty, let dot = name.firstIndex(of: ".") {
            indices = ProxyRegistry.shared.properties.subobjectProperties(
                of: node, subobject: String(name[..<dot]), leaf: String(name[name.index(after: dot)...]))
        }
        guard !indices.isEmpty else {
            // Axis properties are named per axis value once used; make sure this one exists.
            guard let (base, axisText) = splitAxis(name),
                let descriptor = AppearanceCatalog.shared.property(named: base, of: node.appearanceType),
                let axisType = descriptor.axisType,
                let axis = axisType.init(axisComponents: axisText),
                let keyPath = descriptor.keyPath(axis: axis),
                let index = ProxyRegistry.shared.properties.existingIndex(of: keyPath)
            else {
                if let descriptor = AppearanceCatalog.shared.property(named: name, of: node.appearanceType),
                    descriptor.axisType == nil
                {
                    return Explainer.explain(node, properties: [], name: name)
                }
                return nil
            }
            return Explainer.explain(node, properties: [index], name: name)
        }
        return Explainer.explain(node, properties: indices, name: name)
    }

    /// Explains the value of the property at `keyPath` on `node` (R10).
    ///
    /// ```swift
    /// print(Appearance.explain(label, \.textColor))
    /// ```
    public static func explain<Node: AppearanceNode, Value>(
        _ node: Node, _ keyPath: ReferenceWritableKeyPath<Node, Value>
    ) -> AppearanceExplanation {
        let table = ProxyRegistry.shared.properties
        let index = table.index(of: keyPath)
        let name = table.info(index).name
        let indices = name.map(table.indices(named:)) ?? [index]
        return Explainer.explain(
            node, properties: indices.contains(index) ? indices : indices + [index], name: table.info(index).displayName)
    }

    private static func splitAxis(_ name: String) -> (String, [String])? {
        guard let open = name.firstIndex(of: "["), name.hasSuffix("]") else { return nil }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        return (String(name[..<open]), inner.split(separator: ",").map { $0.trimmingCharacters() })
    }
}

extension Substring {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
