/// Reads YAML text into a ``ThemeNode`` tree with positions, from libyaml's events.
///
/// The tree is built without recursion, one event at a time, so the time and memory it takes
/// grow with the file: every duplicate key is kept for the schema reader to report (as for
/// JSON), a value nested too deep stops the read where it starts, and an alias counts the
/// values it repeats before anything is copied, so an alias bomb stops at the limit.
enum YAMLReader {
    /// The deepest nesting of lists and mappings a theme may have.
    static let maximumDepth = 64
    /// The most values a theme may hold after aliases are expanded.
    static let maximumNodeCount = 100_000

    /// The tree of `source`, or `nil` and the diagnostics that say why there is none.
    static func read(_ source: ThemeSource) -> (ThemeNode?, DiagnosticLog) {
        var composer = Composer(source: source)
        let root = composer.compose()
        return (composer.log.hasErrors ? nil : root, composer.log)
    }

    // MARK: - Building the tree

    /// A list or a mapping whose end has not been read yet.
    private struct OpenCollection {
        let location: ThemeLocation
        let anchor: String?
        /// The count of values read before this one, to size it for its anchor.
        let countBefore: Int
        var elements: [ThemeNode] = []
        var entries: [ThemeNode.Entry]? = nil
        /// The key read in a mapping, waiting for its value; `nil` for a key that is not a name
        /// (already reported), whose value is dropped.
        var pendingKey: ThemeNode?? = .none

        init(location: ThemeLocation, anchor: String?, countBefore: Int, entries: [ThemeNode.Entry]?) {
            self.location = location
            self.anchor = anchor
            self.countBefore = countBefore
            self.entries = entries
        }
    }

    private struct Composer {
        let source: ThemeSource
        let parser: LibYAMLParser
        var log = DiagnosticLog()
        var stack: [OpenCollection] = []
        /// Every anchored value and how many values it holds, itself included.
        var anchors: [String: (node: ThemeNode, size: Int)] = [:]
        var count = 0

        init(source: ThemeSource) {
            self.source = source
            self.parser = LibYAMLParser(source.text)
            log.register(source)
        }

        /// Why reading stops early: the diagnostic is logged already.
        struct Stop: Error {}

        mutating func compose() -> ThemeNode? {
            do {
                var root: ThemeNode?
                var documents = 0
                loop: while true {
                    switch try next() {
                    case .streamStart, .documentEnd: continue
                    case .streamEnd: break loop
                    case .documentStart(let mark):
                        documents += 1
                        if documents > 1 {
                            log.error(
                                .syntaxError,
                                "invalid YAML: a second document starts here; keep one theme per file (remove this '---' and what follows)",
                                at: location(mark))
                            return nil
                        }
                    case .alias(let name, let mark):
                        guard let (node, size) = anchors[name] else {
                            log.error(
                                .syntaxError,
                                "invalid YAML: the alias '*\(name)' names no anchor; define the anchor ('&\(name)') before the alias that uses it",
                                at: location(mark))
                            return nil
                        }
                        try countValues(size, at: mark)
                        root = try add(node) ?? root
                    case .scalar(let text, let quoted, let anchor, let mark):
                        try countValues(1, at: mark)
                        let node = ThemeNode(.scalar(text, quoted: quoted), at: location(mark))
                        if let anchor { anchors[anchor] = (node, 1) }
                        root = try add(node) ?? root
                    case .sequenceStart(let anchor, let mark):
                        try open(anchor: anchor, at: mark, isMapping: false)
                    case .mappingStart(let anchor, let mark):
                        try open(anchor: anchor, at: mark, isMapping: true)
                    case .sequenceEnd, .mappingEnd:
                        let open = stack.removeLast()
                        let node = ThemeNode(open.entries.map { .mapping($0) } ?? .sequence(open.elements), at: open.location)
                        if let anchor = open.anchor { anchors[anchor] = (node, count - open.countBefore) }
                        root = try add(node) ?? root
                    }
                }
                guard let root else {
                    log.error(.emptyFile, ThemeText.emptyMessage, at: ThemeLocation(path: source.path, line: 1, column: 1))
                    return nil
                }
                return root
            } catch {
                return nil
            }
        }

        private mutating func next() throws(Stop) -> YAMLEvent {
            do {
                return try parser.next()
            } catch {
                YAMLReader.report(error, in: source, to: &log)
                throw Stop()
            }
        }

        /// Starts a list or a mapping.
        private mutating func open(anchor: String?, at mark: YAMLEvent.Mark, isMapping: Bool) throws(Stop) {
            try countValues(1, at: mark)
            stack.append(
                OpenCollection(
                    location: location(mark), anchor: anchor, countBefore: count - 1, entries: isMapping ? [] : nil))
        }

        /// Counts `size` more values, and stops at the limits on values and nesting.
        private mutating func countValues(_ size: Int, at mark: YAMLEvent.Mark) throws(Stop) {
            if stack.count + 1 > YAMLReader.maximumDepth {
                log.error(
                    .nestingTooDeep,
                    "lists and mappings are nested more than \(YAMLReader.maximumDepth) levels deep here; "
                        + "a theme needs no more than 5: check the brackets and the indentation",
                    at: location(mark))
                throw Stop()
            }
            count += size
            if count > YAMLReader.maximumNodeCount {
                log.error(
                    .invalidStructure,
                    "the theme holds more than \(YAMLReader.maximumNodeCount) values once its aliases are expanded; "
                        + "write the values out instead of nesting aliases",
                    at: location(mark))
                throw Stop()
            }
        }

        /// Puts a finished value into the collection that holds it, or returns it when it is
        /// the document's root.
        private mutating func add(_ node: ThemeNode) throws(Stop) -> ThemeNode? {
            guard !stack.isEmpty else { return node }
            let index = stack.count - 1
            guard stack[index].entries != nil else {
                stack[index].elements.append(node)
                return nil
            }
            switch stack[index].pendingKey {
            case .none:
                if node.scalar != nil {
                    stack[index].pendingKey = .some(node)
                } else {
                    log.error(
                        .invalidStructure,
                        "a key must be a name, not \(node.elements != nil ? "a list" : "a mapping"); write 'name: value'",
                        at: node.location)
                    stack[index].pendingKey = .some(nil)
                }
            case .some(let key):
                stack[index].pendingKey = .none
                if let key, let name = key.scalar {
                    stack[index].entries!.append(
                        ThemeNode.Entry(
                            key: name, keyLocation: key.location, keyIsQuoted: key.isQuoted, value: node))
                }
            }
            return nil
        }

        private func location(_ mark: YAMLEvent.Mark) -> ThemeLocation {
            source.location(line: mark.line, column: mark.column)
        }
    }

    // MARK: - Syntax errors

    fileprivate static func report(_ error: LibYAMLError, in source: ThemeSource, to log: inout DiagnosticLog) {
        switch error.kind {
        case .reader:
            let location = source.location(utf8Offset: error.byteOffset ?? 0)
            log.error(
                .notText,
                "the file cannot be read as YAML text (\(error.problem)); save the theme as UTF-8 and remove the character here",
                at: location)
        case .memory:
            log.error(.syntaxError, "invalid YAML: \(error.problem)", at: ThemeLocation(path: source.path, line: 1, column: 1))
        case .syntax:
            let mark = error.problemMark ?? YAMLEvent.Mark(line: 1, column: 1)
            var location = source.location(line: mark.line, column: mark.column)
            let problem = error.problem
            let character = source.line(mark.line)?.unicodeScalars.dropFirst(mark.column - 1).first
            if problem.contains("cannot start any token"), character == "\t" {
                log.error(.syntaxError, "invalid YAML: a tab cannot indent YAML; indent with spaces", at: location)
            } else if problem.contains("Maximum nesting level") {
                log.error(
                    .nestingTooDeep,
                    "lists and mappings are nested more than \(maximumDepth) levels deep here; "
                        + "a theme needs no more than 5: check the brackets and the indentation",
                    at: location)
            } else {
                var message = "invalid YAML: \(problem)"
                // The message never names a line and column of its own: the `file:line:column:`
                // prefix is the place, and a second position in the text read as a disagreement.
                if let context = error.context, let contextMark = error.contextMark {
                    if problem.contains("unexpected end of stream") || context.contains("simple key") {
                        // Where the fix goes is where the construct starts: the end of the file is
                        // no place to show, and a key without ':' is found only on a later line.
                        location = source.location(line: contextMark.line, column: contextMark.column)
                        message += " \(context) that starts here"
                    } else if contextMark != mark {
                        message += " \(context) that starts \(relativePosition(of: contextMark, from: mark))"
                    }
                }
                log.error(.syntaxError, message + "; " + hint(for: problem), at: location)
            }
        }
    }

    /// Where `start` is, said from `mark` (the diagnostic's place): "at column 3 of this line",
    /// "on the line above, at column 17", "4 lines above, at column 1".
    private static func relativePosition(of start: YAMLEvent.Mark, from mark: YAMLEvent.Mark) -> String {
        switch mark.line - start.line {
        case ...0: "at column \(start.column) of this line"
        case 1: "on the line above, at column \(start.column)"
        case let lines: "\(lines) lines above, at column \(start.column)"
        }
    }

    /// How to fix libyaml's `problem`.
    private static func hint(for problem: String) -> String {
        let hints: [(String, String)] = [
            ("expected ',' or '}'", "put a ',' between the entries, or close the mapping with '}'"),
            ("expected ',' or ']'", "put a ',' between the items, or close the list with ']'"),
            ("mapping values are not allowed", "quote a value that contains ': ', or put a nested mapping on its own indented lines"),
            ("did not find expected key", "line up the keys of a mapping at the same indentation"),
            ("expected '-' indicator", "start every item of a list with '- ' at the same indentation"),
            ("cannot start any token", "indent with spaces, not tabs, and quote values that start with '@' or '`'"),
            ("tab character", "indent with spaces, not tabs"),
            ("unexpected end of stream", "close the quoted text or the bracket that starts there"),
            ("could not find expected ':'", "write a key as 'key: value', with ': ' after the key"),
            ("undefined alias", "define the anchor ('&name') before the alias ('*name') that uses it"),
            ("unknown escape character", "write a backslash in double quotes as '\\\\', or use single quotes"),
            ("block sequence entries are not allowed", "put a list on its own indented lines under its key"),
            ("block mapping entries are not allowed", "put a mapping on its own indented lines under its key"),
        ]
        return hints.first { problem.contains($0.0) }?.1 ?? "check the syntax here"
    }
}
