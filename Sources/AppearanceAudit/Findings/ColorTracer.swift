import AppearanceKit

/// Finds which appearance value a drawn colour is: the renderer records the colour as the view
/// (or the bar item it drew) holds it, so the value is found among the object's catalogued
/// properties by equality (``/AppearanceKit/Color`` equality: the same fixed components, or the
/// same dynamic colour), looking inside text-attribute dictionaries, appearance objects and
/// per-state values. The property's explanation then says which rule set it (R10).
///
/// A colour the kit computed (a default, or one derived from a value, such as a faded tint)
/// equals no value the app set, and is reported as the kit's default.
@MainActor
enum ColorTracer {
    /// Where `color`, drawn by `view` (for `item`, when a bar drew one of its items), came from.
    static func origin(of color: Color, drawnBy view: View, item: (any AppearanceNode)?) -> ColorOrigin {
        var fallback: ColorOrigin?
        for node in [item, view as any AppearanceNode].compactMap({ $0 }) {
            for (name, value) in values(of: node) where holds(value, color) {
                guard let origin = explainedOrigin(of: node, property: name) ?? fileOrigin(of: color, node: node, property: name) else {
                    fallback =
                        fallback
                        ?? ColorOrigin(
                            kind: .kitDefault, property: "\(typeName(node)).\(name)", proxy: nil, location: nil)
                    continue
                }
                return origin
            }
        }
        // An inherited tint: the nearest ancestor that holds it.
        var ancestor = view.superview
        while let current = ancestor {
            if let tint = current.ownTintColor, tint == color {
                return explainedOrigin(of: current, property: "tintColor") ?? fallback ?? .kitDefault
            }
            ancestor = current.superview
        }
        return fallback ?? .kitDefault
    }

    /// The place in a storyboard or XIB that gave `node` the colour, when a loader made the
    /// node from one and no rule or app code replaced the file's value (#46).
    private static func fileOrigin(of color: Color, node: any AppearanceNode, property: String) -> ColorOrigin? {
        guard let view = node as? View, let location = ViewSourceLocations.location(of: color, in: view) else { return nil }
        return ColorOrigin(kind: .interfaceBuilder, property: "\(typeName(node)).\(property)", proxy: nil, location: location)
    }

    /// The origin the explanation of `property` on `node` gives, when a rule or the app set it.
    private static func explainedOrigin(of node: any AppearanceNode, property: String) -> ColorOrigin? {
        guard let why = Appearance.explain(node, property: property) else { return nil }
        let name = "\(typeName(node)).\(property)"
        if why.hasExplicitValue { return ColorOrigin(kind: .explicitValue, property: name, proxy: nil, location: nil) }
        guard let winner = why.winner else { return nil }
        return ColorOrigin(
            kind: .rule, property: name, proxy: winner.proxyDescription, location: winner.location)
    }

    /// Every catalogued property of `node` with its current value, axis properties once per
    /// axis value (`titleColor[highlighted]`).
    private static func values(of node: any AppearanceNode) -> [(String, Any)] {
        let catalog = AppearanceCatalog.shared
        var result: [(String, Any)] = []
        for name in catalog.propertyNames(of: node.appearanceType) {
            guard let descriptor = catalog.property(named: name, of: node.appearanceType) else { continue }
            if let axisType = descriptor.axisType {
                for axisName in axisType.axisValueNames {
                    guard let axis = axisType.init(axisComponents: [axisName]),
                        let keyPath = descriptor.keyPath(axis: axis),
                        let value = node[keyPath: keyPath]
                    else { continue }
                    result.append(("\(name)[\(axisName)]", value))
                }
            } else if let keyPath = descriptor.keyPath(), let value = node[keyPath: keyPath] {
                result.append((name, value))
            }
        }
        return result
    }

    /// Whether `value` is `color` or holds it (in a dictionary, a collection, an optional or an
    /// object's stored properties), a few levels deep.
    private static func holds(_ value: Any, _ color: Color, depth: Int = 0) -> Bool {
        if let found = value as? Color { return found == color }
        // Another object of the tree (a view held by a property) has its own values.
        guard depth < 4, !(value is any AppearanceNode) else { return false }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            if current.children.contains(where: { holds($0.value, color, depth: depth + 1) }) { return true }
            mirror = current.superclassMirror
        }
        return false
    }

    private static func typeName(_ node: any AppearanceNode) -> String {
        String(describing: type(of: node))
    }
}
