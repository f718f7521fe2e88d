internal import Foundation

/// One property of an appearance object as a comparable, printable value: appearance objects
/// compare, hash and describe themselves through the list of their fields.
struct AppearanceField {
    /// The property's name, with the path of nested objects (`buttonAppearance.normal.titleTextAttributes`).
    let name: String
    /// The value, compared and hashed.
    let value: AnyHashable
    /// The value as explanations print it.
    let text: String

    /// A field holding `value` (an optional prints as its value, or `nil`).
    init<Value: Hashable>(_ name: String, _ value: Value) {
        self.name = name
        self.value = AnyHashable(value)
        text = Self.describe(value)
    }

    /// A field holding text attributes, compared as ``TextAttributes`` read them.
    init(_ name: String, attributes: [NSAttributedString.Key: Any]) {
        let typed = TextAttributes(attributes)
        self.name = name
        value = AnyHashable(typed)
        text = typed.description
    }

    /// The same field under `prefix.name`.
    func prefixed(_ prefix: String) -> AppearanceField {
        AppearanceField(name: prefix + "." + name, value: value, text: text)
    }

    private init(name: String, value: AnyHashable, text: String) {
        self.name = name
        self.value = value
        self.text = text
    }

    /// `nil` for an empty optional, else the wrapped value's description.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped)
        }
        return String(describing: value)
    }

    /// The fields of `fields` whose values differ from those of `defaults` (matched by name),
    /// as `name: value`, joined with commas.
    static func differences(_ fields: [AppearanceField], from defaults: [AppearanceField]) -> String {
        var defaultValues: [String: AnyHashable] = [:]
        for field in defaults { defaultValues[field.name] = field.value }
        return fields.filter { defaultValues[$0.name] != $0.value }.map { "\($0.name): \($0.text)" }
            .joined(separator: ", ")
    }
}
