import AppearancePreview
import AppearanceKit
import AppearanceThemes

/// What the page needs to build its menus and banners: the themes with their diagnostics, the
/// screens, traits and device sizes it can choose, and the version of the themes.
public struct StudioStateReport: Codable, Sendable, Equatable {
    /// The themes, files first.
    public var themes: [Theme]
    /// The theme shown first.
    public var initialTheme: String
    /// The screens, by id and title.
    public var screens: [Choice]
    /// The interface styles (`auto` picks the theme's own).
    public var styles: [String]
    /// The contrasts.
    public var contrasts: [String]
    /// The horizontal size classes.
    public var sizeClasses: [String]
    /// The content size categories.
    public var categories: [String]
    /// The device sizes, by `WIDTHxHEIGHT` and name.
    public var devices: [Choice]
    /// Counts theme changes.
    public var version: Int

    /// A choice of a menu.
    public struct Choice: Codable, Sendable, Equatable {
        /// The value sent back to the server.
        public var id: String
        /// The name shown.
        public var title: String
    }

    /// One theme and how its file stands.
    public struct Theme: Codable, Sendable, Equatable {
        /// The id the API uses.
        public var id: String
        /// The name shown.
        public var name: String
        /// Whether it is built in (never edited).
        public var builtin: Bool
        /// Whether it is Swift code (applied by running it; never edited).
        public var swift: Bool
        /// The file's path, for a theme file.
        public var path: String?
        /// Whether the file on disk has errors (the last good version is shown).
        public var hasErrors: Bool
        /// Whether any version has loaded (if not, the preview shows no theme).
        public var loaded: Bool
        /// The diagnostics of the latest load.
        public var diagnostics: [Diagnostic]
    }

    /// One diagnostic, as data and as compilers print it.
    public struct Diagnostic: Codable, Sendable, Equatable {
        /// `error` or `warning`.
        public var severity: String
        /// What is wrong and how to fix it.
        public var message: String
        /// `file:line:column`.
        public var location: String
        /// The diagnostic with its source line and caret.
        public var rendered: String
    }
}

extension Studio {
    /// The page's view of the studio now.
    public func stateReport() -> StudioStateReport {
        let themes = themes.map { theme in
            // Paths relative to the theme's own folder.
            let paths = SourcePaths(root: theme.url?.deletingLastPathComponent().path)
            let diagnostics = theme.diagnostics.map {
                StudioStateReport.Diagnostic(
                    severity: $0.isError ? "error" : "warning", message: $0.message,
                    location: paths.location($0.location).description, rendered: $0.formatted(paths: paths))
            }
            let notes = theme.notes.map {
                StudioStateReport.Diagnostic(severity: "warning", message: $0, location: "", rendered: $0)
            }
            return StudioStateReport.Theme(
                id: theme.id, name: theme.name, builtin: theme.isBuiltin, swift: theme.isSwift,
                path: theme.isEditable ? theme.url?.path : nil, hasErrors: theme.hasErrors,
                loaded: theme.file != nil || theme.isSwift, diagnostics: diagnostics + notes)
        }
        return StudioStateReport(
            themes: themes, initialTheme: initialThemeID,
            screens: catalog.screens.map { .init(id: $0.name, title: $0.title) },
            styles: ["auto", "light", "dark"], contrasts: ["normal", "high"], sizeClasses: ["compact", "regular"],
            categories: ContentSizeCategory.allCases.filter { $0 != .unspecified }.map(\.rawValue),
            devices: PreviewSettings.devices.map {
                .init(
                    id: "\(Int($0.size.width))x\(Int($0.size.height))", title: "\($0.name) (\(Int($0.size.width))×\(Int($0.size.height)))")
            },
            version: version)
    }
}
