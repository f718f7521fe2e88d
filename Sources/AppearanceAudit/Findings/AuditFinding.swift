public import AppearanceKit

/// One problem the audit found: text or a control's part without enough contrast in one
/// screen, theme and trait state, or a rule that never matches or never wins.
///
/// Findings are written (as JSON and SARIF), not read back: their rules are the engine's
/// `AppearanceRule`s, whose traits only the app that defines them can read.
public struct AuditFinding: Sendable, Hashable, Encodable {
    /// What kind of problem.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Text with less contrast than the level asks (WCAG 1.4.3 / 1.4.6).
        case textContrast
        /// A control's meaningful part with less than 3:1 against what it stands on (WCAG 1.4.11).
        case nonTextContrast
        /// A rule that matches no view of any audited screen in any state of a matrix that
        /// covers the default one: it can be deleted.
        case deadRule
        /// A rule that matches no view in the states of a narrower matrix (light only, say):
        /// it may apply in states the audit did not look at.
        case unreachedRule
        /// A rule that matches views but loses on every one of them.
        case shadowedRule

        /// Whether it is a contrast failure (an error) rather than a coverage warning.
        public var isViolation: Bool { self == .textContrast || self == .nonTextContrast }
    }

    /// What kind of problem.
    public let kind: Kind
    /// The theme.
    public let theme: String
    /// The screen, for contrast findings.
    public let screen: String?
    /// The view: its path by accessibility identifiers, else the nearest named ancestor's path
    /// and the class (`card/Label`).
    public let view: String?
    /// The trait state (`style=dark contrast=high contentSize=AX3`).
    public let state: String?
    /// The text, or the part of the control (`on tint`).
    public let subject: String?
    /// Which of the view's paints it is, stable while the screen is (`text 2`: the view's second
    /// text; `Home: text 1`: the first text of its item Home; `on tint`): the fingerprint's
    /// name for it, since the text itself changes as it truncates.
    public let element: String?
    /// The drawn foreground and background, as `#rrggbb`.
    public let foreground: String?
    /// The background the foreground is drawn on, composited through alpha and every fill under it.
    public let background: String?
    /// The contrast ratio, 1 to 21.
    public let ratio: Double?
    /// The ratio the level asks for.
    public let required: Double?
    /// Where the foreground colour came from.
    public let foregroundOrigin: ColorOrigin?
    /// Where the background colour came from (the topmost fill under the foreground).
    public let backgroundOrigin: ColorOrigin?
    /// For coverage findings: the rule.
    public let rule: AppearanceRule?
    /// For a shadowed rule: the rule that wins instead (`nil` when the views' own values win).
    public let winner: AppearanceRule?
    /// One sentence saying what is wrong.
    public let message: String
    /// The failing view's frame in the window, for contrast findings.
    public var frame: Frame? = nil
    /// The path of the failing view, or of its nearest ancestor with an accessibility
    /// identifier: what `explain --view` and the studio select (``view`` may name a class).
    public var selectablePath: String? = nil

    /// A view's frame in its window's coordinates.
    public struct Frame: Sendable, Hashable, Codable {
        /// The left edge.
        public let x: Double
        /// The top edge.
        public let y: Double
        /// The width.
        public let width: Double
        /// The height.
        public let height: Double
    }

    /// The place to fix it: the rule that set the foreground, else the background's, else the
    /// coverage finding's rule: its value's own place when it came from a variable's entry
    /// (each entry of a variable keyed by traits is a rule of its own, and they share the
    /// line that names the variable).
    public var location: AppearanceSourceLocation? {
        foregroundOrigin?.location ?? backgroundOrigin?.location ?? rule?.location?.valueLocation
    }

    /// A name for the finding that stays the same while the problem does (baselines keep it):
    /// its kind, theme, screen, view, state and subject, or the rule's proxy, property and value.
    public var fingerprint: String {
        if let rule {
            return [kind.rawValue, theme, rule.proxyDescription, rule.property, rule.value].joined(separator: "|")
        }
        return [kind.rawValue, theme, screen ?? "", view ?? "", state ?? "", element ?? ""].joined(separator: "|")
    }
}
