/// One event of a YAML stream, as ``LibYAMLParser`` reads it: Swift values only, so the reader
/// above it never sees C memory.
enum YAMLEvent: Equatable {
    case streamStart
    case streamEnd
    case documentStart(Mark)
    case documentEnd
    /// `*name`.
    case alias(String, Mark)
    /// A scalar's text, whether it was quoted (or a block scalar), and its anchor (`&name`).
    case scalar(String, quoted: Bool, anchor: String?, Mark)
    case sequenceStart(anchor: String?, Mark)
    case sequenceEnd
    case mappingStart(anchor: String?, Mark)
    case mappingEnd

    /// A one-based line and column (in Unicode scalars) where an event starts.
    struct Mark: Equatable {
        let line: Int
        let column: Int
    }
}

/// Why libyaml stopped reading a text.
struct LibYAMLError: Error {
    /// The stage that failed.
    enum Kind {
        /// The bytes are not text libyaml accepts (invalid UTF-8, a control character).
        case reader
        /// The text is not YAML (the scanner or the parser).
        case syntax
        /// libyaml could not allocate memory.
        case memory
    }

    let kind: Kind
    /// libyaml's description, such as "did not find expected key".
    let problem: String
    /// Where the problem is, for syntax errors.
    let problemMark: YAMLEvent.Mark?
    /// What libyaml was reading, such as "while parsing a flow mapping".
    var context: String? = nil
    /// Where what libyaml was reading starts.
    var contextMark: YAMLEvent.Mark? = nil
    /// The byte offset of the problem, for reader errors (they have no mark).
    var byteOffset: Int? = nil
}
