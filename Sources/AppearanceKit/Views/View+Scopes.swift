// Scopes and islands (#35, R11 and R12 in Rules.md): a view carries them in the engine's
// bookkeeping; setting either restyles the view's subtree in place when it is in a window.
extension View {
    /// A set of rules that applies to this view and every view below it, winning over the
    /// app's global rules and over scopes attached farther up; `nil` (the default) for none.
    ///
    /// Attaching, replacing or detaching restyles the subtree in place when the view is in a
    /// window: values no rule gives any more go back to what the views had before appearance
    /// values reached them. Explicit values win over every scope, as over global rules.
    ///
    /// ```swift
    /// let alwaysDark = AppearanceScope(name: "Player") {
    ///     Label.appearance().textColor = .white
    ///     View.appearance(whenContainedInInstancesOf: [PlayerView.self]).backgroundColor = .black
    /// }
    /// playerView.appearanceScope = alwaysDark
    /// ```
    public var appearanceScope: AppearanceScope? {
        get { Appearance.scope(of: self) }
        set { Appearance.attach(newValue, to: self) }
    }

    /// Whether this view's subtree is an island that the app's global rules and the scopes
    /// attached above it do not reach: its views keep their own defaults and explicit values.
    /// A scope attached to this view or below it still applies. Default `false`.
    ///
    /// Use it for a screen the app does not own (a mail composer, a library's picker), which
    /// would otherwise pick up the app's global bar and label styles:
    ///
    /// ```swift
    /// composer.view.isolatesAppearance = true
    /// present(composer, animated: true)
    /// ```
    public var isolatesAppearance: Bool {
        get { Appearance.isolatesAppearance(self) }
        set { Appearance.setIsolatesAppearance(newValue, for: self) }
    }
}

extension View {
    /// How explanations name the view: the accessibility identifiers of the view and its
    /// superviews, outermost first, joined by `/` (`player/controls`), as the command-line
    /// tool's view paths are written; the class name where no view on the way has one.
    public var appearanceDebugName: String {
        var names: [String] = []
        var current: View? = self
        while let view = current {
            if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { names.append(identifier) }
            current = view.superview
        }
        return names.isEmpty ? String(describing: type(of: self)) : names.reversed().joined(separator: "/")
    }
}
