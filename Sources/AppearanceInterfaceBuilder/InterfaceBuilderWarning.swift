/// Something in a storyboard or XIB the loader read around: an unknown element or class, a
/// reference to a missing object, a colour it had to guess. The file still loads.
///
/// Each warning says where (the element's line and column) and what to do about it:
///
/// ```swift
/// let nib = try Nib(contentsOf: url)
/// _ = nib.instantiate(withOwner: nil)
/// for warning in nib.warnings { print(warning) }
/// // ProfileCard.xib:14:17: warning: custom class AvatarView is not registered; …
/// ```
public struct InterfaceBuilderWarning: Hashable, Sendable, CustomStringConvertible {
    /// What the loader found and did, and how to do better.
    public let message: String
    /// The file, as a path.
    public let path: String
    /// The 1-based line of the element the warning is about.
    public let line: Int
    /// The 1-based column of the element the warning is about.
    public let column: Int

    /// A warning about the element at `line` and `column` of `path`.
    public init(_ message: String, path: String, line: Int, column: Int) {
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column: warning: message`, as a compiler writes it.
    public var description: String {
        "\(Self.place(path, line, column)): warning: \(message)"
    }

    /// `path:line:column`, leaving out what is unknown.
    static func place(_ path: String, _ line: Int?, _ column: Int?) -> String {
        var place = path
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        return place
    }
}
