import AppearanceKit
import AppearanceThemes

/// How the tool shows where a rule was written: a theme file inside the current folder by its
/// relative path (as compilers print paths), a built-in theme by its file's name, a Swift file by
/// its file ID.
enum SourcePaths {
    /// The file of `location` as the tool shows it.
    @MainActor
    static func file(of location: AppearanceSourceLocation) -> String {
        guard location.kind == .themeFile else { return location.file }
        if let builtin = BuiltinTheme.allCases.first(where: { $0.url.path == location.file }) {
            return "\(builtin.rawValue).yaml"
        }
        return path(of: location)
    }

    /// The file of `location` for programs to open: a theme file's path, relative to the
    /// current folder when inside it, or the Swift file ID.
    static func path(of location: AppearanceSourceLocation) -> String {
        guard location.kind == .themeFile else { return location.file }
        let directory = Console.currentDirectory + "/"
        return location.file.hasPrefix(directory) ? String(location.file.dropFirst(directory.count)) : location.file
    }

    /// `file:line` or `file:line:column`, with the file as ``file(of:)`` shows it, and
    /// ` (built-in)` after a built-in theme's.
    @MainActor
    static func text(of location: AppearanceSourceLocation) -> String {
        let file = file(of: location)
        let text = location.column.map { "\(file):\(location.line):\($0)" } ?? "\(file):\(location.line)"
        return BuiltinTheme.allCases.contains { $0.url.path == location.file } ? text + " (built-in)" : text
    }
}
