import AppearanceKit
import AppearancePreview
import AppearanceRender
import AppearanceThemes
import Foundation

/// Builds ``InspectorReport``s: explains every styled property of a view (R10), with the line
/// of Swift or of the theme file that wrote each rule.
@MainActor
struct Inspector {
    /// The window on screen.
    let window: Window
    /// The theme file shown, if the theme is a file: its assignments say which values the
    /// page may write back.
    let theme: ThemeFile?
    /// The theme files the studio may edit (standardized paths).
    let editablePaths: Set<String>

    /// The report for the view at `path`.
    ///
    /// - Throws: ``ToolError`` when the path is malformed (bad request) or names no view (not
    ///   found).
    func report(for path: String) throws(ToolError) -> InspectorReport {
        let view: View
        do {
            view = try ViewPath(path).resolve(in: window)
        } catch {
            throw ToolError(
                error.kind == .malformed ? .badRequest : .notFound, "unknown view path: \(error.description)", cause: error)
        }
        let catalog = AppearanceCatalog.shared
        let type = view.appearanceType
        var chain: [String] = []
        var current: AppearanceType? = type
        while let candidate = current {
            chain.append(candidate.name)
            current = candidate.supertype
        }
        var containers: [String] = []
        var container = view.appearanceContainer
        while let found = container {
            var name = String(describing: Swift.type(of: found))
            if let identified = found as? View, let identifier = identified.accessibilityIdentifier { name += " #\(identifier)" }
            containers.append(name)
            container = found.appearanceContainer
        }
        let onScreen = taggedViews()
        var properties: [InspectorReport.Property] = []
        for name in Self.propertyNames(of: type, catalog: catalog) {
            guard let explanation = Appearance.explain(view, property: name), !explanation.rules.isEmpty else { continue }
            // Each view on screen explained once per property, for all of the property's rules.
            let others = onScreen.compactMap { path, view in Appearance.explain(view, property: name).map { (path, $0) } }
            let rules = explanation.rules.enumerated().map { index, rule in
                self.rule(rule, index: index, others: others)
            }
            properties.append(
                InspectorReport.Property(
                    name: name, value: explanation.resolvedValue ?? explanation.currentValue,
                    dynamicValue: explanation.resolvedValue == nil ? nil : explanation.currentValue,
                    explicit: explanation.hasExplicitValue, rules: rules))
        }
        return InspectorReport(
            view: path, type: String(describing: Swift.type(of: view)), classChain: chain,
            styleClasses: view.styleClasses, containers: containers, traits: view.traitCollection.description,
            properties: properties)
    }

    /// Every property name `type` has, axis properties once per axis value (`titleColor[normal]`).
    static func propertyNames(of type: AppearanceType, catalog: AppearanceCatalog) -> [String] {
        catalog.propertyNames(of: type).flatMap { name -> [String] in
            guard let axisType = catalog.property(named: name, of: type)?.axisType else { return [name] }
            return axisType.axisValueNames.map { "\(name)[\($0)]" }
        }
    }

    /// The views on screen that have a path, with their paths.
    private func taggedViews() -> [(path: String, view: View)] {
        var result: [(String, View)] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if !view.isHidden, let path = ViewPath.shortest(to: view, in: window) { result.append((path.description, view)) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The report of one rule; `others` are the explanations of the same property for the
    /// views on screen, by path.
    private func rule(
        _ rule: AppearanceExplanation.Rule, index: Int, others: [(path: String, explanation: AppearanceExplanation)]
    ) -> InspectorReport.Rule {
        var matches: [String] = []
        var wins: [String] = []
        for (path, other) in others {
            // The same recorded value (its proxy, property, value, place and recording order).
            guard let same = other.rules.first(where: { $0.rule == rule.rule }), same.outcome.matched else { continue }
            matches.append(path)
            if same.outcome == .won { wins.append(path) }
        }
        return InspectorReport.Rule(
            explained: rule, order: rule.outcome.matched ? index + 1 : nil, source: source(of: rule), matches: matches,
            wins: wins)
    }

    /// Where `rule` was written, from the location the engine recorded with its value: a
    /// line of Swift (never edited), or a theme file's line and column, which is editable when
    /// the file is one of the studio's and the value a colour or a number.
    private func source(of rule: AppearanceExplanation.Rule) -> InspectorReport.Source {
        guard let recorded = rule.location else {
            return InspectorReport.Source(
                display: "code", variable: nil, editable: false, editPath: nil, editLine: nil, editColumn: nil, valueKind: nil,
                editValue: nil)
        }
        guard let location = ThemeLocation(recorded) else {
            return InspectorReport.Source(
                display: recorded.description, variable: nil, editable: false, editPath: nil, editLine: nil, editColumn: nil,
                valueKind: nil, editValue: nil)
        }
        // The assignment recorded at that very place (two identical lines are two places).
        let assignment = theme?.resolved.assignments.first { $0.location == location }
        var kind: String?
        var editValue: String?
        if let color = (assignment?.value as? Color) ?? (assignment?.value as? CGColor)?.color {
            kind = "colour"
            editValue = String(color.hexString.prefix(7))
        } else if let number = Self.number(assignment?.value) {
            kind = "number"
            editValue = StudioValue(String(number)).flatMap { if case .number(let text) = $0 { text } else { nil } }
        } else if let number = assignment?.value as? Int {
            kind = "number"
            editValue = String(number)
        }
        let name = (location.path as NSString).lastPathComponent
        let display = location.line.map { "\(name):\($0):\(location.column ?? 1)" } ?? name
        var source = InspectorReport.Source(
            display: display, variable: nil, editable: false, editPath: nil, editLine: nil, editColumn: nil, valueKind: kind,
            editValue: editValue)
        // A derived colour (`darken($brand, 0.1)`) is not written over: edit what it derives from.
        guard kind != nil, var target = editableLocation(location), !target.token.text.contains("(") else { return source }
        if let variableName = Self.variableName(in: target.token) {
            // The value comes from a variable: edit its definition, the nearest one in the chain.
            source.variable = variableName
            guard let variable = theme?.documents.reversed().lazy.flatMap(\.variables).first(where: { $0.name.value == variableName }),
                let definition = editableLocation(variable.value.location), Self.variableName(in: definition.token) == nil
            else { return source }
            target = definition
        }
        source.editable = true
        source.editPath = target.location.path
        source.editLine = target.location.line
        source.editColumn = target.location.column
        source.editText = target.token.text
        source.editLineText = target.lineText
        return source
    }

    /// A fractional number a theme assigned: UIKit's geometry is `CGFloat`, its opacities
    /// `Float`, the kit's own values `Double`.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        // Through its shortest text, so 0.3 stays 0.3 rather than Float's 0.30000001192….
        case let number as Float: Double(String(number))
        default: nil
        }
    }

    /// The variable a value names (`tint` for `$tint` or `"$tint"`), if it names one.
    private static func variableName(in token: ValueRewriter.Token) -> String? {
        let bare = token.quote == nil ? Substring(token.text) : token.text.dropFirst().dropLast()
        return bare.hasPrefix("$") ? String(bare.dropFirst()) : nil
    }

    /// `location` with the value written there, when it is in a file the studio may edit and
    /// holds a single value.
    private func editableLocation(
        _ location: ThemeLocation
    ) -> (location: ThemeLocation, token: ValueRewriter.Token, lineText: String?)? {
        let standardized = URL(fileURLWithPath: location.path).standardizedFileURL.path
        guard editablePaths.contains(standardized), let line = location.line, let column = location.column,
            let text = try? String(contentsOfFile: location.path, encoding: .utf8),
            let token = ValueRewriter.token(in: text, line: line, column: column)
        else { return nil }
        return (location, token, ValueRewriter.line(line, of: text))
    }
}
