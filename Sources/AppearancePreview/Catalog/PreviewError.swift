public import AppearanceThemes

/// Why a screen or a theme could not be shown: an unknown name (with the names there are), a
/// theme that does not load (with its diagnostics), or a screen builder that threw.
public struct PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of problem.
    public enum Kind: Sendable, Equatable {
        /// No screen of that name; the message lists the screens there are.
        case unknownScreen
        /// No theme of that name, and no theme file at that path; the message lists the themes.
        case unknownTheme
        /// The theme file has errors; the message is its diagnostics, with carets.
        case themeFailed
        /// The screen's builder threw; the message names the screen and the error.
        case screenFailed
    }

    /// The kind of problem.
    public let kind: Kind
    /// What is wrong and how to fix it: one line, or a theme's rendered diagnostics.
    public let message: String
    /// A theme file's diagnostics, for a tool to render relative to its folder; empty for
    /// other kinds.
    public let diagnostics: [ThemeDiagnostic]

    /// An error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String, diagnostics: [ThemeDiagnostic] = []) {
        self.kind = kind
        self.message = message
        self.diagnostics = diagnostics
    }

    /// The message.
    public var description: String { message }
}
