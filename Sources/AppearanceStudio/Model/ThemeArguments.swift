import AppearanceThemes
import Foundation

/// Turns `--theme` arguments into the studio's themes: the built-in themes always, and each
/// file given, in order.
enum ThemeArguments {
    /// The themes for `arguments` (paths or built-in names), files first, and the id of the
    /// theme to show first: the first argument's, else Light.
    ///
    /// - Throws: ``StudioRequestError`` for an unknown built-in name or a missing file.
    @MainActor
    static func themes(for arguments: [String]) throws(StudioRequestError) -> (themes: [StudioTheme], initial: String) {
        var files: [StudioTheme] = []
        var initial: String?
        for argument in arguments {
            let looksLikePath = argument.contains("/") || argument.contains(".")
            if !looksLikePath, !FileManager.default.fileExists(atPath: argument) {
                guard let builtin = BuiltinTheme(rawValue: argument.lowercased()) else {
                    let names = BuiltinTheme.allCases.map(\.rawValue).joined(separator: ", ")
                    throw StudioRequestError(
                        .notFound, "unknown theme '\(argument)'; give a theme file (.yaml or .json) or a built-in theme: \(names)")
                }
                initial = initial ?? builtin.rawValue
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw StudioRequestError(.notFound, "no theme file at '\(argument)'; check the path")
            }
            let url = URL(fileURLWithPath: argument).standardizedFileURL
            if files.contains(where: { $0.url == url }) { continue }
            let theme = StudioTheme(id: "file\(files.count + 1)", url: url, isBuiltin: false)
            files.append(theme)
            initial = initial ?? theme.id
        }
        let builtins = BuiltinTheme.allCases.map { StudioTheme(id: $0.rawValue, url: $0.url, isBuiltin: true) }
        return (files + builtins, initial ?? BuiltinTheme.light.rawValue)
    }
}
