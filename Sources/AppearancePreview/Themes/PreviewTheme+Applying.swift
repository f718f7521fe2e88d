import AppearanceKit
public import AppearanceThemes

extension PreviewTheme {
    /// What applying a theme did.
    @MainActor
    public struct Applied {
        /// The theme file applied (a built-in theme's too), or `nil` for a Swift theme.
        public let file: ThemeFile?
        /// Warnings, as one line each: a theme file's (with file, line and column), or that a
        /// Swift theme recorded no rule.
        public let warnings: [String]
        /// The theme file's warnings as diagnostics, to render with carets.
        public let diagnostics: [ThemeDiagnostic]
    }

    /// Replaces the rules in force with this theme's and restyles every window in place (R7).
    ///
    /// A file is read again, so an edit shows; a file with errors throws and changes nothing.
    ///
    /// - Throws: ``ToolError`` of kind ``ToolError/Kind/invalidTheme``, with the file's
    ///   diagnostics.
    @MainActor
    @discardableResult
    public func apply() throws(ToolError) -> Applied {
        switch source {
        case .file(let url):
            return try Self.apply(loading: url)
        case .builtin(let builtin):
            return try Self.apply(loading: builtin.url)
        case .swift(let record):
            Appearance.batch {
                Appearance.reset()
                record()
            }
            let warnings =
                Appearance.activeProxyCount == 0 && name != PreviewTheme.noneName
                ? ["warning: the Swift theme '\(name)' recorded no rule; does its closure set values through appearance proxies?"]
                : []
            return Applied(file: nil, warnings: warnings, diagnostics: [])
        }
    }

    /// Loads the theme file at `url` and applies it.
    @MainActor
    static func apply(loading url: URL) throws(ToolError) -> Applied {
        let file: ThemeFile
        do {
            file = try ThemeLoader().load(contentsOf: url)
        } catch {
            throw ToolError(theme: error)
        }
        file.apply()
        return Applied(file: file, warnings: file.warnings.map(\.description), diagnostics: file.warnings)
    }
}

extension PreviewTheme {
    /// The theme's rules as a scope (#35), to attach to one subtree while the app keeps its own:
    /// the theme is applied inside the scope's `record`, so nothing reaches the global rules.
    ///
    /// - Throws: ``ToolError`` when a theme file does not load; no scope is made then.
    @MainActor
    public func makeScope() throws(ToolError) -> AppearanceScope {
        let scope = AppearanceScope(name: name)
        var failure: ToolError?
        scope.record { () -> Void in
            do throws(ToolError) {
                _ = try apply()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return scope
    }
}
