import AppearanceAudit
import AppearanceKit
import AppearancePreview

extension Studio {
    /// The audit of the settings' theme on the settings' screen over `matrix` (the default
    /// matrix when `nil`), for the audit panel: each finding with the menu values that show its
    /// state, so a click on it sets the page to that state and selects its view.
    ///
    /// The audit runs as long work: one at a time, leaving the main actor
    /// between states, within ``longWorkLimit``.
    ///
    /// - Throws: ``/AppearancePreview/ToolError``: a bad level or matrix (past
    ///   ``/AppearanceAudit/TraitMatrix/Limits/studio`` too; bad request), an unknown theme or
    ///   screen (not found), a theme that does not load (with its diagnostics), a screen whose
    ///   builder throws (app code failed), or other long work under way or this one past the
    ///   limit (busy).
    public func audit(
        _ settings: PreviewSettings, matrix words: [String], level name: String?
    ) async throws(ToolError) -> StudioAuditReport {
        let level = try Self.level(name)
        let matrix = try Self.matrix(words)
        let theme = try theme(settings.themeID)
        let screen = try catalog.screen(named: settings.screen)
        let catalog = PreviewCatalog(screens: [screen], themes: [theme.preview], setUp: catalog.setUp)
        let audit = try ThemeAudit(catalog: catalog, matrix: matrix, level: level, size: settings.size)
        let report = try await longWork { pause throws(ToolError) in
            try await audit.run(pausingBetweenStates: pause)
        }
        return StudioAuditReport(report, states: matrix.states, theme: theme.id)
    }

    /// `screen` in every state of `matrix` in one grid, each failure at `level` outlined when
    /// a level is given (``/AppearanceAudit/TraitMatrix/picture(of:size:audit:theme:)``).
    ///
    /// The picture is long work, as ``audit(_:matrix:level:)`` is, and throws as it does.
    public func matrixPicture(
        _ settings: PreviewSettings, matrix words: [String], level name: String?
    ) async throws(ToolError) -> String {
        let level = try name.map { text throws(ToolError) in try Self.level(text) }
        let matrix = try Self.matrix(words)
        let theme = try theme(settings.themeID)
        let screen = try catalog.screen(named: settings.screen)
        return try await longWork { pause throws(ToolError) in
            catalog.prepare()
            _ = theme.apply()
            return try await matrix.picture(
                of: screen, size: settings.size, audit: level, theme: theme.id, pausingBetweenStates: pause)
        }
    }

    private static func matrix(_ words: [String]) throws(ToolError) -> TraitMatrix {
        words.isEmpty ? .default : try TraitMatrix(parsing: words, limits: .studio)
    }

    private static func level(_ name: String?) throws(ToolError) -> ContrastLevel {
        guard let name else { return .aa }
        guard let level = ContrastLevel(name: name) else {
            throw ToolError(.badRequest, "unknown level '\(name)'; use one of: AA, AAA")
        }
        return level
    }
}
