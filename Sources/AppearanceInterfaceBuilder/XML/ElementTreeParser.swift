import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an Interface Builder file into a tree of ``Element``s with Foundation's `XMLParser`,
/// within limits that keep hostile files from exhausting memory or time.
///
/// Xcode never writes a document type declaration, so one that declares entities is refused
/// before parsing: expanding nested internal entities ("billion laughs") is exponential, and
/// external entities would read other files. External entity resolution is off as well.
final class ElementTreeParser: NSObject, XMLParserDelegate {
    /// The largest file read, in bytes (32 MiB: Xcode's largest storyboards are a few MiB).
    static let maximumFileSize = 32 * 1024 * 1024
    /// How deep elements may nest (Xcode's deepest files nest a few dozen levels).
    static let maximumDepth = 256
    /// How many elements one file may hold.
    static let maximumElementCount = 2_000_000

    private let path: String
    private var stack: [Element] = []
    private var root: Element?
    private var count = 0
    private var limitError: InterfaceBuilderError?
    /// The first error the parser reported, where it was: Linux's `XMLParser` recovers from
    /// some errors and goes on (even returning `true`), so the first one is caught here.
    private var firstError: (code: Int, line: Int, column: Int)?

    private init(path: String) {
        self.path = path
    }

    /// The root element of the XML in `data`, read from the file at `path`.
    ///
    /// - Throws: ``InterfaceBuilderError`` with ``InterfaceBuilderError/Code/malformedXML``
    ///   (and the parser's line and column), ``InterfaceBuilderError/Code/fileTooLarge`` or
    ///   ``InterfaceBuilderError/Code/entitiesNotAllowed``.
    static func parse(_ data: Data, path: String) throws(InterfaceBuilderError) -> Element {
        guard data.count <= maximumFileSize else {
            throw InterfaceBuilderError(
                .fileTooLarge,
                "the file is \(data.count) bytes, more than the \(maximumFileSize) the loader reads; "
                    + "split the storyboard (Refactor to Storyboard in Xcode)",
                path: path)
        }
        if let place = entityDeclaration(in: data) {
            throw InterfaceBuilderError(
                .entitiesNotAllowed,
                "the file declares XML entities (<!ENTITY), which Xcode never writes; remove the DOCTYPE",
                path: path, line: place.line, column: place.column)
        }
        let delegate = ElementTreeParser(path: path)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        let parsed = parser.parse()
        if let limitError = delegate.limitError { throw limitError }
        let failure =
            delegate.firstError
            ?? (parsed && delegate.root != nil
                ? nil : ((parser.parserError as NSError?)?.code ?? 4, parser.lineNumber, parser.columnNumber))
        guard let root = delegate.root, failure == nil else {
            let (code, line, column) = failure ?? (4, 1, 1)
            throw InterfaceBuilderError(
                .malformedXML,
                "\(Self.reason(code: code)); the file is not XML as Xcode writes it (is it complete, and was a merge "
                    + "conflict left in it?)", path: path, line: max(line, 1), column: max(column, 1))
        }
        return root
    }

    /// The line and column of a `<!ENTITY` in `data`, when there is one.
    private static func entityDeclaration(in data: Data) -> (line: Int, column: Int)? {
        let marker = Array("<!ENTITY".utf8)
        var line = 1
        var lineStart = 0
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if byte == UInt8(ascii: "<"), index + marker.count <= bytes.count,
                bytes[index..<index + marker.count].elementsEqual(marker)
            {
                return (line, index - lineStart + 1)
            }
            index += 1
        }
        return nil
    }

    /// The parser's error in words: `XMLParser`'s own text on Linux is only its code number.
    private static func reason(code: Int) -> String {
        let words: String =
            switch code {
            case 4: "the file is empty"
            case 5: "the file ends before its elements are closed"
            case 9: "the file holds a character XML does not allow"
            case 38, 39, 40, 41: "an attribute's value is missing or not in quotes"
            case 65, 73: "a tag is not closed with >"
            case 76: "a closing tag does not match the element it closes"
            case 77: "a tag is not finished"
            default: "XMLParser error \(code)"
            }
        return "the XML is not well formed: \(words)"
    }

    // MARK: - XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        count += 1
        guard count <= Self.maximumElementCount, stack.count < Self.maximumDepth else {
            let message =
                count > Self.maximumElementCount
                ? "the file holds more than \(Self.maximumElementCount) elements; split it"
                : "elements nest more than \(Self.maximumDepth) deep; Xcode does not write such files"
            limitError = InterfaceBuilderError(
                .tooLarge, message, path: path, line: parser.lineNumber, column: parser.columnNumber)
            parser.abortParsing()
            return
        }
        stack.append(
            Element(
                name: elementName, attributes: attributeDict, children: [], text: "", line: parser.lineNumber,
                column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = ((parseError as NSError).code, parser.lineNumber, parser.columnNumber)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty, stack[stack.count - 1].text.utf8.count < 1_000_000 else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard var element = stack.popLast() else { return }
        element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}
