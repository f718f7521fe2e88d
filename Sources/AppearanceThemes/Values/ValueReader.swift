/// Gives theme values their Swift types: the parser for a property's value type reads a node
/// (expanding `$variables` at every level) into a value, or reports why it cannot.
///
/// Parsers are found by the value type's identity, with `Optional` unwrapped; any enum that is
/// `CaseIterable` (kit or app) is read by case name without further registration.
@MainActor
struct ValueReader {
    /// A parser: the value, or `nil` after reporting the problem to the reader. Parsers run on
    /// the main actor, where themes are resolved, because some values (bar appearances) are
    /// main-actor objects.
    typealias Parser = @MainActor @Sendable (inout ValueReader, ThemeNode) -> Any?

    /// Where problems go.
    var log: DiagnosticLog
    /// The variables in scope, by name.
    let variables: [String: ThemeDocument.Variable]
    /// While a variable's value is read: its name and where it is used, so problems are
    /// reported at the use.
    private var substitution: (name: String, use: ThemeLocation, definition: ThemeLocation)?
    /// The variables whose values are being read now, outermost first, across nested values (a
    /// variable used inside a dynamic colour inside a variable). A name met again while it is
    /// here is a cycle, however deep, and reading stops instead of recursing without end.
    private var expanding: [String] = []
    /// ``expanding`` as a set, so each check is constant time (a long chain stays linear).
    private var expandingNames: Set<String> = []
    /// The variables' names in order, sorted once for the suggestions of undefined variables.
    private var variableNames: [String]?
    /// The variables some value has read, directly or through another variable: the others
    /// are checked on their own (``ThemeResolver/checkUnusedVariables(of:)``).
    private(set) var usedVariables: Set<String> = []

    /// The most variables one value may pass through, directly or nested. Real themes use a
    /// handful; the limit stops hostile files before they exhaust the stack or the clock.
    static let maximumVariableDepth = 256

    /// The variables' names in order (for suggestions, which prefer the first of equals).
    private mutating func sortedVariableNames() -> [String] {
        if let variableNames { return variableNames }
        let names = variables.keys.sorted()
        variableNames = names
        return names
    }

    init(log: DiagnosticLog, variables: [String: ThemeDocument.Variable]) {
        self.log = log
        self.variables = variables
    }

    // MARK: - Reading by type

    /// The parser for `type` (`Color?` is read as `Color`), or `nil` when theme files cannot
    /// write it.
    static func parser(for type: Any.Type) -> Parser? {
        let base = (type as? any OptionalProtocol.Type)?.wrappedType ?? type
        if let parser = parsers[ObjectIdentifier(base)] { return parser }
        if let cases = EnumCases(base) { return { reader, node in reader.enumValue(node, cases) } }
        return nil
    }

    /// What a value of `type` looks like, for messages.
    static func expectation(for type: Any.Type) -> String {
        let base = (type as? any OptionalProtocol.Type)?.wrappedType ?? type
        if let text = expectations[ObjectIdentifier(base)] { return text }
        if let cases = EnumCases(base) { return "one of \(cases.names.joined(separator: ", "))" }
        return "a \(String(describing: base))"
    }

    /// The name of `type` for messages (`Color` for `Color?`).
    static func typeName(_ type: Any.Type) -> String {
        String(describing: (type as? any OptionalProtocol.Type)?.wrappedType ?? type)
    }

    // MARK: - Variables

    /// The value `node` stands for: the value of the variable it names (`$secondaryLabel`),
    /// followed through variables naming variables; `node` itself when it names none, names an
    /// undefined one, or a chain that loops or nests past ``maximumVariableDepth`` (reading it
    /// then reports that). A hostile chain of 60,000 variables costs as much as one of 256.
    mutating func expandingVariables(_ node: ThemeNode) -> ThemeNode {
        var current = node
        var seen: Set<String> = []
        while let text = current.scalar, text.hasPrefix("$") {
            let name = String(text.dropFirst())
            guard seen.count < Self.maximumVariableDepth, seen.insert(name).inserted, let variable = variables[name]
            else { return node }
            usedVariables.insert(name)
            current = variable.value
        }
        return current
    }

    /// Runs `parse` on `node`, or on the value of the variable `node` names (`$tint`), with
    /// problems inside a variable's value reported where the variable is used.
    mutating func read<Value>(_ node: ThemeNode, _ parse: (inout ValueReader, ThemeNode) -> Value?) -> Value? {
        guard let text = node.scalar, text.hasPrefix("$") else { return parse(&self, node) }
        var chain: [String] = []
        // Whatever happens below, the names this call expands are no longer being expanded.
        defer {
            for name in chain { expandingNames.remove(name) }
            expanding.removeLast(chain.count)
        }
        var current = node
        while let reference = current.scalar, reference.hasPrefix("$") {
            let name = String(reference.dropFirst())
            if expandingNames.contains(name) {
                let path = expanding + [name]
                let loop = path[path.firstIndex(of: name)!...].map { "$" + $0 }.joined(separator: " -> ")
                error(.variableCycle, "variables refer to each other in a loop (\(loop)); give one of them a value", at: node)
                return nil
            }
            guard expanding.count < Self.maximumVariableDepth else {
                error(
                    .variableCycle,
                    "variables nest more than \(Self.maximumVariableDepth) deep (from $\(expanding.first ?? name)); "
                        + "give a variable in the chain a value of its own",
                    at: node)
                return nil
            }
            guard let variable = variables[name] else {
                let suggestion = NameSuggestion.nearest(to: name, in: sortedVariableNames())
                let fix = suggestion.map { "did you mean '$\($0)'? Or define" } ?? "define"
                error(
                    .undefinedVariable,
                    "undefined variable '$\(name)'; \(fix) it under 'variables:' at the top of the theme",
                    at: current)
                return nil
            }
            chain.append(name)
            expanding.append(name)
            expandingNames.insert(name)
            usedVariables.insert(name)
            current = variable.value
        }
        let saved = substitution
        if substitution == nil {
            substitution = (chain[0], node.location, current.location)
        }
        defer { substitution = saved }
        return parse(&self, current)
    }

    // MARK: - Reporting

    /// Reports an error at `node` (or where the variable holding it is used).
    mutating func error(_ code: ThemeDiagnostic.Code, _ message: String, at node: ThemeNode) {
        error(code, message, at: node.location)
    }

    /// Reports an error at `location` (or where the variable holding it is used).
    mutating func error(_ code: ThemeDiagnostic.Code, _ message: String, at location: ThemeLocation) {
        if let substitution {
            log.error(
                code, message + " (in $\(substitution.name), defined at line \(substitution.definition.line ?? 0))",
                at: substitution.use)
        } else {
            log.error(code, message, at: location)
        }
    }

    /// Reports a warning at `location` (or where the variable holding it is used).
    mutating func warning(_ code: ThemeDiagnostic.Code, _ message: String, at location: ThemeLocation) {
        if let substitution {
            log.warning(code, message + " (in $\(substitution.name))", at: substitution.use)
        } else {
            log.warning(code, message, at: location)
        }
    }

    /// Reports that `node` is not `expectation`.
    mutating func expected(_ expectation: String, got node: ThemeNode, code: ThemeDiagnostic.Code = .invalidValue) {
        var message = "expected \(expectation), got \(node.shown)"
        if node.isNull, node.scalar?.isEmpty == true {
            message += "; in YAML '#' starts a comment, so quote hex colours: \"#1E90FF\""
        }
        error(code, message, at: node)
    }
}

/// `Optional` of any type, to find the wrapped type of a property's value type.
protocol OptionalProtocol {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProtocol {
    static var wrappedType: Any.Type { Wrapped.self }
}
