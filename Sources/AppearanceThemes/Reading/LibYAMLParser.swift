internal import CYaml

/// libyaml's event parser over one text: the only place the theme reader touches C.
///
/// Reading events instead of Yams's composed tree lets ``YAMLReader`` keep every duplicate key
/// (Yams rejects the whole mapping, which made reporting each duplicate quadratic), count
/// values as aliases expand before building them, and nest without recursion.
///
/// Lifetime rule: libyaml keeps pointers into the parser state (its read handler is handed the
/// parser's own address) and into the input on every call, so both are allocated here, never
/// move, and are freed together in `deinit`, the parser first. Each event is copied into a
/// Swift ``YAMLEvent`` and deleted before ``next()`` returns, so no C memory escapes.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let isInitialized: Bool

    /// A parser over `text`, read as UTF-8.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        parser.initialize(to: yaml_parser_t())
        isInitialized = yaml_parser_initialize(parser) == 1
        if isInitialized {
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
        }
    }

    deinit {
        if isInitialized { yaml_parser_delete(parser) }
        parser.deinitialize(count: 1)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event of the stream.
    ///
    /// - Throws: ``LibYAMLError`` for text that is not YAML, with libyaml's problem and position.
    func next() throws(LibYAMLError) -> YAMLEvent {
        guard isInitialized else { throw LibYAMLError(kind: .memory, problem: "out of memory", problemMark: nil) }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw currentError() }
        defer { yaml_event_delete(&event) }
        let mark = YAMLEvent.Mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_STREAM_END_EVENT: return .streamEnd
        case YAML_DOCUMENT_START_EVENT: return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(Self.string(event.data.alias.anchor) ?? "", mark)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return .scalar(value, quoted: scalar.style != YAML_PLAIN_SCALAR_STYLE, anchor: Self.string(scalar.anchor), mark)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor), mark)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: Self.string(event.data.mapping_start.anchor), mark)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd  // YAML_NO_EVENT: libyaml produces it only after the stream's end
        }
    }

    /// The parser's error, copied out of its state.
    private func currentError() -> LibYAMLError {
        let state = parser.pointee
        let problem = Self.string(state.problem) ?? "unknown error"
        switch state.error {
        case YAML_READER_ERROR:
            return LibYAMLError(kind: .reader, problem: problem, problemMark: nil, byteOffset: Int(state.problem_offset))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            return LibYAMLError(
                kind: .syntax, problem: problem, problemMark: YAMLEvent.Mark(state.problem_mark),
                context: Self.string(state.context), contextMark: state.context == nil ? nil : YAMLEvent.Mark(state.context_mark))
        default:
            return LibYAMLError(kind: .memory, problem: problem, problemMark: nil)
        }
    }

    private static func string(_ pointer: UnsafePointer<UInt8>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func string(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        string(UnsafePointer(pointer))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}

extension YAMLEvent.Mark {
    /// libyaml's zero-based mark as a one-based line and column.
    fileprivate init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
