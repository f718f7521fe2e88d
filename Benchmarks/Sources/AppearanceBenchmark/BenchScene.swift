import AppearanceCore

/// A workload put in front of the engine through its public adopter API: one run-time
/// ``AppearanceType`` per workload class (with its superclass), trees of ``BenchNode``s, and the
/// rules recorded as proxy values.
///
/// ```swift
/// let scene = try BenchScene(workload)
/// let tree = scene.buildTree()
/// scene.recordRules()
/// Appearance.resolve(tree.root)
/// scene.digest(of: tree) == workload.expectedUIKit?.initial   // true
/// ```
@MainActor
public final class BenchScene {
    /// The workload.
    public let workload: Workload
    /// The appearance type of each workload class, by class index.
    public let types: [AppearanceType]
    // The root's overrides for the two trait states, made once: a switch only assigns one.
    private let initialOverrides: TraitCollection
    private let switchedOverrides: TraitCollection

    /// A built tree: the root and every node in index (document) order.
    public struct Tree {
        public let root: BenchNode
        public let nodes: [BenchNode]
    }

    /// Defines the workload's classes as run-time appearance types (each call defines new ones).
    ///
    /// - Throws: ``AppearanceTypeError`` when a class's superclass chain is deeper than the
    ///   engine's limit (``AppearanceType/maximumInheritanceDepth``) or there are too many.
    public init(_ workload: Workload) throws {
        self.workload = workload
        var types: [AppearanceType?] = Array(repeating: nil, count: workload.classes.count)
        // Each class is defined after its superclass: the undefined part of its chain is
        // collected first and defined from the top, so a deep chain needs no deep recursion.
        // (The workload has already rejected superclass cycles.)
        var chain: [Int] = []
        for start in workload.classes.indices where types[start] == nil {
            chain.removeAll(keepingCapacity: true)
            var current: Int? = start
            while let index = current, types[index] == nil {
                chain.append(index)
                current = workload.classes[index].superclass
            }
            for index in chain.reversed() {
                let info = workload.classes[index]
                types[index] = try AppearanceType.define(
                    info.name, supertype: info.superclass.flatMap { types[$0] }, instancesOf: BenchNode.self)
            }
        }
        self.types = types.map { $0! }
        initialOverrides = Self.traits(workload.initialTraits)
        switchedOverrides = Self.traits(workload.switchedTraits)
    }

    /// The traits of one window-wide trait state, as the root's overrides carry them.
    public func traits(_ state: Workload.TraitState) -> TraitCollection {
        state == workload.initialTraits
            ? initialOverrides
            : state == workload.switchedTraits ? switchedOverrides : Self.traits(state)
    }

    private static func traits(_ state: Workload.TraitState) -> TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = state.theme.style
            $0.horizontalSizeClass = state.sizeClass.sizeClass
        }
    }

    /// Builds a fresh tree outside any window, the root carrying the initial traits.
    public func buildTree() -> Tree {
        let defaults = workload.defaults
        // Each node's subview array is sized once, as it is created, so that it sits next to
        // its node instead of being reallocated as children arrive.
        var childCounts = [Int](repeating: 0, count: workload.nodeCount)
        for parent in workload.nodeParents where parent >= 0 { childCounts[Int(parent)] += 1 }
        var nodes: [BenchNode] = []
        nodes.reserveCapacity(workload.nodeCount)
        for index in 0..<workload.nodeCount {
            let node = BenchNode(type: types[Int(workload.nodeClasses[index])], defaults: defaults)
            node.reserveChildren(childCounts[index])
            let parent = workload.nodeParents[index]
            if parent >= 0 { nodes[Int(parent)].add(node) }
            nodes.append(node)
        }
        nodes[0].traitOverrides = traits(workload.initialTraits)
        return Tree(root: nodes[0], nodes: nodes)
    }

    /// Records every rule as a proxy value, in ascending `order` (a later order replaces an
    /// earlier value of the same proxy).
    public func recordRules() {
        BenchNode.registerProperties()
        var traitCollections: [[Workload.TraitCondition]: TraitCollection] = [:]
        for rule in workload.rules {
            var traits: TraitCollection?
            if !rule.traits.isEmpty {
                if let known = traitCollections[rule.traits] {
                    traits = known
                } else {
                    let collection = TraitCollection { collection in
                        for condition in rule.traits {
                            switch condition {
                            case .theme(let theme): collection.userInterfaceStyle = theme.style
                            case .sizeClass(let size): collection.horizontalSizeClass = size.sizeClass
                            }
                        }
                    }
                    traitCollections[rule.traits] = collection
                    traits = collection
                }
            }
            let proxy = Appearance.proxy(
                for: types[rule.target], as: BenchNode.self,
                whenContainedIn: rule.containers.map { types[$0] }, traits: traits)
            for (property, value) in rule.values {
                switch (property, value) {
                case (.color, .color(let color)): proxy.color = color
                case (.backgroundColor, .color(let color)): proxy.backgroundColor = color
                case (.borderColor, .color(let color)): proxy.borderColor = color
                case (.borderWidth, .length(let length)): proxy.borderWidth = length
                case (.borderRadius, .length(let length)): proxy.borderRadius = length
                case (.opacity, .opacity(let opacity)): proxy.opacity = opacity
                default: preconditionFailure("\(value) is not a value of \(property.rawValue)")
                }
            }
        }
    }

    /// The digest of the tree's current values (see ``BenchDigest``).
    public func digest(of tree: Tree) -> String {
        var digest = BenchDigest()
        for node in tree.nodes { digest.add(node.values, order: workload.properties) }
        return digest.hex
    }
}

extension Workload.Theme {
    var style: UserInterfaceStyle { self == .dark ? .dark : .light }
}

extension Workload.SizeClass {
    var sizeClass: UserInterfaceSizeClass { self == .compact ? .compact : .regular }
}
