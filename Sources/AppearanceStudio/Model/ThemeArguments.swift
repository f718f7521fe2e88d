import AppearancePreview
import Foundation

/// Turns `--theme` arguments into the studio's themes: each file given, in order, then the
/// preview catalog's themes.
enum ThemeArguments {
    /// The themes for `arguments` (theme file paths, or names of the catalog's themes to show
    /// first), files first, and the id of the theme to show first: the first argument's, else
    /// the catalog's first theme's.
    ///
    /// - Throws: ``ToolError`` (``ToolError/Kind/notFound``) for an unknown theme name (listing
    ///   the names there are) or a missing file.
    @MainActor
    static func themes(
        for arguments: [String], in catalog: PreviewCatalog
    ) throws(ToolError) -> (themes: [StudioTheme], initial: String) {
        var files: [StudioTheme] = []
        var initial: String?
        for argument in arguments {
            let theme = try catalog.theme(argument)
            // A catalog theme, by name or by the path of its file, is shown first; another
            // file is added before the catalog's themes.
            guard case .file(let url) = theme.source, !catalog.themes.contains(where: { $0.name == theme.name }) else {
                initial = initial ?? theme.name
                continue
            }
            if let listed = catalog.themes.first(where: { if case .file(url) = $0.source { true } else { false } }) {
                initial = initial ?? listed.name
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw ToolError(.notFound, "no theme file at '\(argument)'; check the path")
            }
            if files.contains(where: { $0.url == url }) { continue }
            let file = StudioTheme(id: "file\(files.count + 1)", preview: theme)
            files.append(file)
            initial = initial ?? file.id
        }
        let named = catalog.themes.map { StudioTheme(id: $0.name, preview: $0) }
        guard let first = initial ?? named.first?.id ?? files.first?.id else {
            throw ToolError(.notFound, "the studio has no theme to show; give a theme file with --theme")
        }
        return (files + named, first)
    }
}
