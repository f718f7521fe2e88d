import AppearanceKit
import Foundation

/// The screens and themes the tools offer: an app's own, or the package's demo.
///
/// ```swift
/// let catalog = PreviewCatalog(
///     screens: [.rootViewController("list") { _ in ListViewController() }],
///     themes: [.swift("dark") { DarkTheme().apply(for: Application.shared) }, .file("Themes/brand.yaml")],
///     setUp: { AppearanceCatalog.shared.register(BrandLabel.self) })
/// ```
public struct PreviewCatalog: Sendable {
    /// The screens, in menu order; the first is shown when none is named.
    public var screens: [PreviewScreen]
    /// The themes, in menu order; the first is shown when none is named.
    public var themes: [PreviewTheme]
    /// Runs before any theme loads: register the app's classes and properties in
    /// `AppearanceCatalog` here, so theme files can name them.
    public var setUp: @MainActor @Sendable () -> Void

    /// A catalog of `screens` and `themes`.
    ///
    /// - Parameters:
    ///   - screens: The screens; names must be unique.
    ///   - themes: The themes; names must be unique.
    ///   - setUp: Registers the app's classes for theme files (the kit's are registered
    ///     always).
    public init(
        screens: [PreviewScreen], themes: [PreviewTheme], setUp: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        self.screens = screens
        self.themes = themes
        self.setUp = setUp
    }

    /// Registers the kit's classes and runs ``setUp``: call it before loading a theme file.
    @MainActor
    public func prepare() {
        AppearanceCatalog.shared.registerKit()
        setUp()
    }

    /// The screen named `name` (the first screen for `nil`).
    ///
    /// - Throws: ``ToolError`` (``ToolError/Kind/notFound``) listing the screens there are.
    public func screen(named name: String?) throws(ToolError) -> PreviewScreen {
        guard let name else {
            guard let first = screens.first else { throw ToolError(.notFound, "there is no screen to show") }
            return first
        }
        guard let screen = screens.first(where: { $0.name == name }) else {
            throw ToolError(.notFound, "unknown screen '\(name)'; the screens are: \(screenNames)")
        }
        return screen
    }

    /// The theme `reference` names: one of the catalog's by name (case-insensitive), else the
    /// theme file at that path (which applying reads, and reports if missing).
    ///
    /// - Throws: ``ToolError`` (``ToolError/Kind/notFound``) listing the themes there are, for a
    ///   name that is neither.
    public func theme(_ reference: String) throws(ToolError) -> PreviewTheme {
        if let theme = themes.first(where: { $0.name == reference })
            ?? themes.first(where: { $0.name.lowercased() == reference.lowercased() })
        {
            return theme
        }
        // A path is a theme file even when it is missing: loading it says so, with the path.
        let looksLikePath = reference.contains("/") || reference.contains(".")
        if looksLikePath || FileManager.default.fileExists(atPath: reference) { return .file(reference) }
        throw ToolError(
            .notFound,
            "unknown theme '\(reference)'; give a theme file (.yaml or .json) or one of the themes: \(themeNames)")
    }

    /// The screens' names, comma-separated.
    public var screenNames: String { screens.map(\.name).joined(separator: ", ") }

    /// The themes' names, comma-separated.
    public var themeNames: String { themes.map(\.name).joined(separator: ", ") }
}
