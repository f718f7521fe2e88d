public import AppearanceThemes
import Foundation

extension AuditReport {
    /// The report as SARIF 2.1.0, the format code-scanning services read: one result per
    /// finding, at the theme file's (or Swift file's) line and column of the rule to fix, with
    /// the finding's fingerprint as its partial fingerprint.
    ///
    /// - Parameter directory: Paths inside it become relative URIs (`uriBaseId` `%SRCROOT%`),
    ///   Swift file IDs the files they name under it, built-in themes `builtin:NAME.yaml`.
    public func sarif(relativeTo directory: String? = nil) -> String {
        sarif(paths: SourcePaths(root: directory))
    }

    /// The report as SARIF 2.1.0, each file as `paths` writes it: relative URIs under
    /// `%SRCROOT%` (the paths' root, which code scanning takes as the repository's), others
    /// absolute `file://` URIs or `builtin:` names.
    public func sarif(paths: SourcePaths) -> String {
        let kinds = AuditFinding.Kind.allCases
        let log = SARIF.Log(runs: [
            SARIF.Run(
                tool: SARIF.Tool(
                    driver: SARIF.Driver(
                        name: "appearance-audit", informationUri: "https://github.com/swift-appearance/swift-appearance",
                        rules: kinds.map { SARIF.Rule(id: $0.rawValue, shortDescription: SARIF.Text(text: Self.summary(of: $0))) })),
                results: findings.map { finding in
                    SARIF.Result(
                        ruleId: finding.kind.rawValue, ruleIndex: kinds.firstIndex(of: finding.kind)!,
                        level: finding.kind.isViolation ? "error" : "warning", message: SARIF.Text(text: finding.message),
                        locations: finding.location.map { [SARIF.Location(Self.physical($0, paths: paths))] } ?? [],
                        relatedLocations: Self.related(finding, paths: paths),
                        partialFingerprints: ["appearanceAudit/v1": finding.fingerprint])
                })
        ])
        return AppearanceJSON.text(of: log)
    }

    private static func physical(_ location: AppearanceSourceLocation, paths: SourcePaths) -> SARIF.PhysicalLocation {
        SARIF.PhysicalLocation(
            artifactLocation: artifact(paths.path(of: location.file, kind: location.kind), paths: paths),
            region: SARIF.Region(startLine: location.line, startColumn: location.column))
    }

    /// For a value from a theme variable, the place the finding's location is not: the rule
    /// that names the variable, or the variable's entry that gave the value.
    private static func related(_ finding: AuditFinding, paths: SourcePaths) -> [SARIF.Location]? {
        let origin = finding.foregroundOrigin?.location ?? finding.backgroundOrigin?.location ?? finding.rule?.location
        guard let origin, let variable = origin.variable, let primary = finding.location else { return nil }
        let other = primary == origin ? origin.valueLocation : origin
        let message = other == origin ? "the rule that names $\(variable.name)" : "the entry of $\(variable.name) that gives the value"
        return [SARIF.Location(physical(other, paths: paths), id: 1, message: SARIF.Text(text: message))]
    }

    /// A file, as `paths` wrote it, as SARIF names it: relative to `%SRCROOT%`, a `builtin:`
    /// name, or an absolute `file://` URI.
    private static func artifact(_ path: String, paths: SourcePaths) -> SARIF.ArtifactLocation {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        if paths.isRelative(path) { return SARIF.ArtifactLocation(uri: encoded, uriBaseId: "%SRCROOT%") }
        return SARIF.ArtifactLocation(uri: path.hasPrefix("/") ? "file://" + encoded : path, uriBaseId: nil)
    }

    private static func summary(of kind: AuditFinding.Kind) -> String {
        switch kind {
        case .textContrast: "Text contrast below the WCAG 2.x level (1.4.3, 1.4.6)"
        case .nonTextContrast: "A control's state shown with less than 3:1 contrast (WCAG 1.4.11)"
        case .deadRule: "A rule that matches no view in any audited screen and trait state"
        case .unreachedRule: "A rule that matches no view in the audited trait states, which leave out some of the default ones"
        case .shadowedRule: "A rule that matches views but never wins"
        }
    }
}

/// The parts of SARIF 2.1.0 the audit writes.
enum SARIF {
    struct Log: Encodable {
        // Swift names cannot start with "$".
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version
            case runs
        }
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]
    }
    struct Run: Encodable {
        let tool: Tool
        let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
        let name: String
        let informationUri: String
        let rules: [Rule]
    }
    struct Rule: Encodable {
        let id: String
        let shortDescription: Text
    }
    struct Text: Encodable { let text: String }
    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        /// Other places the finding names (a variable's entry beside the rule that names it).
        let relatedLocations: [Location]?
        let partialFingerprints: [String: String]
    }
    struct Location: Encodable {
        let id: Int?
        let message: Text?
        let physicalLocation: PhysicalLocation

        init(_ physicalLocation: PhysicalLocation, id: Int? = nil, message: Text? = nil) {
            self.id = id
            self.message = message
            self.physicalLocation = physicalLocation
        }
    }
    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }
    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }
    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }
}
