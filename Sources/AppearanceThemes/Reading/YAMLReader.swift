internal import Yams

/// Reads YAML text into a ``ThemeNode`` tree with positions, through Yams.
///
/// Yams rejects a mapping with a duplicate key as a whole, naming only the first occurrence of
/// the key. To report every duplicate at its own position (and every other problem of the file
/// with it), the reader renames the reported occurrence in a private copy of the text (its first
/// character becomes a private-use character, so every position stays the same), composes
/// again, and restores the names while converting the tree. The duplicates are then reported by
/// the schema reader, as they are for JSON.
enum YAMLReader {
    /// The deepest nesting of lists and mappings a theme may have.
    static let maximumDepth = 64
    /// The most values a theme may hold after aliases are expanded.
    static let maximumNodeCount = 100_000

    /// The tree of `source`, or `nil` and the diagnostics that say why there is none.
    static func read(_ source: ThemeSource) -> (ThemeNode?, DiagnosticLog) {
        LargeStackThread.run { readOnThisThread(source) }
    }

    private static func readOnThisThread(_ source: ThemeSource) -> (ThemeNode?, DiagnosticLog) {
        var log = DiagnosticLog()
        log.register(source)
        var text = source.text
        var renamed: [KeyPosition: Unicode.Scalar] = [:]
        var root: Node?
        while true {
            do {
                root = try Yams.compose(yaml: text, Resolver.basic)
                break
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                let position = KeyPosition(line: context.mark.line, column: context.mark.column)
                guard renamed.count < 4096, renamed[position] == nil,
                      let original = rename(at: position, in: &text, as: privateScalar(renamed.count)) else {
                    log.error(
                        .duplicateKey,
                        "duplicate key '\(duplicates.first ?? "")' in this mapping; remove all but one of them",
                        at: source.location(line: context.mark.line, column: context.mark.column))
                    return (nil, log)
                }
                renamed[position] = original
            } catch let error as YamlError {
                report(error, in: source, to: &log)
                return (nil, log)
            } catch {
                log.error(.syntaxError, "invalid YAML: \(error)", at: ThemeLocation(path: source.path))
                return (nil, log)
            }
        }
        guard let root else {
            log.error(.emptyFile, ThemeText.emptyMessage, at: ThemeLocation(path: source.path))
            return (nil, log)
        }
        var converter = Converter(source: source, renamed: renamed)
        let node = converter.convert(root, depth: 1)
        log.append(contentsOf: converter.log)
        return (converter.log.hasErrors ? nil : node, log)
    }

    // MARK: - Converting Yams nodes

    private struct KeyPosition: Hashable {
        let line: Int
        let column: Int
    }

    private struct Converter {
        let source: ThemeSource
        let renamed: [KeyPosition: Unicode.Scalar]
        var log = DiagnosticLog()
        var count = 0

        init(source: ThemeSource, renamed: [KeyPosition: Unicode.Scalar]) {
            self.source = source
            self.renamed = renamed
            log.register(source)
        }

        mutating func convert(_ node: Node, depth: Int) -> ThemeNode? {
            let location = location(node.mark)
            count += 1
            guard count <= YAMLReader.maximumNodeCount else {
                if count == YAMLReader.maximumNodeCount + 1 {
                    log.error(
                        .invalidStructure,
                        "the theme holds more than \(YAMLReader.maximumNodeCount) values once its aliases are expanded; "
                            + "write the values out instead of nesting aliases",
                        at: location)
                }
                return nil
            }
            guard depth <= YAMLReader.maximumDepth else {
                log.error(
                    .nestingTooDeep,
                    "lists and mappings are nested more than \(YAMLReader.maximumDepth) levels deep here; "
                        + "a theme needs no more than 5: check the brackets and the indentation",
                    at: location)
                return nil
            }
            switch node {
            case .scalar(let scalar):
                return ThemeNode(.scalar(scalar.string, quoted: scalar.style != .plain), at: location)
            case .sequence(let sequence):
                var elements: [ThemeNode] = []
                for element in sequence {
                    guard let converted = convert(element, depth: depth + 1) else { return nil }
                    elements.append(converted)
                }
                return ThemeNode(.sequence(elements), at: location)
            case .mapping(let mapping):
                var entries: [ThemeNode.Entry] = []
                for (key, value) in mapping {
                    guard case .scalar(let keyScalar) = key else {
                        log.error(
                            .invalidStructure,
                            "a key must be a name, not \(Self.kind(of: key)); write 'name: value'",
                            at: self.location(key.mark))
                        continue
                    }
                    guard let converted = convert(value, depth: depth + 1) else { return nil }
                    entries.append(ThemeNode.Entry(
                        key: restored(keyScalar.string, at: key.mark), keyLocation: self.location(key.mark),
                        keyIsQuoted: keyScalar.style != .plain, value: converted))
                }
                return ThemeNode(.mapping(entries), at: location)
            case .alias:
                log.error(.syntaxError, "aliases cannot be resolved here; write the value out", at: location)
                return nil
            }
        }

        static func kind(of node: Node) -> String {
            switch node {
            case .mapping: "a mapping"
            case .sequence: "a list"
            default: "an alias"
            }
        }

        /// `key` with the character renamed at its position (if any) put back.
        private func restored(_ key: String, at mark: Mark?) -> String {
            guard let mark, let original = renamed[KeyPosition(line: mark.line, column: mark.column)],
                  let first = key.unicodeScalars.first, isPrivateScalar(first) else { return key }
            var scalars = key.unicodeScalars
            scalars.replaceSubrange(scalars.startIndex...scalars.startIndex, with: [original])
            return String(scalars)
        }

        private func location(_ mark: Mark?) -> ThemeLocation {
            guard let mark else { return ThemeLocation(path: source.path) }
            return source.location(line: mark.line, column: mark.column)
        }
    }

    // MARK: - Renaming duplicate keys

    private static func privateScalar(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(UInt32(0xE000 + index))!
    }

    private static func isPrivateScalar(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000..<0xF000).contains(scalar.value)
    }

    /// Replaces the first character of the key at `position` in `text` with `replacement` and
    /// returns the character it replaced, or `nil` when the key is not a plain or quoted name.
    private static func rename(at position: KeyPosition, in text: inout String, as replacement: Unicode.Scalar)
        -> Unicode.Scalar?
    {
        var scalars = Array(text.unicodeScalars)
        var line = 1, column = 1, index = 0
        while index < scalars.count, line < position.line || (line == position.line && column < position.column) {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
            if scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        guard index < scalars.count else { return nil }
        if scalars[index] == "\"" || scalars[index] == "'" { index += 1 }
        guard index < scalars.count else { return nil }
        let original = scalars[index]
        guard !"\"'\\[]{}?&*!|>#%@`,:\n\r \t".unicodeScalars.contains(original), !isPrivateScalar(original) else {
            return nil
        }
        scalars[index] = replacement
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        text = String(view)
        return original
    }

    // MARK: - Syntax errors

    private static func report(_ error: YamlError, in source: ThemeSource, to log: inout DiagnosticLog) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            var location = source.location(line: mark.line, column: mark.column)
            let character = source.line(mark.line)?.unicodeScalars.dropFirst(mark.column - 1).first
            if problem.contains("cannot start any token"), character == "\t" {
                log.error(.syntaxError, "invalid YAML: a tab cannot indent YAML; indent with spaces", at: location)
            } else if problem.contains("Maximum nesting level") {
                log.error(
                    .nestingTooDeep,
                    "lists and mappings are nested more than 1000 levels deep; check the brackets and the indentation",
                    at: location)
            } else if problem == "but found another document" {
                log.error(
                    .syntaxError,
                    "invalid YAML: a second document starts here; keep one theme per file (remove this '---' and what follows)",
                    at: location)
            } else {
                var message = "invalid YAML: \(problem)"
                if let context, problem.contains("unexpected end of stream") {
                    // The end of the file is no place to show: show where the unclosed part starts.
                    location = source.location(line: context.mark.line, column: context.mark.column)
                    message += " \(context.text) that starts here"
                } else if let context, context.mark.line != mark.line || context.mark.column != mark.column {
                    message += " \(context.text) at line \(context.mark.line), column \(context.mark.column)"
                }
                log.error(.syntaxError, message + "; " + hint(for: problem), at: location)
            }
        case .reader(let problem, _, _, _):
            log.error(.notText, "the file cannot be read as text (\(problem)); save the theme as UTF-8", at: ThemeLocation(path: source.path))
        default:
            log.error(.syntaxError, "invalid YAML: \(error)", at: ThemeLocation(path: source.path))
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
