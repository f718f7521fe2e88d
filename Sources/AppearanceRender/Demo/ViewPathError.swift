/// Why a ``ViewPath`` could not be made or resolved.
///
/// ```swift
/// do { _ = try ViewPath("card/buton").resolve(in: window) } catch {
///     print(error)   // no view 'buton' in 'card' (it has: title, body, button)
/// }
/// ```
public struct ViewPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// The path is empty or has an empty component.
        case malformed
        /// `component` was not found inside the view at `parent` (the root when `nil`), which
        /// has the named views `available`.
        case notFound(component: String, parent: String?, available: [String])
    }

    /// The path as given.
    public let path: String
    /// What went wrong.
    public let kind: Kind

    /// An error for `path`.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// One line that says what is wrong and what would work.
    public var description: String {
        switch kind {
        case .malformed:
            return "'\(path)' is not a view path: write identifiers separated by '/', such as card/button"
        case .notFound(let component, let parent, let available):
            let place = parent.map { "in '\($0)'" } ?? "on the screen"
            let choices = available.isEmpty ? "it has no named views" : "it has: \(available.joined(separator: ", "))"
            return "no view '\(component)' \(place) (\(choices))"
        }
    }
}
