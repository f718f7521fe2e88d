import AppearanceAudit
import AppearanceKit
import AppearancePreview

extension Studio {
    /// The audit of the settings' theme on the settings' screen over `matrix` (the default
    /// matrix when `nil`), for the audit panel: each finding with the menu values that show its
    /// state, so a click on it sets the page to that state and selects its view.
    ///
    /// - Throws: ``StudioRequestError`` for an unknown theme or screen, a bad matrix or level
    ///   (400), a theme that does not load (400, with its diagnostics) or a screen that fails.
    public func audit(_ settings: PreviewSettings, matrix words: [String], level name: String?) throws(StudioRequestError) -> StudioAuditReport {
        let theme = try theme(settings.themeID)
        let level = try Self.level(name)
        let matrix = try Self.matrix(words)
        let screen = try screen(settings.screen)
        let catalog = PreviewCatalog(screens: [screen], themes: [theme.preview], setUp: catalog.setUp)
        let report: AuditReport
        do {
            report = try ThemeAudit(catalog: catalog, matrix: matrix, level: level, size: settings.size).run()
        } catch {
            throw StudioRequestError(error.kind == .screenFailed ? .screenFailed : .badRequest, error.message)
        }
        return StudioAuditReport(report, states: matrix.states, theme: theme.id)
    }

    /// `screen` in every state of `matrix` in one grid, each failure at `level` outlined when
    /// a level is given (``/AppearanceAudit/TraitMatrix/picture(of:size:audit:theme:)``).
    public func matrixPicture(
        _ settings: PreviewSettings, matrix words: [String], level name: String?
    ) throws(StudioRequestError) -> String {
        let theme = try theme(settings.themeID)
        let level = try name.map { text throws(StudioRequestError) in try Self.level(text) }
        let screen = try screen(settings.screen)
        let matrix = try Self.matrix(words)
        catalog.prepare()
        _ = theme.apply()
        do {
            return try matrix.picture(of: screen, size: settings.size, audit: level, theme: theme.id)
        } catch {
            throw StudioRequestError(.screenFailed, error.message)
        }
    }

    private func screen(_ name: String?) throws(StudioRequestError) -> PreviewScreen {
        do {
            return try catalog.screen(named: name)
        } catch {
            throw StudioRequestError(.notFound, error.message)
        }
    }

    private static func matrix(_ words: [String]) throws(StudioRequestError) -> TraitMatrix {
        do {
            return words.isEmpty ? .default : try TraitMatrix(parsing: words)
        } catch {
            throw StudioRequestError(.badRequest, error.message)
        }
    }

    private static func level(_ name: String?) throws(StudioRequestError) -> ContrastLevel {
        guard let name else { return .aa }
        guard let level = ContrastLevel(name: name) else {
            throw StudioRequestError(.badRequest, "unknown level '\(name)'; use one of: AA, AAA")
        }
        return level
    }
}
