import Foundation

/// One XML element of an Interface Builder file, with where it starts: the loader's whole view
/// of the file, read once by ``ElementTreeParser`` and then walked by the builders.
struct Element: Sendable {
    /// The element's name, such as `label` or `constraint`.
    var name: String
    /// The attributes by name.
    var attributes: [String: String]
    /// The child elements, in order.
    var children: [Element]
    /// Character data directly inside the element (a `<string>`'s text), trimmed.
    var text: String
    /// The 1-based line of the start tag.
    var line: Int
    /// The 1-based column of the start tag.
    var column: Int

    /// The attribute `name`.
    subscript(_ name: String) -> String? { attributes[name] }

    /// Whether the attribute `name` is `YES` (Interface Builder's spelling of true).
    func flag(_ name: String) -> Bool? {
        attributes[name].map { $0 == "YES" || $0 == "true" }
    }

    /// The attribute `name` as a number, or `nil` when it is missing or not a finite number.
    func number(_ name: String) -> Double? {
        guard let text = attributes[name], let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The first child element named `name` whose `key` attribute is `key`.
    func child(_ name: String, key: String) -> Element? {
        children.first { $0.name == name && $0.attributes["key"] == key }
    }

    /// The first child element named `name`.
    func child(_ name: String) -> Element? {
        children.first { $0.name == name }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `cells`).
    func children(of container: String) -> [Element] {
        child(container)?.children ?? []
    }
}
