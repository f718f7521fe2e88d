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
    /// - Throws: ``StudioRequestError`` for an unknown theme or screen, a bad matrix (past
    ///   ``/AppearanceAudit/TraitMatrix/Limits/studio`` too) or level (400), a theme that does
    ///   not load (400, with its diagnostics), a screen that fails (500), or other long work
    ///   under way or this one past the limit (503).
    public func audit(
        _ settings: PreviewSettings, matrix words: [String], level name: String?
    ) async throws(StudioRequestError) -> StudioAuditReport {
        let theme = try theme(settings.themeID)
        let level = try Self.level(name)
        let matrix = try Self.matrix(words)
        let screen = try screen(settings.screen)
        let catalog = PreviewCatalog(screens: [screen], themes: [theme.preview], setUp: catalog.setUp)
        let audit: ThemeAudit
        do {
            audit = try ThemeAudit(catalog: catalog, matrix: matrix, level: level, size: settings.size)
        } catch {
            throw Self.requestError(error)
        }
        let report = try await longWork { pause throws(StudioRequestError) in
            do throws(AuditError) {
                return try await audit.run(pausingBetweenStates: pause)
            } catch {
                throw Self.requestError(error)
            }
        }
        return StudioAuditReport(report, states: matrix.states, theme: theme.id)
    }

    /// `screen` in every state of `matrix` in one grid, each failure at `level` outlined when
    /// a level is given (``/AppearanceAudit/TraitMatrix/picture(of:size:audit:theme:)``).
    ///
    /// The picture is long work, as ``audit(_:matrix:level:)`` is.
    public func matrixPicture(
        _ settings: PreviewSettings, matrix words: [String], level name: String?
    ) async throws(StudioRequestError) -> String {
        let theme = try theme(settings.themeID)
        let level = try name.map { text throws(StudioRequestError) in try Self.level(text) }
        let screen = try screen(settings.screen)
        let matrix = try Self.matrix(words)
        return try await longWork { pause throws(StudioRequestError) in
            catalog.prepare()
            _ = theme.apply()
            do throws(AuditError) {
                return try await matrix.picture(
                    of: screen, size: settings.size, audit: level, theme: theme.id, pausingBetweenStates: pause)
            } catch {
                throw Self.requestError(error)
            }
        }
    }

    /// The request error for an audit's error: a screen that fails is the app's (500), a run
    /// past the time limit is 503, anything else is the request's (400).
    private static func requestError(_ error: AuditError) -> StudioRequestError {
        switch error.kind {
        case .screenFailed: StudioRequestError(.screenFailed, error.message)
        case .timedOut: StudioRequestError(.busy, error.message)
        case .unknownName: StudioRequestError(.notFound, error.message)
        default: StudioRequestError(.badRequest, error.message)
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
            return words.isEmpty ? .default : try TraitMatrix(parsing: words, limits: .studio)
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
