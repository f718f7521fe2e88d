/// One value a proxy recorded, as the test remembers recording it.
struct RecordedRule: Hashable, Sendable, CustomStringConvertible {
    var proxy: ProxyKey
    var property: Property
    var value: Value
    /// Global recording order: a re-set gets a new, later number (R2 and R4 "recorded later").
    var sequence: Int
    /// The scope that recorded it, or `nil` for a global rule (#35).
    var scope: Int? = nil

    var description: String { "\(scope.map { "s\($0): " } ?? "")\(proxy).\(property) = \(value) (#\(sequence))" }
}

/// What identifies a proxy (R1): target class, containers innermost first, and `nil` for the
/// trait-free proxy or the traits a trait proxy requires.
struct ProxyKey: Hashable, Sendable, CustomStringConvertible {
    var target: Kind
    var containers: [Kind]
    var traits: TraitRequirement?

    var description: String {
        var arguments: [String] = []
        if let traits { arguments.append("for: \(traits)") }
        if !containers.isEmpty {
            arguments.append("whenContainedInInstancesOf: [\(containers.map(\.rawValue).joined(separator: ", "))]")
        }
        return "\(target).appearance(\(arguments.joined(separator: ", ")))"
    }
}

/// Where a view sits, as far as resolution cares: its class, its containers from the nearest
/// outward up to and including the window (view controllers where R5 puts them), and its
/// effective traits.
struct ViewPlace: Hashable, Sendable, CustomStringConvertible {
    var kind: Kind
    var containers: [Kind]
    var traits: Traits
    /// The rule sets that reach the view, farthest first: `nil` for the global rules (absent
    /// below an island, R12), then each scope from the outermost view carrying one (R11).
    var layers: [Int?] = [nil]

    var description: String {
        let scoped = layers == [nil] ? "" : " under [\(layers.map { $0.map { "s\($0)" } ?? "global" }.joined(separator: ", "))]"
        return "\(kind) in [\(containers.map(\.rawValue).joined(separator: " < "))] with \(traits)\(scoped)"
    }
}

/// A plain reading of DESIGN R4, written for obviousness rather than speed.
///
/// It lists the rules that apply to a view, puts them in R4's application order by one sort
/// key, and lets each apply in turn, so that the last one standing wins. Explicit values and
/// the return to pre-appearance values (R4.3, R7) are a separate, one-line step.
enum ReferenceResolver {
    /// A rule's place in R4's application order; greater applies later.
    ///
    /// Compared field by field, in the order R4 states its criteria.
    struct Order: Comparable {
        /// 0 for plain proxies (R4.1), 1 for containment proxies (R4.2): containment applies after.
        var phase: Int
        /// R4.2: steps out from the view to the anchor; a farther anchor applies later. 0 for plain.
        var anchor: Int
        /// R4.2: at the same anchor a longer container list applies later. 0 for plain.
        var containerCount: Int
        /// Position of the target in the view's class chain, base class 0: base to leaf.
        var classDepth: Int
        /// -1 for the trait-free proxy, else the number of traits required: trait-free first,
        /// then fewer specified traits before more.
        var traitRank: Int
        /// Between values that still tie, the one recorded later wins.
        var sequence: Int

        static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.phase, lhs.anchor, lhs.containerCount, lhs.classDepth, lhs.traitRank, lhs.sequence)
                < (rhs.phase, rhs.anchor, rhs.containerCount, rhs.classDepth, rhs.traitRank, rhs.sequence)
        }
    }

    /// The rules that apply to a view in `place`, in application order (the last one for a
    /// property gives its value).
    ///
    /// `closestContainerWins` is the opt-in policy of DESIGN §4 (`Appearance.containmentPolicy`),
    /// which changes only the order of anchors: nearer anchors apply later.
    static func applicableRules(
        _ rules: [RecordedRule], at place: ViewPlace, closestContainerWins: Bool = false
    ) -> [RecordedRule] {
        var ordered: [(order: Order, rule: RecordedRule)] = []
        for rule in rules {
            // The target class must be in the view's class chain (a subclass instance matches).
            guard let classDepth = place.kind.chain.firstIndex(of: rule.proxy.target) else { continue }
            // A trait proxy applies only when every trait it specifies equals the view's.
            if let required = rule.proxy.traits, !required.isSatisfied(by: place.traits) { continue }
            let traitRank = rule.proxy.traits?.count ?? -1
            if rule.proxy.containers.isEmpty {
                ordered.append(
                    (
                        Order(
                            phase: 0, anchor: 0, containerCount: 0, classDepth: classDepth,
                            traitRank: traitRank, sequence: rule.sequence), rule
                    ))
            } else if let anchor = anchor(of: rule.proxy.containers, in: place.containers) {
                ordered.append(
                    (
                        Order(
                            phase: 1, anchor: closestContainerWins ? -anchor : anchor,
                            containerCount: rule.proxy.containers.count, classDepth: classDepth,
                            traitRank: traitRank, sequence: rule.sequence), rule
                    ))
            }
        }
        return ordered.sorted { $0.order < $1.order }.map(\.rule)
    }

    /// R4.2's match: each entry, innermost first, is the nearest not yet used ancestor of its
    /// kind farther out than the previous entry's (greedy, gaps allowed, one ancestor per
    /// entry). Returns the steps from the view to the ancestor that satisfied the outermost
    /// entry (1 for the nearest container), or `nil` when the list does not match.
    ///
    /// `containers` never includes the view itself, so a view is never its own container.
    static func anchor(of entries: [Kind], in containers: [Kind]) -> Int? {
        var next = 0
        var anchor: Int?
        for entry in entries {
            guard let found = containers[next...].firstIndex(where: { $0.isKind(of: entry) }) else { return nil }
            anchor = found + 1
            next = found + 1
        }
        return anchor
    }

    /// The appearance value of each property some rule styles at `place`: each rule set that
    /// reaches the view (R11, R12), farthest first, gives its values by R4 (every applicable
    /// rule applies in order, a later one overwriting an earlier one), and a nearer set's value
    /// replaces a farther set's for the same property.
    static func appearanceValues(
        _ rules: [RecordedRule], at place: ViewPlace, closestContainerWins: Bool = false
    ) -> [Property: Value] {
        var values: [Property: Value] = [:]
        for layer in place.layers {
            let layerRules = rules.filter { $0.scope == layer }
            for rule in applicableRules(layerRules, at: place, closestContainerWins: closestContainerWins) {
                values[rule.property] = rule.value
            }
        }
        return values
    }

    /// What a property shows: the app's explicit value wins (R4.3); else the value of the
    /// view's last resolution, if one styled it; else the pre-appearance value (R7). A view
    /// never resolved (never in a window, R3) has no appearance values.
    static func displayedValue(
        of property: Property, explicit: [Property: Value], appearance: [Property: Value]?
    ) -> Value {
        explicit[property] ?? appearance?[property] ?? property.initial
    }
}
