public import AppearanceKit

/// A path to a view by accessibility identifiers, such as `card/button`: the view named
/// `button` inside the view named `card`.
///
/// Each component is looked up depth first (see ``/AppearanceKit/View/viewWithIdentifier(_:)``) inside the
/// view the previous component found, starting at the root, so a path names only as much of
/// the hierarchy as it needs to be unambiguous.
///
/// ```swift
/// let path = try ViewPath("card/button")
/// let button = try path.resolve(in: screen.window)
/// ```
public struct ViewPath: Hashable, Sendable, CustomStringConvertible {
    /// The identifiers, outermost first.
    public let components: [String]

    /// A path from `text`, identifiers separated by `/`.
    ///
    /// - Throws: ``ViewPathError`` when the text is empty or has an empty component (`card//button`).
    public init(_ text: String) throws(ViewPathError) {
        let components = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !text.isEmpty, !components.contains(where: \.isEmpty) else {
            throw ViewPathError(path: text, kind: .malformed)
        }
        self.components = components
    }

    /// The path as written, identifiers joined by `/`.
    public var description: String { components.joined(separator: "/") }

    /// The view this path names inside `root`.
    ///
    /// - Throws: ``ViewPathError`` naming the first component that was not found and the
    ///   identifiers that were there to choose from.
    @MainActor
    public func resolve(in root: View) throws(ViewPathError) -> View {
        var current = root
        for (index, component) in components.enumerated() {
            guard let found = current.subviews.lazy.compactMap({ $0.viewWithIdentifier(component) }).first else {
                throw ViewPathError(
                    path: description,
                    kind: .notFound(
                        component: component, parent: index == 0 ? nil : components[..<index].joined(separator: "/"),
                        available: Self.identifiers(in: current)))
            }
            current = found
        }
        return current
    }

    /// The identifiers of the named views inside `view` (not `view` itself), each once, in
    /// depth-first order: the first components a path inside `view` can start with.
    @MainActor
    public static func identifiers(in view: View) -> [String] {
        var result: [String] = []
        func collect(_ view: View) {
            for subview in view.subviews {
                if let identifier = subview.accessibilityIdentifier, !result.contains(identifier) {
                    result.append(identifier)
                }
                collect(subview)
            }
        }
        collect(view)
        return result
    }

    /// The shortest path that finds `view` inside `root`, made of the identifiers of `view` and
    /// its named ancestors below `root`, or `nil` when `view` has no identifier or no such path
    /// finds it (another view of the same names comes first).
    ///
    /// Short paths are the ones people write (`card/title`, not `screen/card/title`), so they
    /// are tried first.
    @MainActor
    public static func shortest(to view: View, in root: View) -> ViewPath? {
        guard view !== root, let identifier = view.accessibilityIdentifier, !identifier.isEmpty else { return nil }
        var names = [identifier]
        var ancestor = view.superview
        while let current = ancestor, current !== root {
            if let name = current.accessibilityIdentifier, !name.isEmpty { names.insert(name, at: 0) }
            ancestor = current.superview
        }
        guard ancestor === root else { return nil }
        for length in 1...names.count {
            let components = Array(names.suffix(length))
            if let path = try? ViewPath(components.joined(separator: "/")), (try? path.resolve(in: root)) === view {
                return path
            }
        }
        return nil
    }
}
