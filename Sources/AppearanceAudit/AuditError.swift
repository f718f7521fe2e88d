/// Why an audit could not run, with what to do instead. The command exits 2 for
/// ``Kind/themeFailed`` (a theme that does not load) and for every other kind.
public struct AuditError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable {
        /// A matrix dimension names an unknown trait or value.
        case badMatrix
        /// A screen, theme or level that the catalog does not have.
        case unknownName
        /// A theme did not load (its diagnostics are in the message).
        case themeFailed
        /// A screen's builder failed.
        case screenFailed
        /// A baseline file is missing or malformed.
        case badBaseline
        /// The audit was stopped before it finished, by its caller's time limit.
        case timedOut
    }

    /// What went wrong.
    public let kind: Kind
    /// What is wrong and how to fix it.
    public let message: String

    /// An error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
