public import AppearanceKit

extension AuditReport {
    /// The report as a compiler prints diagnostics, one per problem at the rule to fix
    /// (`file:line:col: error: …`), the trait states it shows in listed under it, then a summary.
    ///
    /// A failure in several states is one diagnostic with its worst ratio; the JSON and SARIF
    /// outputs keep one finding per state.
    ///
    /// - Parameter place: How a location is written (by default `file:line[:column]`); the
    ///   tools write paths relative to the current folder and built-in themes by name.
    public func text(place: (AppearanceSourceLocation) -> String = \.description) -> String {
        var lines: [String] = []
        var groups: [String: [AuditFinding]] = [:]
        var order: [String] = []
        for finding in findings {
            let key = [
                finding.kind.rawValue, finding.theme, finding.screen ?? "", finding.view ?? "", finding.element ?? "",
                finding.location?.description ?? "", finding.rule?.description ?? "",
            ].joined(separator: "|")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        for key in order {
            let group = groups[key]!
            let worst = group.min { ($0.ratio ?? 0) < ($1.ratio ?? 0) }!
            let at =
                worst.location.map { place($0) + ": " }
                ?? "theme '\(worst.theme)'\(worst.screen.map { ", screen '\($0)'" } ?? ""): "
            let severity = worst.kind.isViolation ? "error" : "warning"
            lines.append("\(at)\(severity): \(worst.message)")
            if let screen = worst.screen {
                lines.append("    in theme '\(worst.theme)', screen '\(screen)'")
            } else {
                lines.append("    in theme '\(worst.theme)'")
            }
            if let origin = worst.foregroundOrigin {
                lines.append("    foreground: \(Self.shown(origin, place: place))")
            }
            if let origin = worst.backgroundOrigin {
                lines.append("    background: \(Self.shown(origin, place: place))")
            }
            let states = group.compactMap(\.state)
            if states.count > 1, states.count == stateCount {
                lines.append("    in every state (\(matrix))")
            } else if !states.isEmpty {
                lines.append("    in \(states.count == 1 ? "state" : "\(states.count) states"): \(states.joined(separator: "; "))")
            }
        }
        let errors = findings.filter(\.kind.isViolation).count
        let warnings = findings.count - errors
        var summary =
            "\(errors) contrast \(errors == 1 ? "error" : "errors") at \(level.rawValue), "
            + "\(warnings) rule \(warnings == 1 ? "warning" : "warnings") in \(themes.count) \(themes.count == 1 ? "theme" : "themes") × "
            + "\(screens.count) \(screens.count == 1 ? "screen" : "screens") × \(matrix) (\(checkedPaints) texts and parts checked)"
        if baselined > 0 { summary += "; \(baselined) accepted by the baseline" }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    private static func shown(_ origin: ColorOrigin, place: (AppearanceSourceLocation) -> String) -> String {
        guard origin.kind == .rule, let location = origin.location else { return origin.description }
        let variable = location.variable.map { " (\($0))" } ?? ""
        return "\(origin.property ?? "?") from \(origin.proxy ?? "a rule") at \(place(location))\(variable)"
    }
}
