/// What an audit found, with what it looked at.
///
/// A report is written (``json(paths:)``, ``sarif(paths:)``, ``text(place:)``), not read back:
/// see ``AuditFinding``.
public struct AuditReport: Sendable, Encodable {
    /// Every finding: contrast failures in theme, screen and state order, then each theme's
    /// dead and shadowed rules.
    public private(set) var findings: [AuditFinding]
    /// The level checked.
    public let level: ContrastLevel
    /// The trait states, as the command line writes them.
    public let matrix: String
    /// How many trait states each screen was audited in.
    public let stateCount: Int
    /// The themes audited.
    public let themes: [String]
    /// The screens audited.
    public let screens: [String]
    /// How many text runs and control parts were checked.
    public let checkedPaints: Int
    /// How many findings a baseline accepted (``applying(_:)``).
    public private(set) var baselined = 0

    /// A report.
    public init(
        findings: [AuditFinding], level: ContrastLevel, matrix: TraitMatrix, themes: [String], screens: [String],
        checkedPaints: Int
    ) {
        self.findings = findings
        self.level = level
        self.matrix = matrix.description
        stateCount = matrix.states.count
        self.themes = themes
        self.screens = screens
        self.checkedPaints = checkedPaints
    }

    /// The contrast failures: what makes `appearance audit` exit 1.
    public var violations: [AuditFinding] { findings.filter(\.kind.isViolation) }

    /// The report without the findings `baseline` records (matched by ``AuditFinding/fingerprint``).
    public func applying(_ baseline: AuditBaseline) -> AuditReport {
        var report = self
        report.findings = findings.filter { !baseline.fingerprints.contains($0.fingerprint) }
        report.baselined = findings.count - report.findings.count
        return report
    }
}
