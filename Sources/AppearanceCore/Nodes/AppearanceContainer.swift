/// An object that can contain styled objects: a window, a view, a view controller.
///
/// Containers form the chain that containment proxies
/// (`appearance(whenContainedInInstancesOf:)`) match against, and they pass traits down.
/// Adopt it (and ``AppearanceNode`` for objects that receive values) to put any tree under the
/// engine: a terminal UI, a scene graph, another toolkit.
@preconcurrency @MainActor
public protocol AppearanceContainer: AnyObject {
    /// The type rules match against. Defaults to the object's Swift class.
    var appearanceType: AppearanceType { get }

    /// The next container outward: the superview, or for a view controller's root view, the
    /// view controller. `nil` at the top (the window).
    var appearanceContainer: (any AppearanceContainer)? { get }

    /// Traits this container sets for itself and everything inside it. Defaults to none.
    var appearanceTraitOverrides: TraitCollection { get }

    /// Style classes of this object, usable as targets and containers of rules. Defaults to none.
    var appearanceStyleClasses: [String] { get }

    /// Whether ``appearanceTraitOverrides`` or ``appearanceStyleClasses`` may be non-empty.
    ///
    /// Walks ask this of every object before they read either list: reading a list costs a
    /// reference count taken and given back, and most objects have neither. An adopter that
    /// keeps both lists in stored properties can answer from them without building either.
    /// Answering `true` is always correct (both lists are then read); answering `false` while
    /// either list has an element leaves that list out of resolution. Defaults to reading both.
    var appearanceHasTraitOverridesOrStyleClasses: Bool { get }
}

extension AppearanceContainer {
    /// The object's dynamic Swift class.
    public var appearanceType: AppearanceType { .of(type(of: self)) }

    /// No overrides.
    public var appearanceTraitOverrides: TraitCollection { TraitCollection() }

    /// No style classes.
    public var appearanceStyleClasses: [String] { [] }

    /// Whether either list has an element, read from the lists themselves.
    public var appearanceHasTraitOverridesOrStyleClasses: Bool {
        !appearanceTraitOverrides.isEmpty || !appearanceStyleClasses.isEmpty
    }

    /// The effective traits here: every override from the top of the container chain down to
    /// this object, merged (inner overrides win).
    public var resolvedAppearanceTraits: TraitCollection {
        // R6 (Rules.md): from the top of the container chain (R5) down, inner overrides winning.
        var chain: [any AppearanceContainer] = []
        var current: (any AppearanceContainer)? = self
        while let container = current {
            chain.append(container)
            current = container.appearanceContainer
        }
        var traits = TraitCollection()
        for container in chain.reversed() {
            let overrides = container.appearanceTraitOverrides
            if !overrides.isEmpty { traits = traits.merging(overrides) }
        }
        return traits
    }
}
