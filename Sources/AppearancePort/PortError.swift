/// Why a file was left as it is.
public enum PortError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not parse as Swift: `appearance-port` rewrites only what it understands.
    /// The first problem's line and column and the parser's message.
    case notSwift(line: Int, column: Int, message: String)

    /// `line:column: the parser's message; the file is left unchanged`.
    public var description: String {
        switch self {
        case let .notSwift(line, column, message):
            "\(line):\(column): \(message); the file is not valid Swift and is left unchanged"
        }
    }
}
