/// Builds ``AppearanceExplanation``s by re-running resolution for one object and one property,
/// keeping every candidate instead of only the winner.
@MainActor
enum Explainer {
    /// What decides whether a rule matches one node: its class chain, its containers (R5), its
    /// traits and its style classes, as a fresh walk would see them.
    @MainActor
    struct MatchContext {
        let type: Int32
        let ancestry: ContiguousArray<Int32>
        let ancestors: [ContainerAncestor]
        let traits: TraitCollection
        let classes: Set<String>

        init(_ node: any AppearanceNode) {
            type = ContainerStack.typeIndex(of: node)
            ancestry = TypeTable.shared.infos[Int(type)].ancestry
            let (ancestors, traitsID) = ContainerStack.context(of: node)
            self.ancestors = ancestors
            traits = RuleIndexCache.shared.traits[traitsID]
            classes = Set(node.appearanceStyleClasses)
        }

        /// Whether `record` matches the node: its precedence when it does (R4), else why not.
        func match(_ record: ProxyRecord) -> (precedence: RulePrecedence?, outcome: AppearanceExplanation.Outcome) {
            let depth = ancestry.count - 1 - ancestry.firstIndex(of: record.key.target)!
            let part = RulePrecedence.StaticPart(
                containerCount: record.key.containers.count, hasStyleClass: record.key.styleClass != nil,
                classDepth: depth, traitRank: record.key.traits.map(\.specifiedCount) ?? -1)
            if let styleClass = record.key.styleClass, !classes.contains(styleClass) { return (nil, .styleClassMissing) }
            if let required = record.key.traits, !required.isSatisfied(by: traits) { return (nil, .traitMismatch) }
            if record.key.containers.isEmpty { return (RulePrecedence(anchor: 0, part), .won) }
            if let anchor = GreedyContainerMatch.anchor(of: ContiguousArray(record.key.containers), in: ancestors) {
                return (RulePrecedence(anchor: anchor, part), .won)
            }
            return (nil, .containersNotFound)
        }
    }

    /// The rule sets that reach a node (R11, R12), farthest first: the global rules unless an
    /// island is on its path, then each scope attached on the path below the last island; and
    /// the sets an island keeps out, with the island's name. Which sets reach, and in what
    /// order, is ``ScopeLayering``'s answer, as for the walk: explanations add only how to
    /// name them.
    @MainActor
    struct Layers {
        struct Layer {
            let index: RuleIndex
            let scope: AppearanceScope?
            /// How explanations name the scope, `nil` for the global rules.
            let label: AppearanceExplanation.Scope?
        }

        private(set) var reaching: [Layer] = []
        private(set) var keptOut: [Layer] = []
        /// The island nearest the node, if any.
        private(set) var island: String?

        /// A scope in force, as explanations keep it in a ``ScopeLayering``.
        private struct ScopeInForce: ScopeLayeringMember {
            let scope: AppearanceScope
        }

        init(_ node: any AppearanceNode) {
            var scopes = ScopeLayering<ScopeInForce>()
            // The nearest node on the path so far that carries each scope: explanations name a
            // scope by the node it is attached to there.
            var carriers: [ObjectIdentifier: String] = [:]
            func layers(globalRules: Bool, _ inForce: [ScopeInForce]) -> [Layer] {
                let global = globalRules ? [Layer(index: RuleIndexCache.shared.index, scope: nil, label: nil)] : []
                return global
                    + inForce.map { layer in
                        // Every scope in force was brought in at a carrier on the path.
                        let carrier = carriers[ObjectIdentifier(layer.scope)]!
                        let label = AppearanceExplanation.Scope(name: layer.scope.name, attachedTo: carrier)
                        return Layer(index: layer.scope.index, scope: layer.scope, label: label)
                    }
            }
            var keptOut: [Layer] = []
            var island: String?
            // The walk brings in the scopings on the path the same way, from the top down.
            let path = ContainerStack.containers(above: node).compactMap { $0 as? any AppearanceNode } + [node]
            for carrier in path {
                guard let scoping = carrier.appearanceState.scoping else { continue }
                scopes.activate(scoping, makeLayer: ScopeInForce.init) { globalRules, hidden in
                    keptOut += layers(globalRules: globalRules, hidden)
                    island = carrier.appearanceDebugName
                }
                if let scope = scoping.scope { carriers[ObjectIdentifier(scope)] = carrier.appearanceDebugName }
            }
            self.keptOut = keptOut
            self.island = island
            reaching = layers(globalRules: scopes.globalRulesReach, scopes.layers)
        }
    }

    /// A rule that reaches the explained property, and how it fared.
    struct Found {
        let record: ProxyRecord
        let property: Int32
        let value: ProxyRecord.RecordedValue
        let precedence: RulePrecedence?
        var outcome: AppearanceExplanation.Outcome
        /// The rule set's place among those reaching the node (R11: nearer applies later).
        let layer: Int
        let scope: AppearanceExplanation.Scope?
        /// 0 for the node's own rules; higher for a containing object's rules that set the
        /// property through a sub-object, nearer containers higher (R13: they apply over the
        /// node's own rules, the nearest last).
        var tier = 0
        /// How the property is named in the explanation, when not by its own name.
        var displayName: String?
    }

    static func explain(_ node: any AppearanceNode, properties: [Int32], name: String) -> AppearanceExplanation {
        let types = TypeTable.shared, table = ProxyRegistry.shared.properties
        let context = MatchContext(node)
        let layers = Layers(node)
        let (type, ancestry) = (context.type, context.ancestry)
        // A name can belong to unrelated classes; only key paths this node's class has count.
        let properties = properties.filter { types.isKind(type, of: table.info($0).root.index) }
        // Key paths rooted at different classes of the chain can reach one storage: group them.
        let storages = Set(properties.compactMap { table.info($0).probe(node).storage })
        var wanted = Set(properties)
        for layer in layers.reaching + layers.keptOut {
            for record in layer.index.records(targeting: ancestry) {
                for property in record.values.keys where !wanted.contains(property) {
                    if let storage = table.info(property).probe(node).storage, storages.contains(storage) {
                        wanted.insert(property)
                    }
                }
            }
        }

        var found: [Found] = []
        for (number, layer) in layers.reaching.enumerated() {
            for record in layer.index.records(targeting: ancestry) {
                for (property, value) in record.values where wanted.contains(property) {
                    let (precedence, outcome) = context.match(record)
                    found.append(
                        Found(
                            record: record, property: property, value: value, precedence: precedence, outcome: outcome,
                            layer: number, scope: layer.label))
                }
            }
        }
        // R13: containers' rules for the node as their sub-object, by the storages explained.
        let explainedStorages = Set(properties.compactMap { table.info($0).probe(node).storage })
        for rule in containerRules(for: node) where explainedStorages.contains(rule.storage) {
            var entry = rule.found
            entry.displayName =
                table.info(entry.property).name
                ?? "\(table.info(entry.property).subobjectName ?? "subobject").\(name)"
            found.append(entry)
        }
        // R12 (Rules.md): what an island keeps out is listed, and why it does not apply.
        for layer in layers.keptOut {
            for record in layer.index.records(targeting: ancestry) {
                for (property, value) in record.values where wanted.contains(property) {
                    found.append(
                        Found(
                            record: record, property: property, value: value, precedence: nil,
                            outcome: .isolated(by: layers.island ?? "an island"), layer: -1, scope: layer.label))
                }
            }
        }
        // R10, R11 (Rules.md): matched rules in application order (farther rule sets first, then
        // R4), ties by recording order; the rest after them, with why they did not match.
        var matched = found.filter { $0.precedence != nil }
            .sorted {
                ($0.tier, $0.layer, $0.precedence!, $0.value.sequence) < ($1.tier, $1.layer, $1.precedence!, $1.value.sequence)
            }
        let unmatched = found.filter { $0.precedence == nil }.sorted { $0.value.sequence < $1.value.sequence }
        let explicit = properties.contains { table.info($0).probe(node).explicit }
        for index in matched.indices {
            if index == matched.count - 1 {
                matched[index].outcome = explicit ? .overriddenByExplicitValue : .won
            } else {
                matched[index].outcome = .outranked(by: matched.count - 1)
            }
        }
        let rules = (matched + unmatched).map { item in
            var rule = AppearanceRule(
                id: item.value.sequence, target: types.infos[Int(item.record.key.target)].name,
                containers: item.record.key.containers.map { types.infos[Int($0)].name },
                traits: item.record.key.traits, styleClass: item.record.key.styleClass,
                // A key path rooted at a subclass (`\AppHeadline.textColor`, from
                // `AppHeadline.appearance()`) reaches the same storage as the named one: the
                // explained name.
                property: item.displayName ?? table.info(item.property).name ?? name,
                value: describe(item.value.box.anyValue), location: item.value.location)
            rule.scope = item.scope.map { AppearanceRule.scopeDescription(name: $0.name) }
            return AppearanceExplanation.Rule(rule: rule, precedence: item.precedence, outcome: item.outcome, scope: item.scope)
        }
        let value = properties.first.map { table.info($0).get(node).anyValue }
        var explanation = AppearanceExplanation(
            typeName: types.infos[Int(type)].name, property: name, rules: rules,
            hasExplicitValue: explicit, currentValue: value.map(describe))
        if let resolved = value.flatMap(traitDependent)?.appearanceDescription(resolvedIn: context.traits) {
            explanation.resolvedValue = resolved
            explanation.resolvedTraits = context.traits
        }
        return explanation
    }

    /// How many containers up explanations look for rules set through sub-objects: a
    /// sub-object is a container's subview or one level deeper (a cell's labels sit in its
    /// content view).
    static let subobjectSearchDepth = 3

    /// A rule of one of `node`'s containers that sets a property of `node` through it as the
    /// container's sub-object (R13), matched against the container.
    struct ContainerRule {
        /// The rule as explanations list it, in a tier above the node's own rules (nearer
        /// containers higher: the order they apply in).
        let found: Found
        /// The scope whose rule set holds it, if any.
        let scope: AppearanceScope?
        /// Where the value lands, as an offset in `node` (as the node's own properties' are).
        let storage: PropertyTable.Info.Storage
        /// Whether the node holds an explicit value there.
        let explicit: Bool
    }

    /// The rules of `node`'s containers, up to ``subobjectSearchDepth`` of them, that set a
    /// property of `node` through it as their sub-object
    /// (`SearchBar.appearance().searchTextField.textColor` for the search field), R13.
    static func containerRules(for node: any AppearanceNode) -> [ContainerRule] {
        let table = ProxyRegistry.shared.properties, types = TypeTable.shared
        guard table.infos.contains(where: \.reachesStyledSubobject) else { return [] }
        var result: [ContainerRule] = []
        var distance = 0
        var current = node.appearanceContainer
        while let container = current, distance < subobjectSearchDepth {
            current = container.appearanceContainer
            guard let holder = container as? any AppearanceNode else { continue }
            distance += 1
            let context = MatchContext(holder)
            for (number, layer) in Layers(holder).reaching.enumerated() {
                for record in layer.index.records(targeting: context.ancestry) {
                    for (property, value) in record.values where table.info(property).reachesStyledSubobject {
                        let info = table.info(property)
                        guard types.isKind(context.type, of: info.root.index), let path = info.subobjectPath,
                            let subobject = PropertyTable.read(path, of: holder) as? AnyObject, subobject === node
                        else { continue }
                        let probe = info.probe(holder)
                        guard let reached = probe.storage else { continue }
                        // The storage lies at another distance from the container than from the node.
                        let offset = Int(
                            bitPattern: UInt(bitPattern: ObjectIdentifier(holder)) &+ UInt(bitPattern: reached.offset)
                                &- UInt(bitPattern: ObjectIdentifier(node)))
                        let (precedence, outcome) = context.match(record)
                        var found = Found(
                            record: record, property: property, value: value, precedence: precedence, outcome: outcome,
                            layer: number, scope: layer.label)
                        found.tier = subobjectSearchDepth + 1 - distance
                        result.append(
                            ContainerRule(
                                found: found, scope: layer.scope,
                                storage: PropertyTable.Info.Storage(offset: offset, axis: reached.axis), explicit: probe.explicit))
                    }
                }
            }
        }
        return result
    }

    /// `value` (unwrapped from an optional) when it depends on traits.
    static func traitDependent(_ value: Any) -> (any AppearanceTraitDependentValue)? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { traitDependent($0.value) } }
        return value as? any AppearanceTraitDependentValue
    }

    /// Prints optionals without `Optional(...)`.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped)
        }
        if let described = value as? any AppearanceValueDescribing { return described.appearanceDescription }
        return String(describing: value)
    }
}

extension Explainer {
    /// The rule of `record`'s value for `property`.
    static func rule(
        _ record: ProxyRecord, property: Int32, value: ProxyRecord.RecordedValue, scope: AppearanceScope? = nil
    ) -> AppearanceRule {
        let types = TypeTable.shared
        var rule = AppearanceRule(
            id: value.sequence, target: types.infos[Int(record.key.target)].name,
            containers: record.key.containers.map { types.infos[Int($0)].name }, traits: record.key.traits,
            styleClass: record.key.styleClass, property: ProxyRegistry.shared.properties.info(property).displayName,
            value: describe(value.box.anyValue), location: value.location)
        rule.scope = scope.map { AppearanceRule.scopeDescription(name: $0.name) }
        return rule
    }

    /// Every value `registry` holds (the app's, or `scope`'s), in recording order.
    static func rules(of registry: ProxyRegistry, scope: AppearanceScope?) -> [AppearanceRule] {
        registry.recordsInCreationOrder
            .flatMap { record in record.values.map { rule(record, property: $0.key, value: $0.value, scope: scope) } }
            .sorted { $0.id < $1.id }
    }

    /// Every rule that matches `node`, grouped by the storage its property reaches, and in each
    /// group which one applies (R4): the last in application order, unless the node holds an
    /// explicit value.
    static func ruleMatches(_ node: any AppearanceNode) -> [AppearanceRuleMatch] {
        let types = TypeTable.shared, table = ProxyRegistry.shared.properties
        let context = MatchContext(node)
        let (type, ancestry) = (context.type, context.ancestry)
        struct Candidate {
            /// Tier (R13: containers' rules for the node as a sub-object apply over its own),
            /// rule set, precedence, recording order.
            let order: (Int, Int, RulePrecedence, UInt64)
            let rule: AppearanceRule
        }
        var groups: [PropertyTable.Info.Storage: (candidates: [Candidate], explicit: Bool)] = [:]
        // R11, R12: the rule sets that reach the node, nearer ones applying later.
        for (layerNumber, layer) in Layers(node).reaching.enumerated() {
            for record in layer.index.records(targeting: ancestry) {
                for (property, value) in record.values where types.isKind(type, of: table.info(property).root.index) {
                    let (precedence, _) = context.match(record)
                    guard let precedence else { continue }
                    let probe = table.info(property).probe(node)
                    guard let storage = probe.storage else { continue }
                    let candidate = Candidate(
                        order: (0, layerNumber, precedence, value.sequence),
                        rule: rule(record, property: property, value: value, scope: layer.scope))
                    groups[storage, default: ([], false)].candidates.append(candidate)
                    if probe.explicit { groups[storage]!.explicit = true }
                }
            }
        }
        // R13: containers' rules that set the node's properties through it as their sub-object.
        for container in containerRules(for: node) {
            let found = container.found
            guard let precedence = found.precedence else { continue }
            let candidate = Candidate(
                order: (found.tier, found.layer, precedence, found.value.sequence),
                rule: rule(found.record, property: found.property, value: found.value, scope: container.scope))
            groups[container.storage, default: ([], false)].candidates.append(candidate)
            if container.explicit { groups[container.storage]!.explicit = true }
        }
        var matches: [AppearanceRuleMatch] = []
        for (_, group) in groups {
            let ordered = group.candidates.sorted { $0.order < $1.order }
            let winner = ordered.last!.rule
            for candidate in ordered {
                let won = candidate.rule == winner
                matches.append(
                    AppearanceRuleMatch(
                        rule: candidate.rule, outrankedBy: won ? nil : winner,
                        isOverriddenByExplicitValue: won && group.explicit))
            }
        }
        return matches.sorted { $0.rule.id < $1.rule.id }
    }
}
