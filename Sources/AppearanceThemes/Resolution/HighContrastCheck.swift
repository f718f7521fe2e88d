import AppearanceKit
import Foundation

/// `check --require high-contrast` (#33): every colour a theme uses for text or a background
/// that differs between light and dark but has no value of its own for high contrast.
///
/// Text and background colours are the properties whose names say so (`textColor`,
/// `titleColor[…]`, `backgroundColor`, `barTintColor`, `placeholder…`). A value "has
/// variants" when it is a dynamic colour or is keyed by traits; it has a high-contrast value
/// when some trait state with high contrast gives a colour other than normal contrast does.
///
/// ```swift
/// let theme = try ThemeFile.load(contentsOf: url)
/// for warning in HighContrastCheck.warnings(for: theme) { print(warning) }
/// ```
@MainActor
public enum HighContrastCheck {
    /// Whether `property` colours text or a background.
    public static func coloursTextOrBackground(_ property: String) -> Bool {
        let name = property.lowercased()
        return ["textcolor", "titlecolor", "backgroundcolor", "bartintcolor", "placeholder", "foregroundcolor"]
            .contains { name.contains($0) }
    }

    /// The warnings, one per proxy property, at the first line that sets it.
    public static func warnings(for theme: ThemeFile) -> [ThemeDiagnostic] {
        struct Key: Hashable {
            let target: AppearanceType
            let containers: [AppearanceType]
            let styleClass: String?
            let property: String
            let axis: String?
        }
        var groups: [Key: [ResolvedTheme.Assignment]] = [:]
        var order: [Key] = []
        for assignment in theme.resolved.assignments
        where assignment.value is Color
            && coloursTextOrBackground(assignment.property.name)
        {
            let key = Key(
                target: assignment.target, containers: assignment.containers, styleClass: assignment.styleClass,
                property: assignment.property.name, axis: assignment.axis.map { String(describing: $0) })
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(assignment)
        }
        var warnings: [ThemeDiagnostic] = []
        for key in order {
            guard let assignments = groups[key], let first = assignments.first else { continue }
            guard variesByStyle(assignments), !hasHighContrast(assignments) else { continue }
            let name = key.axis.map { "\(key.property)[\($0)]" } ?? key.property
            warnings.append(
                ThemeDiagnostic(
                    severity: .warning, code: .missingHighContrast,
                    message: "\(name) of \(key.target.name) has light and dark values but none for high contrast; "
                        + "add one, such as {light: ..., dark: ..., highContrast: {light: ..., dark: ...}}",
                    location: first.location, sourceLine: sourceLine(of: first.location)))
        }
        return warnings
    }

    /// The colour (as hex) the assignments give in a trait state: the most specific matching one's.
    private static func colour(_ assignments: [ResolvedTheme.Assignment], in state: TraitCollection) -> String? {
        let matching = assignments.filter { $0.traits.map { $0.isSatisfied(by: state) } ?? true }
        guard let best = matching.max(by: { ($0.traits?.specifiedCount ?? -1) < ($1.traits?.specifiedCount ?? -1) }),
            let color = best.value as? Color
        else { return nil }
        return color.resolvedColor(with: state).hexString
    }

    private static func variesByStyle(_ assignments: [ResolvedTheme.Assignment]) -> Bool {
        colour(assignments, in: state(.light, .normal)) != colour(assignments, in: state(.dark, .normal))
    }

    private static func hasHighContrast(_ assignments: [ResolvedTheme.Assignment]) -> Bool {
        [UserInterfaceStyle.light, .dark].contains { style in
            colour(assignments, in: state(style, .high)) != colour(assignments, in: state(style, .normal))
        }
    }

    private static func state(_ style: UserInterfaceStyle, _ contrast: AccessibilityContrast) -> TraitCollection {
        var traits = TraitCollection()
        traits.userInterfaceStyle = style
        traits.accessibilityContrast = contrast
        return traits
    }

    private static func sourceLine(of location: ThemeLocation) -> String? {
        guard let line = location.line, let text = try? String(contentsOfFile: location.path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return line <= lines.count ? String(lines[line - 1]) : nil
    }
}
