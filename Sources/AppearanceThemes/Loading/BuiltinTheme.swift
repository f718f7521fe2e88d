public import Foundation

/// The themes that ship with the package as theme files: Dark, Light and Ocean.
///
/// They are the seed's Swift themes written as YAML, and a theme file can extend them by name
/// (`extends: dark`).
///
/// ```swift
/// try BuiltinTheme.ocean.load().apply()
/// BuiltinTheme.dark.url     // the YAML file, to read or copy as a starting point
/// ```
public enum BuiltinTheme: String, CaseIterable, Hashable, Sendable {
    /// Black backgrounds, white labels, an orange tint.
    case dark
    /// White backgrounds, black labels, a blue tint.
    case light
    /// Pale blue backgrounds, deep blue labels, a teal tint; cards and sliders styled too.
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
