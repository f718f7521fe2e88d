/// A request the studio cannot serve, and why: the routes turn it into a 4xx response with
/// the message, so a bad request never stops the server.
public struct StudioRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of problem, which picks the HTTP status.
    public enum Kind: Sendable, Equatable {
        /// The request is malformed: a parameter or body the studio cannot read (400).
        case badRequest
        /// The request names something that is not there: a theme, a view, a value (404).
        case notFound
        /// The request names a file the studio may not touch (403).
        case forbidden
        /// The request is well formed but cannot apply now: nothing to undo, a broken theme (409).
        case conflict
        /// The app's code failed: a screen's builder threw (500). The other screens still work.
        case screenFailed
        /// Long work (an audit, a matrix picture) is already under way, or this one ran past
        /// its time limit (503, with `Retry-After`): other requests are answered meanwhile.
        case busy
    }

    /// The kind of problem.
    public let kind: Kind
    /// What is wrong and how to fix it, in one line.
    public let message: String

    /// An error of `kind` with `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
