import SwiftSyntax

/// Walks a file once and collects the edits that make it compile on Linux as well as on iOS,
/// and notes for what it cannot turn. What each kind of code becomes is in the extensions:
/// `+Attributes` (`@objc`, `@objc dynamic` appearance properties, `@IBOutlet`), `+TargetAction`
/// (`addTarget(_:action:for:)` with `#selector`) and `+RuntimeOnly` (what only the Objective-C
/// runtime can do, noted).
///
/// Code inside a branch that only Apple's platforms compile (`#if canImport(ObjectiveC)`,
/// `canImport(UIKit)`, `os(iOS)`…) is left alone: it is already one-source code, which also
/// makes a second run change nothing.
final class PortRewriter: SyntaxAnyVisitor {
    /// The edits, against the original text.
    private(set) var edits: [SourceEdit] = []
    /// What could not be turned.
    private(set) var notes: [PortNote] = []

    let converter: SourceLocationConverter
    /// The file's bytes, for indentation and for the text of nodes as written.
    let bytes: [UInt8]
    /// Every function the file declares, by base name: a selector names one, and its parameters
    /// decide the closure that replaces it.
    let functionsByName: [String: [FunctionDeclSyntax]]

    init(converter: SourceLocationConverter, tree: SourceFileSyntax) {
        self.converter = converter
        bytes = Array(tree.syntaxTextBytes)
        var functions: [String: [FunctionDeclSyntax]] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id {
                functions[token.text, default: []].append(function)
            }
        }
        functionsByName = functions
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let clause = node.as(IfConfigClauseSyntax.self), let condition = clause.condition,
            Self.isApplePlatformsOnly(condition)
        {
            return .skipChildren
        }
        if let declaration = node.asProtocol((any WithAttributesSyntax).self), node.is(DeclSyntax.self) {
            portAttributes(of: declaration)
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        portTargetAction(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        noteRuntimeOnlyExpression(node)
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        noteRuntimeOnlyModifier(node)
        return .skipChildren
    }

    // MARK: - Recording

    /// Replaces the original bytes `range` with `replacement`.
    func replace(_ range: Range<AbsolutePosition>, with replacement: String) {
        edits.append(SourceEdit(range: range.lowerBound.utf8Offset..<range.upperBound.utf8Offset, replacement: replacement))
    }

    /// Notes `message` at `node`'s first token.
    func note(_ message: String, at node: some SyntaxProtocol) {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        notes.append(PortNote(line: location.line, column: location.column, message: message))
    }

    // MARK: - Text

    /// The whitespace from the start of `position`'s line to it, or `nil` when something else
    /// precedes it on its line (then a block cannot be put around it line by line).
    func indentation(at position: AbsolutePosition) -> String? {
        var start = position.utf8Offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: bytes[start..<position.utf8Offset], as: UTF8.self)
    }

    /// The original text between two positions.
    func text(_ range: Range<AbsolutePosition>) -> String {
        String(decoding: bytes[range.lowerBound.utf8Offset..<range.upperBound.utf8Offset], as: UTF8.self)
    }

    /// Whether an `#if` condition holds only on Apple's platforms, where the Objective-C
    /// runtime is: `canImport(ObjectiveC)`, `canImport(UIKit)`, `canImport(AppKit)`, `os(iOS)`,
    /// `os(macOS)`, `os(tvOS)`, `os(watchOS)`, `os(visionOS)`, `_runtime(_ObjC)`.
    static func isApplePlatformsOnly(_ condition: ExprSyntax) -> Bool {
        let text = condition.trimmedDescription.filter { !$0.isWhitespace }
        if text.hasPrefix("!") || text.contains("||") { return false }
        let markers = [
            "canImport(ObjectiveC)", "canImport(UIKit)", "canImport(AppKit)", "os(iOS)", "os(macOS)", "os(tvOS)",
            "os(watchOS)", "os(visionOS)", "_runtime(_ObjC)",
        ]
        return markers.contains { text.contains($0) }
    }
}
