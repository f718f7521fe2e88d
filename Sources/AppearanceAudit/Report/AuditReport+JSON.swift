public import AppearanceThemes

extension AuditReport {
    /// The report as JSON: the level, matrix, themes, screens, counts and every finding with
    /// its colours, ratio, origins and fingerprint. Keys are sorted, so reruns are identical.
    ///
    /// - Parameter paths: How files are written (``/AppearanceThemes/SourcePaths``); as recorded
    ///   when `nil`.
    public func json(paths: SourcePaths? = nil) -> String {
        AppearanceJSON.text(of: JSONForm(self), paths: paths)
    }

    /// The report with each finding's fingerprint and location spelled out.
    private struct JSONForm: Encodable {
        struct Finding: Encodable {
            let finding: AuditFinding
            func encode(to encoder: any Encoder) throws {
                try finding.encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(finding.fingerprint, forKey: .fingerprint)
                try container.encodeIfPresent(finding.location, forKey: .location)
                try container.encode(finding.kind.isViolation ? "error" : "warning", forKey: .severity)
            }
            enum Key: String, CodingKey { case fingerprint, location, severity }
        }
        let level: ContrastLevel
        let matrix: String
        let themes: [String]
        let screens: [String]
        let checkedPaints: Int
        let baselined: Int
        let errors: Int
        let warnings: Int
        let findings: [Finding]

        init(_ report: AuditReport) {
            level = report.level
            matrix = report.matrix
            themes = report.themes
            screens = report.screens
            checkedPaints = report.checkedPaints
            baselined = report.baselined
            errors = report.violations.count
            warnings = report.findings.count - errors
            findings = report.findings.map(Finding.init)
        }
    }
}
