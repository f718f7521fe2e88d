/// A value as a theme file wrote it, before it is given a type: a scalar, a list or a mapping,
/// with the position of its first character.
///
/// YAML and JSON both read into this tree, so everything after reading is the same for both.
/// Scalars keep their text as written (`"#1E90FF"`, `17`, `semibold`) and whether they were
/// quoted: `17` is a number, `"17"` a string.
public struct ThemeNode: Hashable, Sendable {
    /// What the node holds.
    public var content: Content
    /// Where the node starts (for a quoted scalar, its opening quote).
    public var location: ThemeLocation

    /// A node.
    public init(_ content: Content, at location: ThemeLocation) {
        self.content = content
        self.location = location
    }

    /// What a node holds.
    public enum Content: Hashable, Sendable {
        /// A scalar's text, and whether it was quoted (JSON strings are quoted; numbers,
        /// `true`, `false` and `null` are not).
        case scalar(String, quoted: Bool)
        /// A list, in order.
        case sequence([ThemeNode])
        /// A mapping's entries, in order; duplicates are kept for diagnostics.
        case mapping([Entry])
    }

    /// One key and value of a mapping.
    public struct Entry: Hashable, Sendable {
        /// The key's text.
        public var key: String
        /// Where the key starts.
        public var keyLocation: ThemeLocation
        /// Whether the key was quoted.
        public var keyIsQuoted: Bool
        /// The value.
        public var value: ThemeNode

        /// An entry.
        public init(key: String, keyLocation: ThemeLocation, keyIsQuoted: Bool = false, value: ThemeNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.keyIsQuoted = keyIsQuoted
            self.value = value
        }
    }
}

extension ThemeNode {
    /// The scalar's text, or `nil` for a list or a mapping.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The mapping's entries, or `nil` for a scalar or a list.
    public var entries: [Entry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The list's elements, or `nil` for a scalar or a mapping.
    public var elements: [ThemeNode]? {
        if case .sequence(let elements) = content { return elements }
        return nil
    }

    /// Whether the node is a quoted scalar.
    var isQuoted: Bool {
        if case .scalar(_, let quoted) = content { return quoted }
        return false
    }

    /// Whether the node is YAML's null: an unquoted `null`, `~` or nothing at all.
    var isNull: Bool {
        if case .scalar(let text, false) = content {
            return text.isEmpty || text == "null" || text == "~" || text == "Null" || text == "NULL"
        }
        return false
    }

    /// The node as messages show what they got: `12`, `"12"`, `a list`, `a mapping`, `nothing`.
    var shown: String {
        switch content {
        case .scalar(let text, let quoted):
            if isNull { return text.isEmpty ? "nothing" : text }
            let shortened = text.count > 40 ? String(text.prefix(37)) + "..." : text
            return quoted ? "\"\(shortened)\"" : shortened
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// The location of the scalar's first character of text (after an opening quote).
    var textLocation: ThemeLocation {
        isQuoted ? location.advanced(by: 1) : location
    }
}
