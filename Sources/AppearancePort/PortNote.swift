/// Something in a file that `appearance-port` cannot turn into code Linux compiles, at the line
/// and column where it is, with what to do instead.
public struct PortNote: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in UTF-8 bytes as compilers count it.
    public let column: Int
    /// What cannot be turned and how to turn it by hand.
    public let message: String

    /// A note at `line`:`column`.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
