public import Foundation

/// The themes that ship with the package as theme files: Dark, Light and Ocean.
///
/// They are the theme seed's Swift themes ("Protocol-oriented themes for iOS apps") written as
/// YAML, and a theme file can extend them by name (`extends: dark`). Like the seed, they style
/// an app's own subclasses (`AppLabel`, `AppHeadline`, `AppButton`, `AppView`, ...) besides
/// the kit's bars, tables and collection views: those rules apply once the app registers
/// classes of those names, and are skipped until then.
///
/// ```swift
/// try BuiltinTheme.ocean.load().apply()
/// BuiltinTheme.dark.url     // the YAML file, to read or copy as a starting point
/// ```
public enum BuiltinTheme: String, CaseIterable, Hashable, Sendable {
    /// Black backgrounds, white labels, a yellow tint.
    case dark
    /// White backgrounds, black labels, a blue tint; image views in cells get a border.
    case light
    /// Cyan backgrounds, magenta labels, a blue tint.
    case ocean

    /// The theme's YAML file among the package's resources.
    public var url: URL {
        Bundle.module.url(forResource: rawValue, withExtension: "yaml", subdirectory: "BuiltinThemes")
            ?? Bundle.module.bundleURL.appendingPathComponent("BuiltinThemes/\(rawValue).yaml")
    }

    /// Loads the theme.
    ///
    /// - Throws: A ``ThemeError`` if the file cannot be read or checked (the package's tests
    ///   make sure it can).
    @MainActor
    public func load() throws(ThemeError) -> ThemeFile {
        try ThemeLoader().load(contentsOf: url)
    }
}
