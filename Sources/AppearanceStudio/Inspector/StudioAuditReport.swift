import AppearanceAudit
import AppearanceKit

/// The audit panel's content (`GET /api/audit`): the report's summary and each finding with
/// the page settings that show it.
public struct StudioAuditReport: Encodable, Sendable {
    /// One finding.
    public struct Finding: Encodable, Sendable {
        /// `textContrast`, `nonTextContrast`, `deadRule` or `shadowedRule`.
        public let kind: String
        /// `error` or `warning`.
        public let severity: String
        /// The sentence.
        public let message: String
        /// The view, as the finding names it.
        public let view: String?
        /// The path the inspector selects: the view's, or its nearest named ancestor's.
        public let select: String?
        /// The state, as the matrix names it.
        public let state: String?
        /// The menu values that show the state: `style`, `contrast`, `sizeClass`, `category`.
        public let settings: [String: String]?
        /// The ratio and the ratio required.
        public let ratio: Double?
        public let required: Double?
        /// The drawn colours.
        public let foreground: String?
        public let background: String?
        /// Where the colours, or the rule, came from.
        public let foregroundOrigin: String?
        public let backgroundOrigin: String?
        public let rule: String?
        public let location: String?
    }

    /// The theme audited.
    public let theme: String
    /// The report's last line: counts, themes, screens and matrix.
    public let summary: String
    /// The contrast failures, then the rule warnings.
    public let findings: [Finding]

    init(_ report: AuditReport, states: [TraitState], theme: String) {
        self.theme = theme
        summary = report.text().split(separator: "\n").last.map(String.init) ?? ""
        let traits = Dictionary(states.map { ($0.description, $0.traits) }, uniquingKeysWith: { first, _ in first })
        findings = report.findings.map { finding in
            let settings = finding.state.flatMap { traits[$0] }.map { traits in
                [
                    "style": traits.userInterfaceStyle == .dark ? "dark" : "light",
                    "contrast": traits.accessibilityContrast == .high ? "high" : "normal",
                    "sizeClass": traits.horizontalSizeClass == .regular ? "regular" : "compact",
                    "category": traits.preferredContentSizeCategory == .unspecified
                        ? ContentSizeCategory.large.rawValue : traits.preferredContentSizeCategory.rawValue,
                ]
            }
            return Finding(
                kind: finding.kind.rawValue, severity: finding.kind.isViolation ? "error" : "warning",
                message: finding.message, view: finding.view, select: finding.selectablePath,
                state: finding.state, settings: settings, ratio: finding.ratio, required: finding.required,
                foreground: finding.foreground, background: finding.background,
                foregroundOrigin: finding.foregroundOrigin?.description, backgroundOrigin: finding.backgroundOrigin?.description,
                rule: finding.rule?.description, location: finding.location?.description)
        }
    }
}
