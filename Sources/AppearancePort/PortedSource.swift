import SwiftParser
import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file turned into one source for iOS and Linux: what Linux cannot compile (the
/// Objective-C runtime's attributes, target–action with `#selector`) put behind
/// `#if canImport(ObjectiveC)` with a Linux form beside it, and the notes for what could not be
/// turned.
///
/// ```swift
/// let ported = try PortedSource(porting: text)
/// print(ported.unifiedDiff(path: "AvatarView.swift"))
/// for note in ported.notes { print("AvatarView.swift:\(note)") }
/// ```
///
/// Nothing else in the file changes: not its layout, not its comments, not code that already
/// compiles on Linux. Porting a ported file changes nothing.
public struct PortedSource: Sendable {
    /// The file as it was given.
    public let original: String
    /// The file after the rewrite.
    public let text: String
    /// What could not be turned, in the order it appears in the file.
    public let notes: [PortNote]

    /// Whether the rewrite changed anything.
    public var changed: Bool { text != original }

    /// Ports `source`. Throws ``PortError/notSwift(line:column:message:)`` when the text does not
    /// parse, so a file is never half-rewritten.
    public init(porting source: String) throws(PortError) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        if let problem = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
            let location = problem.location(converter: converter)
            throw .notSwift(line: location.line, column: location.column, message: problem.message)
        }
        let rewriter = PortRewriter(converter: converter, tree: tree)
        rewriter.walk(tree)
        original = source
        text = rewriter.edits.applied(to: source)
        notes = rewriter.notes.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The change as a unified diff with three lines of context, empty when nothing changed.
    /// A relative path is written as git writes it (`--- a/PATH`, `+++ b/PATH`: `git apply` or
    /// `patch -p1` from the folder it is relative to), an absolute one as it is (`patch -p0`).
    public func unifiedDiff(path: String) -> String {
        let absolute = path.hasPrefix("/")
        return UnifiedDiff(old: original, new: text).text(
            oldPath: absolute ? path : "a/\(path)", newPath: absolute ? path : "b/\(path)")
    }
}
