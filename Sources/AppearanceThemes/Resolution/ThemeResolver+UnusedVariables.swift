// Variables no rule uses are checked too (#42): a palette's typo (`accent: "#12345"`) is an
// error whether or not a rule names the variable yet, as it would be once one does. What a
// variable is for is known only where it is used, so an unused one is checked as what it
// evidently is: a colour when it is written as one, a reference to another variable that must
// exist and must not loop. Numbers, names and other words are left to their use.
extension ThemeResolver {
    /// Reports the problems of the variables of `documents` that no rule read: colours that
    /// do not read as colours, references to variables that do not exist, and references that
    /// loop. Linear in the variables, however they chain.
    mutating func checkUnusedVariables(of documents: [ThemeDocument]) {
        let used = reader.usedVariables
        var checked = Set<String>()
        for document in documents {
            for variable in document.variables where !used.contains(variable.name.value) {
                guard checked.insert(variable.name.value).inserted else { continue }
                check(variable)
            }
        }
        reportLoops(among: documents, skipping: used)
    }

    private mutating func check(_ variable: ThemeDocument.Variable) {
        let value = variable.value
        if let text = value.scalar?.trimmingSpaces, text.hasPrefix("$") {
            let name = String(text.dropFirst())
            if reader.variables[name] == nil {
                // Read as a value of any type: the reader reports the undefined name, with a
                // suggestion, and reads nothing else.
                _ = reader.read(value) { _, _ in () }
            }
            return
        }
        guard Self.looksLikeColor(value) else { return }
        _ = reader.color(value)
    }

    /// Whether `node` is written as a colour: a hex colour, an `rgb`/`rgba` or colour-function
    /// call, or a mapping with `light` and `dark` or trait-keyed entries of such colours.
    static func looksLikeColor(_ node: ThemeNode) -> Bool {
        if let entries = node.entries {
            return !entries.isEmpty
                && entries.allSatisfy { $0.key == "light" || $0.key == "dark" || TraitConditionParser.looksLikeCondition($0.key) }
                && entries.contains { looksLikeColor($0.value) || $0.value.scalar?.hasPrefix("$") == true }
        }
        guard let text = node.scalar?.trimmingSpaces else { return false }
        if text.hasPrefix("#") { return true }
        guard let open = text.firstIndex(of: "(") else { return false }
        let function = text[..<open]
        return function == "rgb" || function == "rgba" || ValueReader.colorFunctions.contains { $0.name == function }
    }

    /// Reports each loop of variables that name variables (`$a` → `$b` → `$a`) among those no
    /// rule used, once, at its first variable in file order. Every variable names at most one
    /// other, so one walk with a colour per variable finds every loop in linear time.
    private mutating func reportLoops(among documents: [ThemeDocument], skipping used: Set<String>) {
        var state: [String: Int] = [:]  // 1: on the walk now, 2: done
        for document in documents {
            for variable in document.variables where !used.contains(variable.name.value) && state[variable.name.value] == nil {
                var path: [String] = []
                var name: String? = variable.name.value
                while let current = name, state[current] == nil {
                    state[current] = 1
                    path.append(current)
                    name = reader.variables[current]?.value.scalar.flatMap { $0.hasPrefix("$") ? String($0.dropFirst()) : nil }
                }
                if let current = name, state[current] == 1, let start = path.firstIndex(of: current) {
                    let loop = (path[start...] + [current]).map { "$" + $0 }.joined(separator: " -> ")
                    reader.error(
                        .variableCycle, "variables refer to each other in a loop (\(loop)); give one of them a value",
                        at: reader.variables[current]?.value.location ?? variable.value.location)
                }
                for name in path { state[name] = 2 }
            }
        }
    }
}
