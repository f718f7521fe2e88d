public import AppearanceKit
public import AppearanceThemes

/// Why a tool could not do what it was asked, and what to do instead: the one error of the
/// catalog, the audit, the studio and the commands (#42).
///
/// The ``kind`` says what went wrong, and each tool answers a kind one way: the studio with
/// one HTTP status a kind on every route, the commands with one exit status a kind. The
/// ``message`` is one line that says what is wrong and how to fix it; ``location`` is the place
/// in a file where the problem is, when it is in one (a theme file's first error); ``cause`` is
/// the error underneath: a screen builder's, the file system's, a theme's `ThemeError` with
/// its ``diagnostics``, or another `ToolError` this one adds to.
///
/// ```swift
/// do {
///     try catalog.theme("themes/brand.yaml").apply()
/// } catch {
///     print(error.kind)          // invalidTheme
///     print(error.message)       // themes/brand.yaml:6:7: unknown property 'textColour' for Label; …
///     print(error)               // every diagnostic, with its line and caret
/// }
/// ```
public struct ToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, which picks how a tool answers: the studio's HTTP status and the
    /// commands' exit status.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The request or the command line is wrong as written: a parameter, an option's value,
        /// a matrix, a level, a body, or options that do nothing or contradict each other in
        /// the combination given (HTTP 400; exit status 2).
        case badRequest
        /// A name or a place that is not there: a screen, a theme, a theme file, a view, a
        /// property, a value at a position (HTTP 404; exit status 1). The message lists what
        /// there is.
        case notFound
        /// A file the tools may not touch: not one of the studio's theme files, or a link out
        /// of its folder (HTTP 403; exit status 1).
        case forbidden
        /// Well formed, but it cannot apply to things as they are now: the file changed since
        /// it was read, nothing to undo (HTTP 409; exit status 1).
        case conflict
        /// A theme that does not load: its ``ToolError/diagnostics`` say where and why (HTTP 409,
        /// as a conflict with the file as it is; exit status 1).
        case invalidTheme
        /// The app's code failed: a screen's builder threw; the cause is its error (HTTP 500;
        /// exit status 1). The other screens still work.
        case appCodeFailed
        /// Long work (an audit, a matrix picture) is already under way, or this one ran past
        /// its time limit (HTTP 503 with `Retry-After`; exit status 1).
        case busy
        /// A file could not be read or written: no such folder, a folder where a file should
        /// be, no permission, a full disk (HTTP 500; exit status 1).
        case io
    }

    /// What went wrong.
    public let kind: Kind
    /// What is wrong and how to fix it, in one line.
    public let message: String
    /// Where in a file the problem is (a theme file's first error), or `nil` when it is in no
    /// file.
    public let location: AppearanceSourceLocation?
    /// The error underneath, or `nil`: a screen builder's error, the file system's, a theme's
    /// `ThemeError` (its diagnostics), or another `ToolError` this one says more about.
    public let cause: (any Error)?

    /// An error of `kind`.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: What is wrong and how to fix it, in one line.
    ///   - location: Where in a file the problem is, if it is in one.
    ///   - cause: The error underneath, if any.
    public init(_ kind: Kind, _ message: String, location: AppearanceSourceLocation? = nil, cause: (any Error)? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.cause = cause
    }

    /// A theme that does not load: ``Kind/invalidTheme``, its first error as the message and
    /// the location, `error` as the cause.
    public init(theme error: ThemeError) {
        let errors = error.errors
        guard let first = errors.first ?? error.diagnostics.first else {
            self.init(.invalidTheme, "the theme does not load", cause: error)
            return
        }
        let more = errors.count > 1 ? " (and \(errors.count - 1) more \(errors.count == 2 ? "error" : "errors"))" : ""
        self.init(.invalidTheme, "\(first.location): \(first.message)\(more)", location: first.location.sourceLocation, cause: error)
    }

    /// The diagnostics of the theme behind the error, errors and warnings in file order: its
    /// cause's, or its cause's cause's; empty when no theme is behind it.
    public var diagnostics: [ThemeDiagnostic] {
        switch cause {
        case let theme as ThemeError: theme.diagnostics
        case let error as ToolError: error.diagnostics
        default: []
        }
    }

    /// The error as text: a theme's diagnostics as `diagnostics` renders them (after each
    /// message that adds to them, as `line` renders it, with a colon), or else the message as
    /// `line` renders it.
    ///
    /// The studio sends ``description``; the commands print `error: ` before each message and
    /// the diagnostics' paths relative to the current folder.
    ///
    /// - Parameters:
    ///   - line: Renders one message (the default leaves it as it is).
    ///   - diagnostics: Renders a theme's diagnostics (the default with each one's line and caret).
    public func formatted(
        line: (String) -> String = { $0 }, diagnostics: ([ThemeDiagnostic]) -> String = { $0.formatted() }
    ) -> String {
        switch cause {
        case let theme as ThemeError where !theme.diagnostics.isEmpty:
            return diagnostics(theme.diagnostics)
        case let error as ToolError where !error.diagnostics.isEmpty:
            return line(message + ":") + "\n" + error.formatted(line: line, diagnostics: diagnostics)
        default:
            return line(message)
        }
    }

    /// The message, or a theme's diagnostics with their lines and carets (``formatted(line:diagnostics:)``).
    public var description: String { formatted() }

    /// Whether two errors have the same kind, message, location and theme diagnostics; other
    /// causes are not compared (errors are not equatable).
    public static func == (left: ToolError, right: ToolError) -> Bool {
        left.kind == right.kind && left.message == right.message && left.location == right.location
            && left.diagnostics == right.diagnostics
    }
}
