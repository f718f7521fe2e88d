import AppearanceKit
import PropertyBased

/// Random scenarios for `propertyCheck`, drawn from PropertyBased's seeded generator so that a
/// failure's `.fixedSeed(...)` replays it exactly.
///
/// Sizes stay small (a dozen views, a handful of classes and colours) so that rules compete:
/// several proxies match the same view, anchors tie, and values repeat.
enum ScenarioGenerator {
    /// Scenarios. PropertyBased shrinks a failing one (by default since Swift 6.2) through
    /// ``shrunk(_:)``, so a failure usually prints a scenario of a few rules and steps.
    static var scenarios: Generator<Scenario, [Scenario]> {
        Generator(
            run: { rng in
                var dice = Dice(source: rng)
                let scenario = make(using: &dice)
                rng = dice.source
                return scenario
            }, shrink: shrunk)
    }

    /// Smaller scenarios than `scenario`, most shrunk first: half the steps, one step fewer,
    /// one initial rule fewer. (Steps that no longer make sense do nothing, see ``Scenario``.)
    @Sendable static func shrunk(_ scenario: Scenario) -> sending [Scenario] {
        var candidates: [Scenario] = []
        if scenario.steps.count > 1 {
            var half = scenario
            half.steps.removeLast(scenario.steps.count / 2)
            candidates.append(half)
        }
        for index in scenario.steps.indices.reversed() {
            var fewer = scenario
            fewer.steps.remove(at: index)
            candidates.append(fewer)
        }
        for index in scenario.rules.indices.reversed() {
            var fewer = scenario
            fewer.rules.remove(at: index)
            candidates.append(fewer)
        }
        return candidates
    }

    /// A random number generator over PropertyBased's existential one.
    struct Dice: RandomNumberGenerator {
        var source: any SeededRandomNumberGenerator
        mutating func next() -> UInt64 { source.next() }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
        mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
        mutating func pick<T>(_ elements: [T]) -> T { elements[int(0...(elements.count - 1))] }
    }

    static func make(using dice: inout Dice) -> Scenario {
        let windows = (0..<dice.int(1...2)).map { _ in traits(&dice) }
        // Scopes in about a third of the scenarios (#35).
        let scopeCount = dice.chance(0.35) ? dice.int(1...2) : 0
        var proxies: [ProxyKey] = []
        let rules = (0..<dice.int(2...16)).map { _ in
            scoped(rule(&dice, proxies: &proxies, removing: false), scopeCount: scopeCount, &dice)
        }
        var views: [Scenario.ViewSpec] = []
        // Now and then a larger tree, where many views share a class and a context (the
        // engine's style-sharing cache).
        let viewCount = dice.chance(0.1) ? dice.int(15...40) : dice.int(3...14)
        for index in 0..<viewCount {
            let node = windows.count + index
            let kind = dice.pick(Kind.viewKinds)
            var explicit: [Property: Value] = [:]
            if dice.chance(0.25) {
                let property = dice.pick(kind.properties)
                explicit[property] = dice.pick(property.explicitValues)
            }
            // Mostly under one of the last few nodes, so that trees are deep enough for
            // container lists to match at different depths.
            let parent: Int? =
                switch dice.int(0...19) {
                case 0...2: nil
                case 3...6: dice.int(0...(windows.count - 1))
                default: dice.int(max(0, node - 4)...(node - 1))
                }
            views.append(
                Scenario.ViewSpec(
                    kind: kind,
                    controller: dice.chance(0.25) ? dice.pick(Kind.controllerKinds) : nil,
                    parent: parent,
                    explicit: explicit,
                    styleOverride: dice.chance(0.15) ? dice.pick([.light, .dark]) : nil,
                    sizeClassOverride: dice.chance(0.1) ? dice.pick([.compact, .regular]) : nil,
                    scope: scopeCount > 0 && dice.chance(0.2) ? dice.int(0...(scopeCount - 1)) : nil,
                    isolates: dice.chance(0.05)))
        }
        var scenario = Scenario(rules: rules, windows: windows, views: views, steps: [])
        scenario.scopeCount = scopeCount
        var steps: [Scenario.Step] = []
        for _ in 0..<dice.int(10...40) {
            steps +=
                scopeCount > 0 && dice.chance(0.15)
                ? scopeStep(&dice, in: scenario, proxies: &proxies)
                : step(&dice, in: scenario, proxies: &proxies)
        }
        scenario.steps = steps
        return scenario
    }

    /// `rule`, recorded by one of the scopes now and then (#35).
    static func scoped(_ rule: Scenario.RuleSpec, scopeCount: Int, _ dice: inout Dice) -> Scenario.RuleSpec {
        guard scopeCount > 0, dice.chance(0.4) else { return rule }
        var rule = rule
        rule.scope = dice.int(0...(scopeCount - 1))
        return rule
    }

    /// A step about scopes and islands (#35): a value recorded by a scope, a scope attached,
    /// replaced or detached, an island made or unmade.
    static func scopeStep(_ dice: inout Dice, in scenario: Scenario, proxies: inout [ProxyKey]) -> [Scenario.Step] {
        let view = dice.int(scenario.windows.count...(scenario.nodeCount - 1))
        let scope = dice.int(0...(scenario.scopeCount - 1))
        switch dice.int(0...9) {
        case 0...3:
            var rule = rule(&dice, proxies: &proxies, removing: true)
            rule.scope = scope
            return [.record(rule)]
        case 4...7: return [.attachScope(view, dice.chance(0.25) ? nil : scope)]
        default: return [.isolate(view, dice.chance(0.6))]
        }
    }

    /// Rule targets, base classes (which match most views) more often.
    static let targetPool: [Kind] = Kind.targetKinds + [.view, .label, .panel, .button]
    /// Container list entries, the ones every tree has (windows, plain views, panels) more often.
    static let containerPool: [Kind] = Kind.containerKinds + [.window, .panel, .card]

    static func traits(_ dice: inout Dice) -> Traits {
        Traits(
            style: dice.pick([.light, .dark]), sizeClass: dice.pick([.compact, .regular]),
            verticalSizeClass: dice.pick([.unspecified, .compact, .regular]),
            contrast: dice.pick([.normal, .normal, .high]), contentSize: dice.pick(contentSizes))
    }

    /// A proxy: often one used before (so that values replace each other), else a new one,
    /// plain or with 1 to 3 containers, trait-free or for traits (possibly none specified).
    static func proxy(_ dice: inout Dice, proxies: inout [ProxyKey]) -> ProxyKey {
        if !proxies.isEmpty, dice.chance(0.3) { return dice.pick(proxies) }
        if !proxies.isEmpty, dice.chance(0.4) {
            let key = relative(of: dice.pick(proxies), &dice)
            proxies.append(key)
            return key
        }
        let length = dice.chance(0.45) ? 0 : dice.pick([1, 1, 1, 2, 2, 3])
        let containers = (0..<length).map { _ in dice.pick(containerPool) }
        let traits: TraitRequirement? = dice.chance(0.6) ? nil : traitRequirement(&dice)
        let key = ProxyKey(target: dice.pick(targetPool), containers: containers, traits: traits)
        proxies.append(key)
        return key
    }

    /// Text sizes of screens and trait proxies: the default, one larger, one accessibility size.
    static let contentSizes: [ContentSizeCategory] = [.large, .extraLarge, .accessibilityMedium]

    /// The traits of a trait proxy: any of the five, or none at all.
    static func traitRequirement(_ dice: inout Dice) -> TraitRequirement {
        TraitRequirement(
            style: dice.chance(0.6) ? dice.pick([.light, .dark]) : nil,
            sizeClass: dice.chance(0.4) ? dice.pick([.compact, .regular]) : nil,
            verticalSizeClass: dice.chance(0.25) ? dice.pick([.unspecified, .compact, .regular]) : nil,
            contrast: dice.chance(0.3) ? dice.pick([.normal, .high]) : nil,
            contentSize: dice.chance(0.2) ? dice.pick(contentSizes) : nil)
    }

    /// A proxy close to `key`, so that the two tie on all but one or two of R4's criteria:
    /// another target class, other traits, or a container list one entry longer or shorter on
    /// the inside (which usually keeps the anchor).
    static func relative(of key: ProxyKey, _ dice: inout Dice) -> ProxyKey {
        var key = key
        switch dice.int(0...3) {
        case 0: key.target = dice.pick(targetPool)
        case 1: key.traits = dice.chance(0.3) ? nil : traitRequirement(&dice)
        case 2 where key.containers.count < 3: key.containers.insert(dice.pick(containerPool), at: 0)
        default: if !key.containers.isEmpty { key.containers.removeFirst() }
        }
        if dice.chance(0.5) { key.target = dice.pick(targetPool) }
        return key
    }

    static func rule(_ dice: inout Dice, proxies: inout [ProxyKey], removing: Bool) -> Scenario.RuleSpec {
        let key = proxy(&dice, proxies: &proxies)
        // Mostly the property every class has, so that rules for different classes compete.
        let property = dice.chance(0.5) ? .backgroundColor : dice.pick(key.target.properties)
        let value: Value? = removing && dice.chance(0.25) ? nil : dice.pick(property.proxyValues)
        return Scenario.RuleSpec(proxy: key, property: property, value: value)
    }

    /// One step, or a proxy change followed (usually) by a reload.
    static func step(_ dice: inout Dice, in scenario: Scenario, proxies: inout [ProxyKey]) -> [Scenario.Step] {
        let windowCount = scenario.windows.count
        let window = dice.int(0...(windowCount - 1))
        let view = dice.int(windowCount...(scenario.nodeCount - 1))
        let kind = scenario.views[view - windowCount].kind
        let anyNode = dice.int(0...(scenario.nodeCount - 1))
        let style: UserInterfaceStyle? = dice.pick([nil, .light, .dark])
        let size: UserInterfaceSizeClass? = dice.pick([nil, .compact, .regular])
        let reload: [Scenario.Step] =
            switch dice.int(0...9) {
            case 0...4: [.reloadAll]
            case 5...8: [.reloadWindow(window)]
            default: []  // R2: nothing on screen changes until a later reload or move
            }
        switch dice.int(0...99) {
        case 0..<14: return [.move(view, into: dice.int(0...(windowCount - 1)))]
        case 14..<24: return [.move(view, into: dice.int(0...(scenario.nodeCount - 1)))]
        case 24..<30: return [.remove(view)]
        case 30..<44: return [.record(rule(&dice, proxies: &proxies, removing: true))] + reload
        case 44..<46: return [.resetProxy(proxy(&dice, proxies: &proxies))] + reload
        case 46..<47: return [.resetAll] + reload
        case 47..<49:
            // A theme switch: the whole rule set replaced in one batch.
            return [.switchTheme((0..<dice.int(1...10)).map { _ in rule(&dice, proxies: &proxies, removing: false) })]
        case 49..<50: return [.snapshot]
        case 50..<51: return [.restore] + reload
        case 51..<52: return [dice.chance(0.5) ? .reloadAll : .reloadWindow(window)]
        case 52..<53: return [.prepare]
        case 53..<65:
            let property = dice.pick(kind.properties)
            return [.setExplicit(view, property, dice.pick(property.explicitValues))]
        case 65..<75: return [.revert(view, dice.pick(kind.properties))]
        case 75..<80: return [.screenStyle(window, dice.pick([.light, .dark]))]
        case 80..<83: return [.screenContrast(window, dice.pick([.normal, .high]))]
        case 83..<84: return [.screenContentSize(window, dice.pick(contentSizes))]
        case 84..<86: return [.screenSizeClass(window, dice.pick([.compact, .regular]))]
        case 86..<87: return [.screenVerticalSizeClass(window, dice.pick([.compact, .regular]))]
        case 87..<93: return [.overrideStyle(anyNode, style)]
        case 93..<96: return [.overrideSizeClass(anyNode, size)]
        case 96..<98: return [.overrideControllerStyle(view, style)]
        default: return [.setRootViewController(window, view)]
        }
    }
}
