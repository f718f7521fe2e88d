import AppearanceKit

/// The scenario played on real kit objects through the public API only: proxies as an app
/// gets them (`RefCaption.appearance(for:whenContainedInInstancesOf:)`), views, windows and
/// view controllers, explicit sets and `revertToAppearance`.
@MainActor
final class KitWorld {
    /// Node `i` of the scenario: windows first, then views.
    private(set) var views: [View] = []
    /// Keeps each root view's controller alive (a view holds its controller weakly).
    private var controllers: [Int: ViewController] = [:]
    private var saved: AppearanceSnapshot?
    /// The scenario's scopes, `s0`, `s1`, ... (#35).
    private(set) var scopes: [AppearanceScope] = []

    /// Sets up as ``ReferenceWorld`` does.
    init(_ scenario: Scenario) {
        scopes = (0..<scenario.scopeCount).map { AppearanceScope(name: "s\($0)") }
        for rule in scenario.rules { record(rule) }
        for traits in scenario.windows {
            views.append(
                Window(
                    screenTraits: TraitCollection {
                        $0.userInterfaceStyle = traits.style
                        $0.horizontalSizeClass = traits.sizeClass
                        if traits.verticalSizeClass != .unspecified { $0.verticalSizeClass = traits.verticalSizeClass }
                        $0.accessibilityContrast = traits.contrast
                        $0.preferredContentSizeCategory = traits.contentSize
                    }))
        }
        for spec in scenario.views {
            let view = spec.kind.makeView()
            for (property, value) in spec.explicit { Self.write(value, to: property, of: view) }
            if let style = spec.styleOverride { view.overrideUserInterfaceStyle = style }
            if let size = spec.sizeClassOverride { view.traitOverrides.horizontalSizeClass = size }
            if let scope = spec.scope { view.appearanceScope = scopes[scope] }
            if spec.isolates { view.isolatesAppearance = true }
            if let kind = spec.controller {
                let controller = kind.makeController()
                controller.view = view
                controllers[views.count] = controller
            }
            views.append(view)
        }
        for (offset, spec) in scenario.views.enumerated() {
            if let parent = spec.parent { apply(.move(scenario.windows.count + offset, into: parent)) }
        }
    }

    /// Applies a step the model accepted.
    func apply(_ step: Scenario.Step) {
        switch step {
        case .move(let node, let parent): views[parent].addSubview(views[node])
        case .remove(let node): views[node].removeFromSuperview()
        case .record(let rule): record(rule)
        case .resetProxy(let key): Self.perform(.reset, on: key)
        case .resetAll: Appearance.reset()
        case .switchTheme(let rules):
            Appearance.batch {
                Appearance.reset()
                for rule in rules { Self.recordGlobally(rule) }
            }
        case .snapshot: saved = Appearance.snapshot()
        case .restore: if let saved { Appearance.restore(saved) }
        case .prepare: Appearance.prepare()
        case .reloadAll: Appearance.reloadAll()
        case .reloadWindow(let window): windowNode(window).reloadAppearance()
        case .setExplicit(let node, let property, let value): Self.write(value, to: property, of: views[node])
        case .revert(let node, let property): Self.revert(property, of: views[node])
        case .screenStyle(let window, let style): windowNode(window).screenTraits.userInterfaceStyle = style
        case .screenSizeClass(let window, let size): windowNode(window).screenTraits.horizontalSizeClass = size
        case .screenVerticalSizeClass(let window, let size): windowNode(window).screenTraits.verticalSizeClass = size
        case .screenContrast(let window, let contrast): windowNode(window).screenTraits.accessibilityContrast = contrast
        case .screenContentSize(let window, let size): windowNode(window).screenTraits.preferredContentSizeCategory = size
        case .overrideStyle(let node, let style): views[node].overrideUserInterfaceStyle = style ?? .unspecified
        case .overrideSizeClass(let node, let size):
            views[node].traitOverrides = size.map { TraitCollection(horizontalSizeClass: $0) } ?? TraitCollection()
        case .setRootViewController(let window, let node): windowNode(window).rootViewController = controllers[node]
        case .overrideControllerStyle(let node, let style):
            controllers[node]?.overrideUserInterfaceStyle = style ?? .unspecified
        case .attachScope(let node, let scope): views[node].appearanceScope = scope.map { scopes[$0] }
        case .isolate(let node, let isolates): views[node].isolatesAppearance = isolates
        }
    }

    private func windowNode(_ node: Int) -> Window {
        guard let window = views[node] as? Window else { preconditionFailure("node \(node) is not a window") }
        return window
    }

    // MARK: - Values

    /// The property's stored value (for `tintColor` the view's own, not the inherited one).
    func value(of property: Property, at node: Int) -> Value {
        let view = views[node]
        return switch property {
        case .backgroundColor: Palette.value(of: view.backgroundColor)
        case .tintColor: Palette.value(of: view.ownTintColor)
        case .alpha: .number(Double(view.alpha))
        case .textColor: Palette.value(of: (view as? Label)?.textColor)
        case .radius: .number((view as? RefBadge)?.radius ?? .nan)
        case .titleColorNormal: Palette.value(of: (view as? Button)?[titleColor: .normal])
        case .titleColorHighlighted: Palette.value(of: (view as? Button)?[titleColor: .highlighted])
        }
    }

    /// The traits the kit reports for the view.
    func traits(at node: Int) -> Traits {
        let traits = views[node].traitCollection
        return Traits(
            style: traits.userInterfaceStyle, sizeClass: traits.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass, contrast: traits.accessibilityContrast,
            contentSize: traits.preferredContentSizeCategory)
    }

    private static func color(_ value: Value) -> Color? {
        switch value {
        case .color(let index): Palette.color(index)
        case .none: nil
        case .number, .other: preconditionFailure("\(value) is not a colour")
        }
    }

    private static func number(_ value: Value) -> CGFloat {
        guard case .number(let number) = value else { preconditionFailure("\(value) is not a number") }
        return CGFloat(number)
    }

    /// An explicit set by the app (R4.3).
    private static func write(_ value: Value, to property: Property, of view: View) {
        switch property {
        case .backgroundColor: view.backgroundColor = color(value)
        case .tintColor: view.tintColor = color(value)
        case .alpha: view.alpha = number(value)
        case .textColor: (view as? Label)?.textColor = color(value)
        case .radius: (view as? RefBadge)?.radius = number(value)
        case .titleColorNormal: (view as? Button)?.setTitleColor(color(value), for: .normal)
        case .titleColorHighlighted: (view as? Button)?.setTitleColor(color(value), for: .highlighted)
        }
    }

    /// R9.
    private static func revert(_ property: Property, of view: View) {
        switch property {
        case .backgroundColor: view.revertToAppearance(\.backgroundColor)
        case .tintColor: view.revertToAppearance(\.tintColor)
        case .alpha: view.revertToAppearance(\.alpha)
        case .textColor: (view as? Label)?.revertToAppearance(\.textColor)
        case .radius: (view as? RefBadge)?.revertToAppearance(\.radius)
        case .titleColorNormal: (view as? Button)?.revertToAppearance(\.[titleColor: .normal])
        case .titleColorHighlighted: (view as? Button)?.revertToAppearance(\.[titleColor: .highlighted])
        }
    }

    // MARK: - Proxies

    private enum ProxyOperation {
        /// Records a value, or removes the record with `nil`.
        case set(Property, Value?)
        case reset
        /// Reads what the proxy recorded.
        case get(Property)
    }

    /// Records `rule` globally, or inside its scope's `record`.
    private func record(_ rule: Scenario.RuleSpec) {
        guard let scope = rule.scope else {
            Self.perform(.set(rule.property, rule.value), on: rule.proxy)
            return
        }
        scopes[scope].record { Self.perform(.set(rule.property, rule.value), on: rule.proxy) }
    }

    /// Records `rule` as a theme switch does: globally, whatever its scope says.
    private static func recordGlobally(_ rule: Scenario.RuleSpec) {
        perform(.set(rule.property, rule.value), on: rule.proxy)
    }

    /// What the proxy's getter returns for `property` (R2: its own record, else `nil`).
    func recordedValue(of property: Property, in key: ProxyKey) -> Value? {
        Self.perform(.get(property), on: key)
    }

    /// Gets the proxy for `key` from its Swift class, as an app would write it, and operates on it.
    @discardableResult
    private static func perform(_ operation: ProxyOperation, on key: ProxyKey) -> Value? {
        switch key.target {
        case .view: return perform(operation, on: proxy(View.self, key))
        case .panel: return perform(operation, on: proxy(RefPanel.self, key))
        case .card: return perform(operation, on: proxy(RefCard.self, key))
        case .window: return perform(operation, on: proxy(Window.self, key))
        case .label: return performOnLabel(operation, on: proxy(Label.self, key))
        case .refLabel: return performOnLabel(operation, on: proxy(RefLabel.self, key))
        case .caption: return performOnLabel(operation, on: proxy(RefCaption.self, key))
        case .badge: return performOnBadge(operation, on: proxy(RefBadge.self, key))
        case .pill: return performOnBadge(operation, on: proxy(RefPill.self, key))
        case .control: return perform(operation, on: proxy(Control.self, key))
        case .button: return performOnButton(operation, on: proxy(Button.self, key))
        case .refButton: return performOnButton(operation, on: proxy(RefButton.self, key))
        case .controller, .screenController, .detailController: preconditionFailure("controllers are not styled")
        }
    }

    private static func proxy<Target: View>(_ type: Target.Type, _ key: ProxyKey) -> AppearanceProxy<Target> {
        let containers = key.containers.map(\.containerType)
        return switch (key.traits, containers.isEmpty) {
        case (nil, true): Target.appearance()
        case (nil, false): Target.appearance(whenContainedInInstancesOf: containers)
        case (let traits?, true): Target.appearance(for: traits.collection)
        case (let traits?, false): Target.appearance(for: traits.collection, whenContainedInInstancesOf: containers)
        }
    }

    private static func perform<Target: View>(
        _ operation: ProxyOperation, on proxy: AppearanceProxy<Target>
    ) -> Value? {
        switch operation {
        case .reset: proxy.reset()
        case .set(.backgroundColor, let value): proxy.backgroundColor = value.map(color)
        case .set(.tintColor, let value): proxy.tintColor = value.map(color)
        case .set(.alpha, let value): proxy.alpha = value.map(number)
        case .get(.backgroundColor): return proxy.backgroundColor.map(Palette.value)
        case .get(.tintColor): return proxy.tintColor.map(Palette.value)
        case .get(.alpha): return proxy.alpha.map { .number(Double($0)) }
        case .set(let property, _), .get(let property): preconditionFailure("\(Target.self) has no \(property)")
        }
        return nil
    }

    private static func performOnLabel<Target: Label>(
        _ operation: ProxyOperation, on proxy: AppearanceProxy<Target>
    ) -> Value? {
        switch operation {
        case .set(.textColor, let value): proxy.textColor = value.map(color)
        case .get(.textColor): return proxy.textColor.map(Palette.value)
        default: return perform(operation, on: proxy)
        }
        return nil
    }

    /// Axis values as an app records them: `setTitleColor(_:for:)`; `nil` through the key path
    /// (the proxy's setter would record a `nil` colour rather than remove the record).
    private static func performOnButton<Target: Button>(
        _ operation: ProxyOperation, on proxy: AppearanceProxy<Target>
    ) -> Value? {
        let state: ControlState
        switch operation {
        case .set(.titleColorNormal, _), .get(.titleColorNormal): state = .normal
        case .set(.titleColorHighlighted, _), .get(.titleColorHighlighted): state = .highlighted
        default: return perform(operation, on: proxy)
        }
        switch operation {
        case .set(_, let value?): proxy.setTitleColor(color(value), for: state)
        case .set(_, nil): proxy[\.[titleColor: state]] = nil
        default: return proxy.titleColor(for: state).map(Palette.value)
        }
        return nil
    }

    private static func performOnBadge<Target: RefBadge>(
        _ operation: ProxyOperation, on proxy: AppearanceProxy<Target>
    ) -> Value? {
        switch operation {
        case .set(.radius, let value): proxy.radius = value.map { Double(number($0)) }
        case .get(.radius): return proxy.radius.map(Value.number)
        default: return perform(operation, on: proxy)
        }
        return nil
    }
}

// MARK: - Explain against rule matches

extension KitWorld {
    /// The rule `explain` (R10) says gives `property` of node `node` (or would, but for an
    /// explicit value), as `proxy|value|scope`; `nil` when none does.
    func explainedWinner(of property: Property, at node: Int) -> String? {
        let view = views[node]
        let why: AppearanceExplanation? =
            switch property {
            case .backgroundColor: Appearance.explain(view, \.backgroundColor)
            case .tintColor: Appearance.explain(view, \.tintColor)
            case .alpha: Appearance.explain(view, \.alpha)
            case .textColor: (view as? Label).map { Appearance.explain($0, \.textColor) }
            case .radius: (view as? RefBadge).map { Appearance.explain($0, \.radius) }
            case .titleColorNormal: (view as? Button).map { Appearance.explain($0, \.[titleColor: .normal]) }
            case .titleColorHighlighted: (view as? Button).map { Appearance.explain($0, \.[titleColor: .highlighted]) }
            }
        guard let winner = why?.winner else { return nil }
        return "\(winner.proxyDescription)|\(winner.value)|\(winner.scope.map { $0.name ?? "" } ?? "global")"
    }

    /// The rules ``Appearance/ruleMatches(for:)`` says apply to node `node` (win, or would but
    /// for an explicit value), as `proxy|value|scope`. (Rules are not keyed by property here: a
    /// key path rooted at a subclass that no name was registered for has no readable name.)
    func matchedWinners(at node: Int) -> Set<String> {
        var winners: Set<String> = []
        for match in Appearance.ruleMatches(for: views[node]) where match.outrankedBy == nil {
            let scope = match.rule.scope.map { $0.replacingOccurrences(of: "scope '", with: "").replacingOccurrences(of: "'", with: "") }
            winners.insert("\(match.rule.proxyDescription)|\(match.rule.value)|\(scope ?? "global")")
        }
        return winners
    }
}
