import AppearanceBenchmark
import AppearanceKit
import AppearanceThemes

/// A workload as an app would run it on the kit (`appearance-bench --adopter kit`, #14): the
/// workload's classes as generated `View` subclasses (the root a kit `Window`), the rules
/// recorded with `C.appearance()`, `appearance(whenContainedInInstancesOf:)`, `appearance(for:)`
/// and the combined form, trees entering the window with `addSubview`, the theme switched with
/// the window's screen traits and the window reloaded with `reloadAppearance()`.
///
/// The workload's properties are the kit's `tintColor` (`color`), `backgroundColor`,
/// `layer.borderColor`, `layer.borderWidth`, `layer.cornerRadius` (`border-radius`) and `alpha`
/// (`opacity`); its `theme` trait is the interface style, `sizeClass` the horizontal size class.
/// Values are read back from the views for the digest, so every path is checked against the
/// workload's `expected_uikit` digests as ``BenchScene`` is.
///
/// ```swift
/// let scene = try KitScene(workload, recording: .oneFunction)
/// let report = try BenchmarkRunner.run(scene)
/// ```
@MainActor
public final class KitScene: BenchAdopter {
    /// How the rules are recorded.
    public enum Recording: String, Sendable, CaseIterable {
        /// One rule per function call, from small generated functions per class and rule shape.
        case perRule = "per-rule"
        /// Every rule from one long generated function, as apps write their set-up.
        case oneFunction = "one-function"
        /// The same rules from a theme file generated from the workload, applied with
        /// `ThemeFile.apply()` (names resolved through the catalog).
        case theme
    }

    /// A built tree: its window, the window's direct subviews (detached until inserted) and
    /// every view in index (document) order, the window first.
    public struct Tree {
        public let window: Window
        public let topViews: [View]
        public let views: [View]
    }

    public let workload: Workload
    /// How this scene records the rules.
    public let recording: Recording
    /// The theme file text of the workload's rules (what ``Recording/theme`` applies).
    public let themeText: String

    private let classes: [KitClassPool.Entry]
    private let rules: [KitRule]
    private let oneFunction: KitOneFunction.Recording?
    private let theme: ThemeFile?
    private let initialScreenTraits: TraitCollection

    /// Prepares `workload` for the kit path recorded as `recording`; registers the generated
    /// classes in the catalog under their Swift names.
    ///
    /// - Throws: ``KitSceneError`` when a class has no generated Swift class, the workload's
    ///   defaults are not the kit's, no one-function recording matches the rules, or the theme
    ///   does not load.
    public init(_ workload: Workload, recording: Recording = .perRule) throws {
        self.workload = workload
        self.recording = recording
        let defaults = workload.defaults
        guard defaults.borderWidth == 0, defaults.borderRadius == 0, defaults.opacity.hundredths == 100 else {
            throw KitSceneError.unsupportedDefault("\(defaults)")
        }
        let classes = try KitClassPool.entries(for: workload)
        self.classes = classes
        rules = try workload.rules.map { try KitRule($0, classes: classes) }
        oneFunction = recording == .oneFunction ? try KitOneFunction.recording(for: workload) : nil

        // Theme files name classes and properties through the catalog.
        let catalog = AppearanceCatalog.shared
        catalog.registerKit()
        for entry in classes { catalog.register(entry.type, name: entry.swiftName) }
        let parameters = workload.parameters
        let name = "n\(Int(parameters["n"] ?? 0))-r\(Int(parameters["rules"] ?? 0))-s\(Int(parameters["seed"] ?? 0))"
        themeText = KitThemeWriter.theme(of: workload, classNames: classes.map(\.swiftName), name: name)
        if recording == .theme {
            do {
                theme = try ThemeFile.load(text: themeText, path: "\(name).yaml")
            } catch {
                throw KitSceneError.themeDidNotLoad("\(error)")
            }
        } else {
            theme = nil
        }
        initialScreenTraits = Self.screenTraits(workload.initialTraits, from: TraitCollection())
    }

    /// `kit`, `kit-one-function` or `kit-theme`.
    public var name: String {
        switch recording {
        case .perRule: "kit"
        case .oneFunction: "kit-one-function"
        case .theme: "kit-theme"
        }
    }

    /// Makes a window in the initial traits and the workload's views, linked with `addSubview`
    /// outside it (the window's own subviews are kept apart until ``insert(_:)``).
    public func buildTree() -> Tree {
        let window = KitWindow(screenTraits: initialScreenTraits)
        var views: [View] = [window]
        var topViews: [View] = []
        views.reserveCapacity(workload.nodeCount)
        for index in 1..<workload.nodeCount {
            // Every class but the root's has a maker (checked by `KitClassPool.entries`).
            let view = classes[Int(workload.nodeClasses[index])].make!()
            let parent = Int(workload.nodeParents[index])
            if parent == 0 { topViews.append(view) } else { views[parent].addSubview(view) }
            views.append(view)
        }
        return Tree(window: window, topViews: topViews, views: views)
    }

    /// Records the rules as ``recording`` says.
    public func recordRules() {
        switch recording {
        case .perRule: for rule in rules { classes[rule.target].record(rule) }
        case .oneFunction: oneFunction?.record()
        case .theme: theme?.apply()
        }
    }

    /// Adds the window's subviews to it, each resolved with its subtree as it enters.
    public func insert(_ tree: Tree) {
        for view in tree.topViews { tree.window.addSubview(view) }
    }

    /// Sets the window's screen traits to `state` (one change), which restyles it in place.
    public func setTraits(_ state: Workload.TraitState, in tree: Tree) {
        tree.window.screenTraits = Self.screenTraits(state, from: tree.window.screenTraits)
    }

    /// `window.reloadAppearance()`.
    public func reload(_ tree: Tree) {
        tree.window.reloadAppearance()
    }

    /// The digest of the values read back from the views.
    public func digest(of tree: Tree) -> String {
        var digest = BenchDigest()
        for view in tree.views { digest.add(view.benchValues(defaults: workload.defaults), order: workload.properties) }
        return digest.hex
    }

    /// `traits` with the workload state's interface style and horizontal size class.
    private static func screenTraits(_ state: Workload.TraitState, from traits: TraitCollection) -> TraitCollection {
        var traits = traits
        traits.userInterfaceStyle = state.theme == .dark ? .dark : .light
        traits.horizontalSizeClass = state.sizeClass == .compact ? .compact : .regular
        return traits
    }
}
