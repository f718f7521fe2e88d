/// Why an asset catalog did not load: what is wrong, in which file, where in it, and how to fix it.
///
/// ``AssetCatalog/load(contentsOf:)-(URL)`` throws it and registers nothing. Its
/// ``description`` reads like a compiler's, with the source line and a caret under the place
/// when the error is inside a `Contents.json`:
///
/// ```swift
/// do {
///     try AssetCatalog.load(contentsOf: url).register()
/// } catch {
///     print(error)
///     // Assets.xcassets/Brand.colorset/Contents.json:9:20: error: components.red "2.5" is not …
///     //         "red" : "2.5",
///     //                 ^
/// }
/// ```
///
/// Compare errors by ``code``; the message and location are for people.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public let code: Code
    /// What is wrong and how to fix it.
    public let message: String
    /// The file or folder at fault, as a path.
    public let path: String
    /// The 1-based line in ``path``, when the problem is inside a file.
    public let line: Int?
    /// The 1-based column (in Unicode scalars) in ``path``, when the problem is inside a file.
    public let column: Int?
    /// The text of ``line``, shown under the message with a caret at ``column``.
    public let sourceLine: String?

    /// An error of kind `code` about `path`, at `line` and `column` when they are known.
    public init(
        _ code: Code, _ message: String, path: String, line: Int? = nil, column: Int? = nil, sourceLine: String? = nil
    ) {
        self.code = code
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// `path:line:column: error: message`, then the source line and a caret under the column.
    public var description: String {
        var place = path
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        var text = "\(place): error: \(message)"
        if let sourceLine {
            text += "\n" + sourceLine
            if let column {
                // Tabs stay tabs so that the caret lines up in a terminal whatever its tab width.
                let lead = sourceLine.unicodeScalars.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
                text += "\n" + lead + "^"
            }
        }
        return text
    }
}
