import AppearanceBenchmark

/// Writes a workload's rules as a theme file (YAML), for `--rules-from theme`: one rule per
/// workload rule, in order, naming the generated classes (`KitLabel`) and the kit's catalog
/// names of the properties (`tintColor`, `layer.borderColor`, `alpha`, ...).
///
/// ```yaml
/// name: n300-r60-s1
/// rules:
///   - class: KitSubtitle
///     containers: [KitCell, KitCard, KitSettingsScreen]
///     traits: {userInterfaceStyle: dark}
///     properties:
///       tintColor: "#c9c947"
///       alpha: 0.95
/// ```
enum KitThemeWriter {
    /// The theme text of `workload`'s rules; `classes` are the Swift names by class index.
    static func theme(of workload: Workload, classNames classes: [String], name: String) -> String {
        var lines = ["name: \(name)", "rules:"]
        for rule in workload.rules {
            lines.append("  - class: \(classes[rule.target])")
            if !rule.containers.isEmpty {
                lines.append("    containers: [\(rule.containers.map { classes[$0] }.joined(separator: ", "))]")
            }
            if !rule.traits.isEmpty {
                let traits = rule.traits.map { condition in
                    switch condition {
                    case .theme(let theme): "userInterfaceStyle: \(theme.rawValue)"
                    case .sizeClass(let size): "horizontalSizeClass: \(size.rawValue)"
                    }
                }
                lines.append("    traits: {\(traits.joined(separator: ", "))}")
            }
            lines.append("    properties:")
            for (property, value) in rule.values {
                lines.append("      \(catalogName(property)): \(text(value))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The kit catalog's name of the property a workload property maps to.
    static func catalogName(_ property: BenchProperty) -> String {
        switch property {
        case .color: "tintColor"
        case .backgroundColor: "backgroundColor"
        case .borderColor: "layer.borderColor"
        case .borderWidth: "layer.borderWidth"
        case .borderRadius: "layer.cornerRadius"
        case .opacity: "alpha"
        }
    }

    private static func text(_ value: BenchPropertyValue) -> String {
        switch value {
        // Quoted: `#` starts a YAML comment.
        case .color(let color): color == .transparent ? "\"#00000000\"" : "\"\(color)\""
        case .length(let length): String(length)
        case .opacity(let opacity): opacity.description
        }
    }
}
