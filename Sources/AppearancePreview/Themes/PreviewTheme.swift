public import AppearanceKit
public import AppearanceThemes
import Foundation

/// A theme the tools can apply: a theme file, a built-in theme, or Swift code that records
/// rules through appearance proxies, such as a `Theme` protocol's `apply(for:)`.
///
/// ```swift
/// let themes: [PreviewTheme] = [
///     .swift("ocean") { OceanTheme().apply(for: Application.shared) },
///     .file("Themes/brand.yaml"),
///     .builtin(.dark),
/// ]
/// ```
public struct PreviewTheme: Sendable {
    /// Where the theme's rules come from.
    public enum Source: Sendable {
        /// A YAML or JSON theme file, read again at each apply (and watched by the studio, which
        /// may write colours and numbers back into it).
        case file(URL)
        /// A theme that ships with the package.
        case builtin(BuiltinTheme)
        /// Swift code that records rules through proxies. Its rules carry the lines of its
        /// `appearance…` calls; the studio never writes to Swift sources.
        case swift(@MainActor @Sendable () -> Void)
    }

    /// The name the tools take (`--theme ocean`, `?theme=ocean`).
    public let name: String
    /// The name shown in menus.
    public let title: String
    /// Where the rules come from.
    public let source: Source

    /// A theme named `name` from `source`.
    public init(_ name: String, title: String? = nil, source: Source) {
        self.name = name
        self.title = title ?? name.prefix(1).uppercased() + name.dropFirst()
        self.source = source
    }

    /// A theme file (`.yaml` or `.json`), named by the file's name without its extension
    /// unless `name` is given.
    public static func file(_ path: String, name: String? = nil, title: String? = nil) -> PreviewTheme {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return PreviewTheme(name ?? url.deletingPathExtension().lastPathComponent, title: title, source: .file(url))
    }

    /// A built-in theme, by its name (`dark`, `light`, `ocean`).
    public static func builtin(_ theme: BuiltinTheme) -> PreviewTheme {
        PreviewTheme(theme.rawValue, source: .builtin(theme))
    }

    /// A theme made by Swift code: `apply` records rules through proxies
    /// (`Label.appearance().textColor = …`), as an app's theme does at launch or on a switch.
    ///
    /// The tools forget every proxy value before calling it, and restyle every window in
    /// place after it (R7), so a switch between Swift themes leaves nothing of the last one.
    public static func swift(
        _ name: String, title: String? = nil, apply: @escaping @MainActor @Sendable () -> Void
    ) -> PreviewTheme {
        PreviewTheme(name, title: title, source: .swift(apply))
    }

    /// No theme: every proxy value forgotten, so screens show their own colours and fonts (an
    /// Interface Builder file's, an app's code's). Named `none`.
    public static let none = PreviewTheme(noneName, title: "No theme", source: .swift {})
    /// The name of ``none``.
    static let noneName = "none"

    /// Whether the theme is a file the studio watches and may write to.
    public var isFile: Bool {
        if case .file = source { return true }
        return false
    }

    /// The interface style to show the theme in when none is asked: dark for a theme whose
    /// name contains "dark", else light.
    public var defaultStyle: UserInterfaceStyle {
        name.lowercased().contains("dark") || title.lowercased().contains("dark") ? .dark : .light
    }
}
