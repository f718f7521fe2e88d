import AppearanceKit
import Testing

/// One random case: rules recorded before anything exists, one or two windows, a forest of
/// views (some in windows, some detached), then a sequence of steps. After setting up and after
/// every step, every styled property of every view is compared with the reference.
///
/// Nodes are numbered: windows first (`w0`, `w1`), then views (`v2`, `v3`, ...). A step that no
/// longer makes sense where it runs (moving a view into its own subtree, say) does nothing, so
/// that any subsequence of the steps is itself a valid scenario (for shrinking).
struct Scenario: Sendable, CustomTestStringConvertible {
    /// Proxy values recorded before the windows exist.
    var rules: [RuleSpec]
    /// The screen traits of each window.
    var windows: [Traits]
    /// The views, created in order and attached in order.
    var views: [ViewSpec]
    var steps: [Step]
    /// Whether the scenario runs under `Appearance.containmentPolicy = .closestContainerWins`.
    var closestContainerWins = false
    /// How many scopes exist (`s0`, `s1`, ...), made empty before the rules are recorded (#35).
    var scopeCount = 0

    struct RuleSpec: Hashable, Sendable, CustomStringConvertible {
        var proxy: ProxyKey
        var property: Property
        /// `nil` removes the proxy's record for the property.
        var value: Value?
        /// The scope recording the value (`s.record { ... }`, which restyles the views carrying
        /// the scope), or `nil` for the global rules.
        var scope: Int?

        var description: String {
            let set = "\(proxy).\(property) = \(value.map { "\($0)" } ?? "nil (remove)")"
            return scope.map { "s\($0).record { \(set) }" } ?? set
        }
    }

    struct ViewSpec: Hashable, Sendable {
        var kind: Kind
        /// The class of the view controller whose root view this is, if any.
        var controller: Kind?
        /// The node this view is added to after creation, or `nil` to leave it detached.
        var parent: Int?
        /// Values the app sets on the instance before it is attached.
        var explicit: [Property: Value]
        var styleOverride: UserInterfaceStyle?
        var sizeClassOverride: UserInterfaceSizeClass?
        /// The scope attached before the view is added (#35).
        var scope: Int?
        /// Whether the view is an island (#35).
        var isolates = false
    }

    enum Step: Hashable, Sendable {
        /// `addSubview`: into a window, inside one, between windows, or out of and into detached trees.
        case move(Int, into: Int)
        case remove(Int)
        /// Records (or with `nil` removes) a proxy value; changes no view on screen (R2).
        case record(RuleSpec)
        /// `proxy.reset()`.
        case resetProxy(ProxyKey)
        /// `Appearance.reset()`: every proxy value forgotten; views keep theirs until resolved.
        case resetAll
        /// `Appearance.batch { Appearance.reset(); ...record each... }`: a theme switch.
        case switchTheme([RuleSpec])
        /// `Appearance.snapshot()`, kept for a later `restore`.
        case snapshot
        /// `Appearance.restore(_:)` of the last snapshot (nothing without one).
        case restore
        /// `Appearance.prepare()`: compiles the rules ahead of time; changes nothing visible.
        case prepare
        case reloadAll
        case reloadWindow(Int)
        case setExplicit(Int, Property, Value)
        case revert(Int, Property)
        /// A theme switch: the window's `screenTraits.userInterfaceStyle`.
        case screenStyle(Int, UserInterfaceStyle)
        case screenSizeClass(Int, UserInterfaceSizeClass)
        /// `screenTraits.verticalSizeClass` (`.compact` or `.regular`, never the default).
        case screenVerticalSizeClass(Int, UserInterfaceSizeClass)
        /// `screenTraits.accessibilityContrast` (#33).
        case screenContrast(Int, AccessibilityContrast)
        /// `screenTraits.preferredContentSizeCategory` (#33).
        case screenContentSize(Int, ContentSizeCategory)
        /// `overrideUserInterfaceStyle` of a view (`nil`: `.unspecified`).
        case overrideStyle(Int, UserInterfaceStyle?)
        /// `traitOverrides.horizontalSizeClass` of a view (`nil`: no override).
        case overrideSizeClass(Int, UserInterfaceSizeClass?)
        /// `overrideUserInterfaceStyle` of the view controller owning the view.
        case overrideControllerStyle(Int, UserInterfaceStyle?)
        /// `window.rootViewController =` the controller owning the view (the previous root
        /// controller's view leaves its superview).
        case setRootViewController(Int, Int)
        /// `view.appearanceScope = s` (`nil` detaches): restyles the view's subtree (#35, R11).
        case attachScope(Int, Int?)
        /// `view.isolatesAppearance =`: restyles the view's subtree (#35, R12).
        case isolate(Int, Bool)

        /// The step as code, with nodes named by `name`.
        func describe(_ name: (Int) -> String) -> String {
            switch self {
            case .move(let node, let parent): "\(name(parent)).addSubview(\(name(node)))"
            case .remove(let node): "\(name(node)).removeFromSuperview()"
            case .record(let rule): "\(rule)"
            case .resetProxy(let proxy): "\(proxy).reset()"
            case .resetAll: "Appearance.reset()"
            case .switchTheme(let rules):
                "Appearance.batch { Appearance.reset(); \(rules.map(\.description).joined(separator: "; ")) }"
            case .snapshot: "saved = Appearance.snapshot()"
            case .restore: "Appearance.restore(saved)"
            case .prepare: "Appearance.prepare()"
            case .reloadAll: "Appearance.reloadAll()"
            case .reloadWindow(let window): "\(name(window)).reloadAppearance()"
            case .setExplicit(let node, let property, let value): "\(name(node)).\(property) = \(value)"
            case .revert(let node, let property): "\(name(node)).revertToAppearance(\\.\(property))"
            case .screenStyle(let window, let style): "\(name(window)).screenTraits.userInterfaceStyle = .\(style)"
            case .screenSizeClass(let window, let size):
                "\(name(window)).screenTraits.horizontalSizeClass = .\(size)"
            case .screenVerticalSizeClass(let window, let size):
                "\(name(window)).screenTraits.verticalSizeClass = .\(size)"
            case .screenContrast(let window, let contrast):
                "\(name(window)).screenTraits.accessibilityContrast = .\(contrast)"
            case .screenContentSize(let window, let size):
                "\(name(window)).screenTraits.preferredContentSizeCategory = .\(size)"
            case .overrideStyle(let node, let style):
                "\(name(node)).overrideUserInterfaceStyle = .\(style ?? .unspecified)"
            case .overrideSizeClass(let node, let size):
                "\(name(node)).traitOverrides.horizontalSizeClass = \(size.map { ".\($0)" } ?? "(none)")"
            case .setRootViewController(let window, let node):
                "\(name(window)).rootViewController = \(name(node)).owningViewController"
            case .overrideControllerStyle(let node, let style):
                "\(name(node)).owningViewController.overrideUserInterfaceStyle = .\(style ?? .unspecified)"
            case .attachScope(let node, let scope):
                "\(name(node)).appearanceScope = \(scope.map { "s\($0)" } ?? "nil")"
            case .isolate(let node, let isolates):
                "\(name(node)).isolatesAppearance = \(isolates)"
            }
        }
    }

    /// Every proxy the scenario touches.
    var proxyKeys: Set<ProxyKey> {
        var keys = Set(rules.map(\.proxy))
        for step in steps {
            switch step {
            case .record(let rule) where rule.scope == nil: keys.insert(rule.proxy)
            case .resetProxy(let key): keys.insert(key)
            case .switchTheme(let rules): keys.formUnion(rules.map(\.proxy))
            default: break
            }
        }
        return keys
    }

    /// The number of nodes, windows included.
    var nodeCount: Int { windows.count + views.count }

    /// The readable name of node `index`: `w0`, `w1` for windows, `v2`... for views.
    func name(_ index: Int) -> String { "\(index < windows.count ? "w" : "v")\(index)" }

    /// The set-up and the first `stepCount` steps, as a reader would replay them.
    func transcript(steps stepCount: Int? = nil) -> String {
        var lines = closestContainerWins ? ["Appearance.containmentPolicy = .closestContainerWins"] : []
        for scope in 0..<scopeCount { lines.append("s\(scope) = AppearanceScope()") }
        lines.append("Rules recorded first:")
        lines += rules.map { "  \($0)" }
        for (index, traits) in windows.enumerated() { lines.append("\(name(index)) = Window(screen: \(traits))") }
        for (offset, view) in views.enumerated() {
            var line = "\(name(windows.count + offset)) = \(view.kind)()"
            if let controller = view.controller { line += " owned by \(controller)" }
            for (property, value) in view.explicit.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                line += "; .\(property) = \(value)"
            }
            if let style = view.styleOverride { line += "; overrideUserInterfaceStyle = .\(style)" }
            if let size = view.sizeClassOverride { line += "; traitOverrides.horizontalSizeClass = .\(size)" }
            if let scope = view.scope { line += "; appearanceScope = s\(scope)" }
            if view.isolates { line += "; isolatesAppearance = true" }
            if let parent = view.parent { line += "; added to \(name(parent))" }
            lines.append(line)
        }
        let shown = steps.prefix(stepCount ?? steps.count)
        if !shown.isEmpty { lines.append("Steps:") }
        for (index, step) in shown.enumerated() { lines.append("  \(index + 1). \(step.describe(name))") }
        return lines.joined(separator: "\n")
    }

    var testDescription: String { "\n" + transcript() }
}
