import AppearanceKit

/// The test's own model of a scenario: the proxy records, the tree, the traits and what each
/// view shows, updated step by step from DESIGN alone (no kit object is consulted).
///
/// It knows *when* views are resolved (R2, R3, R6, R7): entering a window or moving inside one
/// resolves the moved subtree; a trait change resolves the changed subtree; a reload resolves
/// a window or all of them; recording a proxy value or setting an explicit value resolves
/// nothing. *What* a resolution gives is ``ReferenceResolver``'s business.
struct ReferenceWorld {
    struct Node {
        var kind: Kind
        /// The class of the view controller owning this root view, if any.
        var controller: Kind?
        var parent: Int?
        /// Windows only: the screen's traits.
        var screen: Traits?
        var styleOverride: UserInterfaceStyle?
        var sizeClassOverride: UserInterfaceSizeClass?
        var controllerStyleOverride: UserInterfaceStyle?
        /// Windows only: the view whose controller is the root view controller.
        var rootController: Int?
        /// Values the app set on the instance (its initializer's included) and not reverted.
        var explicit: [Property: Value]
        /// The appearance values of the last resolution; `nil` if never resolved.
        var appearance: [Property: Value]?
        /// The scope attached to the view (R11).
        var scope: Int?
        /// Whether the view is an island (R12).
        var isolates = false
    }

    private(set) var nodes: [Node] = []
    /// The opt-in containment policy of DESIGN §4 instead of R4.2's.
    let closestContainerWins: Bool
    /// Each proxy's recorded values, with their recording order.
    private var records: [ProxyKey: [Property: (value: Value, sequence: Int)]] = [:]
    private var nextSequence = 0
    /// The records of the last `Appearance.snapshot()`, recording order included.
    private var saved: [ProxyKey: [Property: (value: Value, sequence: Int)]]?
    /// Each scope's records (R11), like ``records`` for the global rules.
    private var scopeRecords: [[ProxyKey: [Property: (value: Value, sequence: Int)]]] = []

    /// What the proxy `key` recorded for `property` (its getter's answer, R2).
    func recordedValue(of property: Property, in key: ProxyKey) -> Value? {
        records[key]?[property]?.value
    }

    /// Every value recorded and not removed.
    var rules: [RecordedRule] {
        var rules = records.flatMap { key, values in
            values.map { RecordedRule(proxy: key, property: $0.key, value: $0.value.value, sequence: $0.value.sequence) }
        }
        for (scope, records) in scopeRecords.enumerated() {
            rules += records.flatMap { key, values in
                values.map {
                    RecordedRule(proxy: key, property: $0.key, value: $0.value.value, sequence: $0.value.sequence, scope: scope)
                }
            }
        }
        return rules
    }

    /// Sets up as ``KitWorld`` does: rules, then windows (resolved as they are created), then
    /// views with their explicit values and overrides, then attachments in order.
    init(_ scenario: Scenario) {
        closestContainerWins = scenario.closestContainerWins
        scopeRecords = Array(repeating: [:], count: scenario.scopeCount)
        for rule in scenario.rules { record(rule) }
        for traits in scenario.windows {
            nodes.append(Node(kind: .window, screen: traits, explicit: [:]))
            resolve(subtreeOf: nodes.count - 1)
        }
        for view in scenario.views {
            var explicit = view.kind.initializerValues
            explicit.merge(view.explicit) { $1 }
            nodes.append(
                Node(
                    kind: view.kind, controller: view.controller, styleOverride: view.styleOverride,
                    sizeClassOverride: view.sizeClassOverride, explicit: explicit, scope: view.scope,
                    isolates: view.isolates))
        }
        for (offset, view) in scenario.views.enumerated() {
            if let parent = view.parent { _ = apply(.move(scenario.windows.count + offset, into: parent)) }
        }
    }

    // MARK: - Structure

    /// The window a node is in, if any (a window is in itself).
    func window(of node: Int) -> Int? {
        var current = node
        while let parent = nodes[current].parent { current = parent }
        return nodes[current].kind == .window ? current : nil
    }

    /// `node` and everything below it.
    func subtree(of node: Int) -> [Int] {
        [node] + nodes.indices.filter { nodes[$0].parent == node }.flatMap { subtree(of: $0) }
    }

    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var current: Int? = node
        while let candidate = current {
            if candidate == ancestor { return true }
            current = nodes[candidate].parent
        }
        return false
    }

    /// R5: superviews up to the window, nearest first, a view controller between its root view
    /// and that view's superview.
    func containers(of node: Int) -> [Kind] {
        var containers: [Kind] = []
        var current = node
        while true {
            if let controller = nodes[current].controller { containers.append(controller) }
            guard let parent = nodes[current].parent else { return containers }
            containers.append(nodes[parent].kind)
            current = parent
        }
    }

    /// R6: the window's screen traits, then every override from the window down to the node
    /// (a controller's before its root view's own).
    func traits(of node: Int) -> Traits? {
        guard let window = window(of: node), var traits = nodes[window].screen else { return nil }
        var path: [Int] = []
        var current: Int? = node
        while let next = current {
            path.insert(next, at: 0)
            current = nodes[next].parent
        }
        for index in path {
            let node = nodes[index]
            if let style = node.controllerStyleOverride { traits.style = style }
            if let size = node.sizeClassOverride { traits.sizeClass = size }
            if let style = node.styleOverride { traits.style = style }
        }
        return traits
    }

    /// R11, R12: the rule sets that reach the node, farthest first: the global rules, unless
    /// an island is on the path from the window down to the node (the node included), then the
    /// scope of each view on that path from the last island down, each scope once, at its
    /// nearest place.
    func layers(of node: Int) -> [Int?] {
        var path: [Int] = []
        var current: Int? = node
        while let next = current {
            path.insert(next, at: 0)
            current = nodes[next].parent
        }
        var layers: [Int?] = [nil]
        for index in path {
            if nodes[index].isolates { layers = [] }
            // A scope met again counts once, where it is nearest.
            if let scope = nodes[index].scope {
                layers.removeAll { $0 == scope }
                layers.append(scope)
            }
        }
        return layers
    }

    /// Where the node sits, or `nil` outside windows (R3: no values there).
    func place(of node: Int) -> ViewPlace? {
        guard let traits = traits(of: node) else { return nil }
        return ViewPlace(kind: nodes[node].kind, containers: containers(of: node), traits: traits, layers: layers(of: node))
    }

    /// What the node's property shows now.
    func displayedValue(of property: Property, at node: Int) -> Value {
        ReferenceResolver.displayedValue(of: property, explicit: nodes[node].explicit, appearance: nodes[node].appearance)
    }

    // MARK: - Changes

    /// Resolves `node` and its subtree for where they are now, if in a window.
    private mutating func resolve(subtreeOf node: Int) {
        guard window(of: node) != nil else { return }
        let rules = rules
        for member in subtree(of: node) {
            if let place = place(of: member) {
                nodes[member].appearance = ReferenceResolver.appearanceValues(
                    rules, at: place, closestContainerWins: closestContainerWins)
            }
        }
    }

    private mutating func record(_ rule: Scenario.RuleSpec) {
        if let scope = rule.scope {
            if let value = rule.value {
                scopeRecords[scope][rule.proxy, default: [:]][rule.property] = (value, nextSequence)
                nextSequence += 1
            } else {
                scopeRecords[scope][rule.proxy]?[rule.property] = nil
            }
            return
        }
        if let value = rule.value {
            records[rule.proxy, default: [:]][rule.property] = (value, nextSequence)
            nextSequence += 1
        } else {
            records[rule.proxy]?[rule.property] = nil
        }
    }

    /// Applies `step` to the model. Returns `false` (and changes nothing) for a step that
    /// cannot run here, which the kit then skips too.
    mutating func apply(_ step: Scenario.Step) -> Bool {
        switch step {
        case .move(let node, let parent):
            guard nodes[node].kind != .window, !isDescendant(parent, of: node) else { return false }
            nodes[node].parent = parent
            resolve(subtreeOf: node)  // R3: entering a window, or moving inside one
        case .remove(let node):
            guard nodes[node].parent != nil else { return false }
            nodes[node].parent = nil  // keeps its values
        case .record(let rule):
            record(rule)  // R2: no view changes
            // R11: a scope's `record` restyles the subtrees of the views carrying it.
            if let scope = rule.scope {
                for node in nodes.indices where nodes[node].scope == scope { resolve(subtreeOf: node) }
            }
        case .resetProxy(let key):
            records[key] = nil
        case .resetAll:
            records = [:]  // R8: views keep their values until resolved again
        case .switchTheme(let rules):
            records = [:]
            for rule in rules { record(rule) }
            for window in nodes.indices where nodes[window].kind == .window { resolve(subtreeOf: window) }
        case .snapshot:
            saved = records
        case .restore:
            guard let saved else { return false }
            records = saved  // like a proxy set: no view changes (R2, R8)
        case .prepare:
            break
        case .reloadAll:
            for window in nodes.indices where nodes[window].kind == .window { resolve(subtreeOf: window) }
        case .reloadWindow(let window):
            resolve(subtreeOf: window)
        case .setExplicit(let node, let property, let value):
            nodes[node].explicit[property] = value
        case .revert(let node, let property):
            nodes[node].explicit[property] = nil
        case .screenStyle(let window, let style):
            guard nodes[window].screen?.style != style else { return true }
            nodes[window].screen?.style = style
            resolve(subtreeOf: window)
        case .screenSizeClass(let window, let size):
            guard nodes[window].screen?.sizeClass != size else { return true }
            nodes[window].screen?.sizeClass = size
            resolve(subtreeOf: window)
        case .screenVerticalSizeClass(let window, let size):
            guard nodes[window].screen?.verticalSizeClass != size else { return true }
            nodes[window].screen?.verticalSizeClass = size
            resolve(subtreeOf: window)
        case .screenContrast(let window, let contrast):
            guard nodes[window].screen?.contrast != contrast else { return true }
            nodes[window].screen?.contrast = contrast
            resolve(subtreeOf: window)
        case .screenContentSize(let window, let size):
            guard nodes[window].screen?.contentSize != size else { return true }
            nodes[window].screen?.contentSize = size
            resolve(subtreeOf: window)
        case .overrideStyle(let node, let style):
            guard nodes[node].styleOverride != style else { return true }
            nodes[node].styleOverride = style
            resolve(subtreeOf: node)  // R6
        case .overrideSizeClass(let node, let size):
            guard nodes[node].sizeClassOverride != size else { return true }
            nodes[node].sizeClassOverride = size
            resolve(subtreeOf: node)
        case .setRootViewController(let window, let node):
            guard nodes[node].controller != nil else { return false }
            guard nodes[window].rootController != node else { return true }
            if let old = nodes[window].rootController { _ = apply(.remove(old)) }
            nodes[window].rootController = node
            return apply(.move(node, into: window))
        case .overrideControllerStyle(let node, let style):
            guard nodes[node].controller != nil else { return false }
            guard nodes[node].controllerStyleOverride != style else { return true }
            nodes[node].controllerStyleOverride = style
            resolve(subtreeOf: node)
        case .attachScope(let node, let scope):
            guard nodes[node].kind != .window else { return false }
            guard nodes[node].scope != scope else { return true }
            nodes[node].scope = scope
            resolve(subtreeOf: node)  // R11: in place
        case .isolate(let node, let isolates):
            guard nodes[node].kind != .window else { return false }
            guard nodes[node].isolates != isolates else { return true }
            nodes[node].isolates = isolates
            resolve(subtreeOf: node)  // R12: in place
        }
        return true
    }
}
