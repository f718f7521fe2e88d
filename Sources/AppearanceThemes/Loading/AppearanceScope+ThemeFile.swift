public import Foundation

// A theme file as a scope (#35): its rules for one subtree instead of the whole app.
extension AppearanceScope {
    /// A scope holding the rules of `theme`, named after it unless `name` says otherwise.
    ///
    /// ```swift
    /// let player = AppearanceScope(theme: try BuiltinTheme.dark.load())
    /// playerView.appearanceScope = player
    /// ```
    ///
    /// A theme with errors never becomes a scope: ``ThemeFile`` loads only without errors, so
    /// the error comes from loading, and the view keeps what it had.
    public convenience init(theme: ThemeFile, name: String? = nil) {
        self.init(name: name ?? theme.name) { theme.apply() }
    }

    /// Loads the theme file at `url` as a scope.
    ///
    /// - Throws: A ``ThemeError`` with every diagnostic when the theme has an error; no scope
    ///   is made then.
    public static func load(contentsOf url: URL, name: String? = nil) throws(ThemeError) -> AppearanceScope {
        AppearanceScope(theme: try ThemeFile.load(contentsOf: url), name: name)
    }
}
