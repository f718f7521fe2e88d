import AppearanceKit
import AppearanceThemes

/// How the tool shows where a rule was written: a theme file inside the current folder by its
/// relative path (as compilers print paths), a built-in theme by its file's name, a Swift file by
/// its file ID.
enum SourcePaths {
    /// The built-in theme whose file `location` is in, if any.
    @MainActor
    private static func builtin(of location: AppearanceSourceLocation) -> BuiltinTheme? {
        guard location.kind == .themeFile else { return nil }
        return BuiltinTheme.allCases.first { $0.url.path == location.file }
    }

    /// The file of `location` for programs to open: a theme file's path, relative to the
    /// current folder when inside it, or the Swift file ID.
    static func path(of location: AppearanceSourceLocation) -> String {
        guard location.kind == .themeFile else { return location.file }
        let directory = Console.currentDirectory + "/"
        return location.file.hasPrefix(directory) ? String(location.file.dropFirst(directory.count)) : location.file
    }

    /// `file:line` or `file:line:column`: a built-in theme's file by its name with
    /// ` (built-in)` after, other files as ``path(of:)`` gives them.
    @MainActor
    static func text(of location: AppearanceSourceLocation) -> String {
        let builtin = builtin(of: location)
        let file = builtin.map { "\($0.rawValue).yaml" } ?? path(of: location)
        let text = location.column.map { "\(file):\(location.line):\($0)" } ?? "\(file):\(location.line)"
        return builtin == nil ? text : text + " (built-in)"
    }
}
