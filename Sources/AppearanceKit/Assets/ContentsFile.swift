internal import Foundation

/// One `Contents.json` of a catalog: read with a size limit, parsed, and able to say where in
/// it a value is, for errors.
///
/// Foundation parses the JSON; ``JSONLocator`` finds positions in the same bytes, so every
/// error names the file, line and column.
struct ContentsFile {
    /// A value in the file and the path that leads to it from the root.
    struct Node {
        let value: Any
        let path: [JSONLocator.Step]

        /// `colors[0].color.components.red`.
        var pathDescription: String {
            var text = ""
            for step in path {
                if case .key = step, !text.isEmpty { text += "." }
                text += step.description
            }
            return text.isEmpty ? "the file" : text
        }

        /// The child at `step`.
        func child(_ step: JSONLocator.Step, _ value: Any) -> Node {
            Node(value: value, path: path + [step])
        }
    }

    /// The file.
    let url: URL
    /// The positions of values in the file's bytes.
    let locator: JSONLocator
    /// The parsed root value.
    let root: Node

    /// The file at `url` read and parsed, or `nil` when there is none.
    ///
    /// - Throws: ``AssetCatalogError`` when the file is not a regular file, is larger than
    ///   ``AssetCatalog/maximumContentsFileSize``, cannot be read, or is not valid JSON.
    static func read(_ url: URL) throws(AssetCatalogError) -> ContentsFile? {
        let path = url.path
        let resolved = url.resolvingSymlinksInPath().path
        guard FileManager.default.fileExists(atPath: resolved) else { return nil }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved)) ?? [:]
        // A pipe or device named Contents.json would block the read forever.
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw AssetCatalogError(
                .unreadableFile, "Contents.json is not a regular file; replace it with the JSON file Xcode writes", path: path)
        }
        let limit = AssetCatalog.maximumContentsFileSize
        if let size = attributes[.size] as? NSNumber, size.intValue > limit {
            throw Self.tooLarge(path, size: size.intValue)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw AssetCatalogError(
                .unreadableFile, "cannot read Contents.json (\(error.localizedDescription)); check its permissions", path: path)
        }
        // The file may have grown since its size was read.
        if data.count > limit { throw Self.tooLarge(path, size: data.count) }
        return try ContentsFile(url: url, bytes: Array(data))
    }

    /// The file at `url` made of `bytes`, parsed.
    init(url: URL, bytes: [UInt8]) throws(AssetCatalogError) {
        self.url = url
        self.locator = JSONLocator(bytes: bytes)
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw Self.syntaxError(error, locator: locator, path: url.path)
        }
        self.root = Node(value: value, path: [])
    }

    private static func tooLarge(_ path: String, size: Int) -> AssetCatalogError {
        AssetCatalogError(
            .fileTooLarge,
            "Contents.json is \(size) bytes, more than the \(AssetCatalog.maximumContentsFileSize) a catalog's file may be; "
                + "Xcode writes a few kilobytes, so check that this is the right file",
            path: path)
    }

    /// The error for JSON Foundation rejected, at the offset its message names (Foundation
    /// says `around character N` or `at N`, counting bytes from 0) or at the end of the file.
    private static func syntaxError(_ error: any Error, locator: JSONLocator, path: String) -> AssetCatalogError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var offset = locator.bytes.count
        if let match = detail.firstMatch(of: #/(?:around character|at) (\d+)/#), let number = Int(match.output.1) {
            offset = number
        }
        var reason = detail.replacing(#/ ?(?:around character|at) \d+\.?$/#, with: "")
        if reason.hasSuffix(".") { reason.removeLast() }
        if locator.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            reason = "the file is empty"
        }
        let position = locator.position(of: offset)
        return AssetCatalogError(
            .malformedJSON,
            "Contents.json is not valid JSON: \(reason.prefix(200)); check the commas, quotes and brackets here, "
                + "or delete the file and let Xcode write it again",
            path: path, line: position.line, column: position.column, sourceLine: position.text)
    }

    // MARK: - Errors inside the file

    /// An error of kind `code` at `node`'s value.
    func error(_ code: AssetCatalogError.Code, _ message: String, at node: Node) -> AssetCatalogError {
        let position = locator.offset(of: node.path).map { locator.position(of: $0) }
        return AssetCatalogError(
            code, message, path: url.path, line: position?.line, column: position?.column, sourceLine: position?.text)
    }

    // MARK: - Reading values

    /// The members of the object at `node`.
    func object(_ node: Node) throws(AssetCatalogError) -> [String: Node] {
        guard let object = node.value as? [String: Any] else {
            throw error(.invalidContents, "\(node.pathDescription) should be an object ({ … }), not \(Self.kind(of: node.value))", at: node)
        }
        return object.reduce(into: [:]) { $0[$1.key] = node.child(.key($1.key), $1.value) }
    }

    /// The elements of the array at `node`.
    func array(_ node: Node) throws(AssetCatalogError) -> [Node] {
        guard let array = node.value as? [Any] else {
            throw error(.invalidContents, "\(node.pathDescription) should be a list ([ … ]), not \(Self.kind(of: node.value))", at: node)
        }
        return array.enumerated().map { node.child(.index($0.offset), $0.element) }
    }

    /// The string at `node`; `example` shows a right value in the error.
    func string(_ node: Node, example: String) throws(AssetCatalogError) -> String {
        guard let string = node.value as? String else {
            throw error(
                .invalidContents, "\(node.pathDescription) should be a string, such as \"\(example)\", not \(Self.kind(of: node.value))",
                at: node)
        }
        return string
    }

    /// The text the file wrote for the number at `node`, such as `1.0` or `255`.
    func literal(_ node: Node) -> String? {
        locator.offset(of: node.path).map { locator.literal(at: $0) }
    }

    /// `text` in quotes for a message, cut to 40 characters: a hostile file's value could be
    /// megabytes long.
    static func quoted(_ text: String) -> String {
        text.count > 40 ? "\"\(text.prefix(40))…\"" : "\"\(text)\""
    }

    /// The elements of the list at `node`, which may hold no more than
    /// ``AssetCatalog/maximumEntryCount`` (Xcode writes a few dozen at most).
    func entries(_ node: Node) throws(AssetCatalogError) -> [Node] {
        let entries = try array(node)
        guard entries.count <= AssetCatalog.maximumEntryCount else {
            throw error(
                .tooManyAssets,
                "\(node.pathDescription) has \(entries.count) entries, more than the \(AssetCatalog.maximumEntryCount) a set may have; "
                    + "check that this is the file Xcode wrote",
                at: node)
        }
        return entries
    }

    /// `a string`, `a number`, … for messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        default: return "a number or true/false"
        }
    }
}
