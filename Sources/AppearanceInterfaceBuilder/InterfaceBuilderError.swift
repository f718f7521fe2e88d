/// Why a storyboard or XIB did not load: what is wrong, in which file, where in it, and how to
/// fix it.
///
/// ``Storyboard/init(contentsOf:assets:)`` and ``Nib/init(contentsOf:assets:)`` throw it for a
/// file that cannot be read as Xcode writes one (unreadable, not XML, not an Interface Builder
/// document); ``Storyboard/viewController(withIdentifier:)`` throws it for an identifier
/// the storyboard lacks. What a well-formed file *contains* never fails a load: unknown elements,
/// classes and references become ``InterfaceBuilderWarning``s.
///
/// ```swift
/// do {
///     _ = try Storyboard(contentsOf: url)
/// } catch {
///     print(error)
///     // Main.storyboard:12:9: error: the XML is not well formed (…); the file is not XML as …
/// }
/// ```
///
/// Compare errors by ``code``; the message and location are for people.
public struct InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public let code: Code
    /// What is wrong and how to fix it.
    public let message: String
    /// The file at fault, as a path.
    public let path: String
    /// The 1-based line in ``path``, when the problem is at a place in the file.
    public let line: Int?
    /// The 1-based column in ``path``, when the problem is at a place in the file.
    public let column: Int?

    /// An error of kind `code` about `path`, at `line` and `column` when they are known.
    public init(_ code: Code, _ message: String, path: String, line: Int? = nil, column: Int? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column: error: message`, as a compiler writes it.
    public var description: String {
        "\(InterfaceBuilderWarning.place(path, line, column)): error: \(message)"
    }
}
