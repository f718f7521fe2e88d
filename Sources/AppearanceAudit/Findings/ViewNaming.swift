import AppearanceKit
import AppearanceRender

/// Names views in findings: the shortest path by accessibility identifiers (what `explain` and
/// the studio take), else the nearest named ancestor's path and the class, with its place
/// among same-class siblings when it has some (`card/Label[2]`).
@MainActor
enum ViewNaming {
    static func path(of view: View, in root: View) -> String {
        if let path = ViewPath.shortest(to: view, in: root) { return path.description }
        var name = String(describing: type(of: view))
        if let parent = view.superview {
            let same = parent.subviews.filter { type(of: $0) == type(of: view) }
            if same.count > 1, let index = same.firstIndex(where: { $0 === view }) { name += "[\(index + 1)]" }
        }
        guard let parent = view.superview, parent !== root else { return name }
        return path(of: parent, in: root) + "/" + name
    }

    /// The path of `view`, or of its nearest ancestor that has one: what `explain --view` and
    /// the studio can select.
    static func namedPath(of view: View, in root: View) -> String? {
        var current: View? = view
        while let candidate = current, candidate !== root {
            if let path = ViewPath.shortest(to: candidate, in: root) { return path.description }
            current = candidate.superview
        }
        return nil
    }
}
