internal import AppearanceKit

/// Checks documents against ``AppearanceCatalog`` and ``ThemeTraits`` and turns their rules into
/// proxy assignments with typed values, reporting every problem. It records nothing.
@MainActor
struct ThemeResolver {
    var reader: ValueReader
    let catalog = AppearanceCatalog.shared
    private(set) var assignments: [ResolvedTheme.Assignment] = []

    /// A resolver that reads values with `variables` and reports to `log`.
    init(log: DiagnosticLog, variables: [String: ThemeDocument.Variable]) {
        reader = ValueReader(log: log, variables: variables)
    }

    /// Everything reported so far.
    var log: DiagnosticLog { reader.log }

    /// Resolves every rule of `document`.
    mutating func resolve(_ document: ThemeDocument) {
        for rule in document.rules { resolve(rule) }
    }

    // MARK: - Rules

    private mutating func resolve(_ rule: ThemeDocument.Rule) {
        guard let className = rule.className else { return }
        if rule.isOptional, isMissingAName(rule, className: className) { return }
        let target = type(className, role: "class")
        var containers: [AppearanceType] = []
        var containersResolved = true
        for container in rule.containers {
            if let type = type(container, role: "container class") {
                containers.append(type)
            } else {
                containersResolved = false
            }
        }
        let traits = traitCollection(rule.traits)
        guard let target, containersResolved, let traits else { return }
        // The rule's own trait requirements as text, to tell which entries of a value keyed by
        // traits can never apply under them.
        let ruleTerms = Dictionary(
            rule.traits.map { (TraitConditionParser.aliases[$0.name.value] ?? $0.name.value, $0.value.scalar ?? "") },
            uniquingKeysWith: { _, last in last })
        for setting in rule.properties {
            // A value keyed by traits, written in place or in the variable the value names.
            let keyed = ThemeDocument.PropertySetting(
                name: setting.name, axis: setting.axis, value: reader.expandingVariables(setting.value))
            // The variable the rule names, if any: each assignment keeps the rule's place and
            // names the variable's entry that gave the value, so findings name both.
            let variable = setting.value.scalar.flatMap { $0.hasPrefix("$") ? String($0.dropFirst()) : nil }
            if TraitConditionParser.isTraitKeyed(keyed.value), !isDynamicColourMapping(keyed, target: target) {
                let entries = traitKeyedAssignments(
                    keyed, target: target, containers: containers, traits: traits, ruleTerms: ruleTerms,
                    styleClass: rule.styleClass?.value)
                assignments += entries.map { entry in
                    variable.map { entry.naming(variable: $0, at: entry.location, usedAt: setting.value.location) } ?? entry
                }
                continue
            }
            guard
                let assignment = assignment(
                    setting, target: target, containers: containers, traits: traits, styleClass: rule.styleClass?.value)
            else { continue }
            assignments.append(
                variable.map { assignment.naming(variable: $0, at: keyed.value.location, usedAt: setting.value.location) }
                    ?? assignment)
        }
    }

    /// Whether a class or a property that `rule` names is not registered (an optional rule is
    /// then skipped, silently). Properties are looked up on the target class.
    private func isMissingAName(_ rule: ThemeDocument.Rule, className: ThemeDocument.Located<String>) -> Bool {
        guard let target = catalog.type(named: className.value),
            rule.containers.allSatisfy({ catalog.type(named: $0.value) != nil })
        else { return true }
        return rule.properties.contains { catalog.property(named: $0.name.value, of: target) == nil }
    }

    private mutating func type(_ name: ThemeDocument.Located<String>, role: String) -> AppearanceType? {
        if let type = catalog.type(named: name.value) { return type }
        let suggestion = NameSuggestion.didYouMean(name.value, in: catalog.typeNames)
        let help =
            suggestion.isEmpty
            ? "; register it with AppearanceCatalog.shared.register(\(name.value).self), or use a kit class such as View, Label or Button"
            : ""
        reader.log.error(.unknownClass, "unknown \(role) '\(name.value)'\(suggestion)\(help)", at: name.location)
        return nil
    }

    // MARK: - Traits

    /// The collection the requirements describe: `nil` inside means a trait-free rule; `nil`
    /// outside means an error was reported.
    private mutating func traitCollection(_ requirements: [ThemeDocument.TraitRequirement]) -> TraitCollection?? {
        guard !requirements.isEmpty else { return .some(nil) }
        var collection = TraitCollection()
        var failed = false
        for requirement in requirements {
            let name = requirement.name
            guard let trait = ThemeTraits.trait(named: name.value) else {
                reader.log.error(
                    .unknownTrait,
                    "unknown trait '\(name.value)'"
                        + NameSuggestion.didYouMean(
                            name.value, in: ThemeTraits.names,
                            then: "the traits are \(ThemeTraits.names.joined(separator: ", "))"),
                    at: name.location)
                failed = true
                continue
            }
            guard let parser = ValueReader.parser(for: trait.valueType) else {
                reader.log.error(
                    .unsupportedType,
                    "theme files cannot write values of \(ValueReader.typeName(trait.valueType)) for the trait '\(name.value)'",
                    at: name.location)
                failed = true
                continue
            }
            let first = reader.log.diagnostics.count
            guard let value = parser(&reader, requirement.value), trait.set(&collection, value) else {
                reader.log.recode(from: first, to: .invalidTraitValue)
                failed = true
                continue
            }
        }
        return failed ? nil : .some(collection)
    }

    // MARK: - Properties

    mutating func assignment(
        _ setting: ThemeDocument.PropertySetting, target: AppearanceType, containers: [AppearanceType],
        traits: TraitCollection?, styleClass: String?
    ) -> ResolvedTheme.Assignment? {
        let name = setting.name
        guard let property = catalog.property(named: name.value, of: target) else {
            let names = catalog.propertyNames(of: target)
            let suggestion = NameSuggestion.didYouMean(name.value, in: names)
            let help = suggestion.isEmpty ? "; its properties are \(names.joined(separator: ", "))" : ""
            reader.log.error(
                .unknownProperty, "unknown property '\(name.value)' for \(target.name)\(suggestion)\(help)", at: name.location)
            return nil
        }
        var axis: (any AppearanceAxis)?
        switch (property.axisType, setting.axis) {
        case (nil, nil):
            break
        case (nil, let components?):
            let written = components.map(\.value).joined(separator: ", ")
            reader.log.error(
                .invalidAxis,
                "'\(name.value)' of \(target.name) has no axis values; remove '[\(written)]'",
                at: name.location.advanced(by: name.value.unicodeScalars.count))
            return nil
        case (let axisType?, nil):
            reader.log.error(
                .invalidAxis,
                "'\(name.value)' of \(target.name) needs an axis value in brackets, like '\(name.value)[\(example(axisType))]'; "
                    + values(axisType),
                at: name.location)
            return nil
        case (let axisType?, let components?):
            guard let value = axisType.init(axisComponents: components.map(\.value)) else {
                reportAxis(components, axisType: axisType, property: name.value, target: target)
                return nil
            }
            axis = value
        }
        guard let parser = ValueReader.parser(for: property.valueType) else {
            reader.log.error(
                .unsupportedType,
                "theme files cannot write '\(name.value)' of \(target.name): its type \(ValueReader.typeName(property.valueType)) "
                    + "has no theme syntax; set it in Swift instead",
                at: name.location)
            return nil
        }
        guard let value = parser(&reader, setting.value) else { return nil }
        guard property.accepts(value) else {
            reader.log.error(
                .invalidValue,
                "expected \(ValueReader.expectation(for: property.valueType)) for '\(name.value)', got \(setting.value.shown)",
                at: setting.value.location)
            return nil
        }
        if let problem = PropertyRanges.problem(with: value, for: property.name) {
            reader.log.error(.invalidValue, "\(setting.value.shown) is out of range: \(problem)", at: setting.value.location)
            return nil
        }
        return ResolvedTheme.Assignment(
            property: property, axis: axis, value: value, target: target, containers: containers, traits: traits,
            styleClass: styleClass, location: setting.value.location)
    }

    private func example(_ axisType: any AppearanceAxis.Type) -> String {
        axisType.axisValueNames.first ?? "normal"
    }

    /// "the values are a, b" for one-name axes, "write them like [a, b], [c, d]" for others.
    private func values(_ axisType: any AppearanceAxis.Type) -> String {
        let names = axisType.axisValueNames
        if names.contains(where: { $0.contains(",") }) {
            return "write them like " + names.map { "[\($0)]" }.joined(separator: ", ")
        }
        return "the values are " + names.joined(separator: ", ")
    }

    private mutating func reportAxis(
        _ components: [ThemeDocument.Located<String>], axisType: any AppearanceAxis.Type, property: String,
        target: AppearanceType
    ) {
        let words = Set(axisType.axisValueNames.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces })
        for component in components {
            for word in component.value.split(separator: "|").map({ $0.trimmingSpaces }) where !words.contains(word) {
                let caseInsensitive = words.contains { $0.lowercased() == word.lowercased() }
                if caseInsensitive { continue }
                reader.log.error(
                    .invalidAxis,
                    "unknown axis value '\(word)' for '\(property)' of \(target.name)"
                        + NameSuggestion.didYouMean(word, in: words.sorted(), then: values(axisType)),
                    at: component.location)
                return
            }
        }
        let written = components.map(\.value).joined(separator: ", ")
        reader.log.error(
            .invalidAxis,
            "'[\(written)]' is not an axis value of '\(property)' for \(target.name); \(values(axisType))",
            at: components[0].location)
    }
}

extension DiagnosticLog {
    /// Gives the diagnostics recorded since `index` the code `code`.
    mutating func recode(from index: Int, to code: ThemeDiagnostic.Code) {
        for position in index..<diagnostics.count where diagnostics[position].isError {
            replaceCode(at: position, with: code)
        }
    }
}
