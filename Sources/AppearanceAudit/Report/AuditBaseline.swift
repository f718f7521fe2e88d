import AppearanceThemes
public import AppearancePreview
import Foundation

/// Findings a team has accepted, so the audit fails only on new ones: a JSON file written by
/// `appearance audit --write-baseline FILE` and read by `--baseline FILE`.
///
/// ```json
/// {
///   "comment": "Ocean keeps the article's colours (seed 003).",
///   "version": 1,
///   "findings": [{"fingerprint": "textContrast|ocean|demo|card/title|style=light …", "message": "…"}]
/// }
/// ```
public struct AuditBaseline: Sendable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Codable, Hashable {
        /// The finding's ``AuditFinding/fingerprint``.
        public let fingerprint: String
        /// Its message when it was accepted, for people reading the file.
        public let message: String
    }

    /// Why these findings are accepted, for people reading the file.
    public var comment: String?
    /// The format's version: 1.
    public var version: Int
    /// The accepted findings.
    public var findings: [Entry]

    /// The fingerprints of ``findings``.
    public var fingerprints: Set<String> { Set(findings.map(\.fingerprint)) }

    /// A baseline accepting every finding of `report`.
    public init(accepting report: AuditReport, comment: String? = nil) {
        self.comment = comment
        version = 1
        findings = report.findings.map { Entry(fingerprint: $0.fingerprint, message: $0.message) }
    }

    /// The baseline in `data`, read from `path` (named in errors).
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/badRequest``)
    ///   saying where the JSON is wrong, or which key is missing.
    public init(data: Data, path: String) throws(ToolError) {
        do {
            self = try JSONDecoder().decode(AuditBaseline.self, from: data)
        } catch let error as DecodingError {
            throw ToolError(.badRequest, "\(path): \(Self.describe(error)); write it with --write-baseline", cause: error)
        } catch {
            throw ToolError(.badRequest, "\(path): \(error)", cause: error)
        }
        guard version == 1 else {
            throw ToolError(.badRequest, "\(path): version \(version) is not one this tool reads (1)")
        }
    }

    /// The baseline at `path`.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` when the file is missing
    ///   (``/AppearancePreview/ToolError/Kind/notFound``) or malformed.
    public init(contentsOf path: String) throws(ToolError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.notFound, "\(path): no such file; write one with --write-baseline \(path)")
        }
        try self.init(data: data, path: path)
    }

    /// The baseline as pretty-printed JSON, keys sorted (stable for version control).
    public func json() -> String {
        AppearanceJSON.text(of: self)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(context.debugDescription.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))) at \(path(context))"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not JSON: " + (underlying ?? context.debugDescription)
        @unknown default:
            return "\(error)"
        }
    }
}
