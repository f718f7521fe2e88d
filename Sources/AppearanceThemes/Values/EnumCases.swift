/// The cases of a `CaseIterable` type with their names (raw values for `String`-backed enums,
/// descriptions otherwise), so theme files can write any such enum by case name.
struct EnumCases: @unchecked Sendable {
    /// The type's name, such as `BarStyle`.
    let typeName: String
    /// The case names, in declaration order.
    let names: [String]
    /// The cases, in the same order. `@unchecked Sendable`: enum cases are immutable values.
    let values: [Any]

    /// The cases of `type`, or `nil` when it is not `CaseIterable`.
    init?(_ type: Any.Type) {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        let cases = Self.cases(of: iterable)
        guard !cases.isEmpty else { return nil }
        typeName = String(describing: type)
        names = cases.map(\.name)
        values = cases.map(\.value)
    }

    /// The case named `name`: an exact match, else a case-insensitive one.
    func value(named name: String) -> Any? {
        if let index = names.firstIndex(of: name) { return values[index] }
        let lowered = name.lowercased()
        return names.firstIndex { $0.lowercased() == lowered }.map { values[$0] }
    }

    private static func cases<T: CaseIterable>(of type: T.Type) -> [(name: String, value: Any)] {
        T.allCases.map { value in
            let raw = (value as? any RawRepresentable).flatMap { $0.rawValue as? String }
            return (raw ?? String(describing: value), value)
        }
    }
}

extension ValueReader {
    /// A case of an enum, by name.
    mutating func enumValue(_ node: ThemeNode, _ cases: EnumCases) -> Any? {
        read(node) { reader, node in
            guard let text = node.scalar, !node.isNull else {
                reader.expected("one of \(cases.names.joined(separator: ", "))", got: node)
                return nil
            }
            if let value = cases.value(named: text) { return value }
            reader.error(
                .invalidValue,
                "unknown value '\(text)' for \(cases.typeName)"
                    + NameSuggestion.didYouMean(text, in: cases.names, then: "the values are \(cases.names.joined(separator: ", "))"),
                at: node.textLocation)
            return nil
        }
    }
}
