#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A benchmark workload as `gen_workload.py` writes it (`workload.json`, format
/// `appearance-workload`, version 1; see `Benchmarks/chromium/README.md`), checked and
/// converted to compact values.
///
/// ```swift
/// let workload = try Workload(contentsOf: "/tmp/wl/workload.json")
/// workload.nodeCount   // 10000
/// ```
public struct Workload: Sendable {
    /// The generator's parameters (`n`, `rules`, `depth`, `classes`, `seed`, ...), as numbers.
    public let parameters: [String: Double]
    /// The properties in digest order.
    public let properties: [BenchProperty]
    /// The values a view has before any rule sets them.
    public let defaults: BenchValues
    /// The window's traits before and after the switch (`theme` and `sizeClass`).
    public let initialTraits: TraitState
    public let switchedTraits: TraitState
    /// The view classes; index 0 is the root class.
    public let classes: [Class]
    /// Per node, in index (document) order: its class and its parent (-1 for the root).
    public let nodeClasses: [Int32]
    public let nodeParents: [Int32]
    /// The rules in ascending `order`.
    public let rules: [Rule]
    /// The digests R4 precedence (Rules.md) gives (`expected_uikit`), if the generator wrote them.
    public let expectedUIKit: ExpectedDigests?

    /// A view class: a name and the index of its superclass.
    public struct Class: Sendable, Hashable {
        public let name: String
        public let superclass: Int?
    }

    /// The window-wide traits of one state.
    public struct TraitState: Sendable, Hashable {
        /// `light` or `dark`.
        public let theme: Theme
        /// `regular` or `compact`.
        public let sizeClass: SizeClass

        public init(theme: Theme, sizeClass: SizeClass) {
            self.theme = theme
            self.sizeClass = sizeClass
        }
    }

    /// The `theme` trait.
    public enum Theme: String, Sendable, Hashable { case light, dark }
    /// The `sizeClass` trait.
    public enum SizeClass: String, Sendable, Hashable { case regular, compact }

    /// One trait condition of a rule (all of a rule's conditions must hold).
    public enum TraitCondition: Sendable, Hashable {
        case theme(Theme)
        case sizeClass(SizeClass)
    }

    /// One appearance rule.
    public struct Rule: Sendable {
        /// The target class (the chain's last class).
        public let target: Int
        /// The containers, innermost first (the chain's other classes, reversed).
        public let containers: [Int]
        /// Trait conditions; empty for a rule that always holds.
        public let traits: [TraitCondition]
        /// The values, in workload property order.
        public let values: [(BenchProperty, BenchPropertyValue)]
        /// The rule's `order`: later orders win ties.
        public let order: Int
    }

    /// Expected digests of the two trait states.
    public struct ExpectedDigests: Sendable, Hashable {
        public let initial: String
        public let switched: String
    }

    /// The number of views.
    public var nodeCount: Int { nodeClasses.count }

    /// Reads and checks `workload.json`.
    ///
    /// - Throws: ``WorkloadError`` when the file cannot be read or does not describe a valid
    ///   workload (unknown property, class index out of range, parent after child, ...).
    public init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw WorkloadError("cannot read \(path): \(error)")
        }
        try self.init(json: data)
    }

    /// Decodes and checks the JSON text of a workload.
    public init(json data: Data) throws {
        let raw: RawWorkload
        do {
            raw = try JSONDecoder().decode(RawWorkload.self, from: data)
        } catch {
            throw WorkloadError("not a workload.json: \(error)")
        }
        guard raw.format == "appearance-workload", raw.version == 1 else {
            throw WorkloadError("unsupported format \(raw.format) version \(raw.version) (expected appearance-workload 1)")
        }
        parameters = raw.params.compactMapValues(\.number)

        // Properties and defaults.
        var properties: [BenchProperty] = []
        var defaults = BenchValues(
            color: BenchColor(rgb: 0), backgroundColor: .transparent, borderColor: BenchColor(rgb: 0),
            borderWidth: 0, borderRadius: 0, opacity: BenchOpacity(hundredths: 100))
        for property in raw.properties {
            guard let known = BenchProperty(rawValue: property.name) else {
                throw WorkloadError(
                    "unknown property \(property.name) (known: \(BenchProperty.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard !properties.contains(known) else { throw WorkloadError("property \(property.name) listed twice") }
            properties.append(known)
            defaults[known] = try known.value(property.default)
        }
        self.properties = properties
        self.defaults = defaults

        initialTraits = try Self.traitState(raw.traits["initial"], "initial")
        switchedTraits = try Self.traitState(raw.traits["switched"], "switched")

        // Classes.
        var classIndex: [String: Int] = [:]
        for (index, rawClass) in raw.classes.enumerated() {
            if let superclass = rawClass.super, !raw.classes.indices.contains(superclass) || superclass == index {
                throw WorkloadError("class \(rawClass.name): superclass index \(superclass) out of range")
            }
            guard classIndex.updateValue(index, forKey: rawClass.name) == nil else {
                throw WorkloadError("class \(rawClass.name) defined twice")
            }
        }
        classes = raw.classes.map { Class(name: $0.name, superclass: $0.super) }
        for start in classes.indices {
            var seen = 0, current: Int? = start
            while let index = current {
                seen += 1
                guard seen <= classes.count else { throw WorkloadError("class \(classes[start].name): superclass cycle") }
                current = classes[index].superclass
            }
        }

        // Nodes.
        var nodeClasses: [Int32] = [], nodeParents: [Int32] = []
        nodeClasses.reserveCapacity(raw.nodes.count)
        nodeParents.reserveCapacity(raw.nodes.count)
        for (index, node) in raw.nodes.enumerated() {
            guard node.count == 2, raw.classes.indices.contains(node[0]) else {
                throw WorkloadError("node \(index): expected [class index, parent index], got \(node)")
            }
            let parent = node[1]
            guard index == 0 ? parent == -1 : (0..<index).contains(parent) else {
                throw WorkloadError("node \(index): parent \(parent) must be -1 for node 0, else an earlier node")
            }
            nodeClasses.append(Int32(node[0]))
            nodeParents.append(Int32(parent))
        }
        guard !nodeClasses.isEmpty else { throw WorkloadError("the workload has no nodes") }
        self.nodeClasses = nodeClasses
        self.nodeParents = nodeParents

        // Rules.
        var rules: [Rule] = []
        for (position, rawRule) in raw.rules.enumerated() {
            let where_ = "rule \(position) (order \(rawRule.order))"
            let chain = try rawRule.chain.map { name in
                guard let index = classIndex[name] else { throw WorkloadError("\(where_): unknown class \(name)") }
                return index
            }
            guard let target = chain.last else { throw WorkloadError("\(where_): empty chain") }
            let traits = try rawRule.traits.sorted { $0.key < $1.key }.map { key, value in
                guard let condition = TraitCondition(key: key, value: value) else {
                    throw WorkloadError("\(where_): unknown trait \(key)=\(value) (known: theme=light|dark, sizeClass=regular|compact)")
                }
                return condition
            }
            var values: [(BenchProperty, BenchPropertyValue)] = []
            for (name, value) in rawRule.props {
                guard let property = BenchProperty(rawValue: name) else {
                    throw WorkloadError("\(where_): unknown property \(name)")
                }
                do {
                    values.append((property, try property.value(value)))
                } catch let error as WorkloadError {
                    throw WorkloadError("\(where_): \(error.message)")
                }
            }
            values.sort { properties.firstIndex(of: $0.0) ?? 0 < properties.firstIndex(of: $1.0) ?? 0 }
            rules.append(
                Rule(
                    target: target, containers: chain.dropLast().reversed(), traits: traits, values: values,
                    order: rawRule.order))
        }
        self.rules = rules.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)

        expectedUIKit = raw.expected_uikit.flatMap { expected in
            guard let initial = expected["initial"]?.digest, let switched = expected["switched"]?.digest else { return nil }
            return ExpectedDigests(initial: initial, switched: switched)
        }
    }

    private static func traitState(_ raw: [String: String]?, _ label: String) throws -> TraitState {
        guard let raw else { throw WorkloadError("traits.\(label) is missing") }
        var theme = Theme.light, sizeClass = SizeClass.regular
        for (key, value) in raw {
            switch TraitCondition(key: key, value: value) {
            case .theme(let value): theme = value
            case .sizeClass(let value): sizeClass = value
            case nil: throw WorkloadError("traits.\(label): unknown trait \(key)=\(value)")
            }
        }
        return TraitState(theme: theme, sizeClass: sizeClass)
    }
}

extension Workload.TraitCondition {
    init?(key: String, value: String) {
        switch key {
        case "theme": guard let theme = Workload.Theme(rawValue: value) else { return nil }; self = .theme(theme)
        case "sizeClass": guard let size = Workload.SizeClass(rawValue: value) else { return nil }; self = .sizeClass(size)
        default: return nil
        }
    }
}

/// Why a workload could not be loaded.
public struct WorkloadError: Error, CustomStringConvertible {
    /// What is wrong, and where.
    public let message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}

// MARK: - JSON shape

/// The file as written, before checking.
private struct RawWorkload: Decodable {
    let format: String
    let version: Int
    let params: [String: JSONScalar]
    let properties: [RawProperty]
    let traits: [String: [String: String]]
    let classes: [RawClass]
    let nodes: [[Int]]
    let rules: [RawRule]
    let expected_uikit: [String: RawExpected]?

    struct RawProperty: Decodable {
        let name: String
        let `default`: JSONScalar
    }

    struct RawClass: Decodable {
        let name: String
        let `super`: Int?
    }

    struct RawRule: Decodable {
        let chain: [String]
        let traits: [String: String]
        let props: [String: JSONScalar]
        let order: Int
    }

    struct RawExpected: Decodable {
        let digest: String
    }
}

/// A JSON string, number, boolean or null.
enum JSONScalar: Decodable, Sendable {
    case string(String)
    case number(Double)
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else {
            self = .other
        }
    }

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

// MARK: - Properties

/// The six properties of the workload.
public enum BenchProperty: String, Sendable, Hashable, CaseIterable {
    case color
    case backgroundColor = "background-color"
    case borderColor = "border-color"
    case borderWidth = "border-width"
    case borderRadius = "border-radius"
    case opacity

    fileprivate func value(_ scalar: JSONScalar) throws -> BenchPropertyValue {
        switch self {
        case .color, .backgroundColor, .borderColor:
            guard case .string(let text) = scalar, let color = BenchColor(parsing: text) else {
                throw WorkloadError("\(rawValue): expected #rrggbb or transparent, got \(scalar)")
            }
            return .color(color)
        case .borderWidth, .borderRadius:
            guard case .number(let number) = scalar, number == number.rounded(), abs(number) < 1e9 else {
                throw WorkloadError("\(rawValue): expected a whole number of points, got \(scalar)")
            }
            return .length(Int32(number))
        case .opacity:
            guard case .number(let number) = scalar, let opacity = BenchOpacity(number) else {
                throw WorkloadError("\(rawValue): expected a number from 0 to 1, got \(scalar)")
            }
            return .opacity(opacity)
        }
    }
}

/// One property value of a rule.
public enum BenchPropertyValue: Sendable, Hashable {
    case color(BenchColor)
    case length(Int32)
    case opacity(BenchOpacity)
}

extension BenchValues {
    /// One value by property.
    public subscript(property: BenchProperty) -> BenchPropertyValue {
        get {
            switch property {
            case .color: .color(color)
            case .backgroundColor: .color(backgroundColor)
            case .borderColor: .color(borderColor)
            case .borderWidth: .length(borderWidth)
            case .borderRadius: .length(borderRadius)
            case .opacity: .opacity(opacity)
            }
        }
        set {
            switch (property, newValue) {
            case (.color, .color(let value)): color = value
            case (.backgroundColor, .color(let value)): backgroundColor = value
            case (.borderColor, .color(let value)): borderColor = value
            case (.borderWidth, .length(let value)): borderWidth = value
            case (.borderRadius, .length(let value)): borderRadius = value
            case (.opacity, .opacity(let value)): opacity = value
            default: preconditionFailure("\(newValue) is not a value of \(property.rawValue)")
            }
        }
    }
}
