import Foundation

/// What changed between two of the kit's SVG pictures, view by view.
///
/// The renderer writes each view as a `<g data-view="Class" data-id="identifier">` group, one
/// element per line, in a fixed order, so a picture reads back as a tree of views, each with
/// its own lines (its fills, strokes and texts). Views are matched by their path from the root
/// (class, identifier and place among like siblings), then their lines one by one.
struct SVGViewDiff {
    /// One view of a picture: where it is and what it draws itself.
    struct DrawnView {
        /// `Window/NavigationBar/Label#title`, with `[2]` for the third of like siblings.
        let path: String
        /// The group's `transform`, `translate(x,y)`: its origin in its superview.
        let transform: String?
        /// Its own elements (not its subviews'), with clip ids removed (they are numbered in
        /// drawing order, so one new clip renumbers every later one).
        var lines: [String]
    }

    let reference: [DrawnView]
    let current: [DrawnView]

    init(reference: String, current: String) {
        self.reference = Self.views(in: reference)
        self.current = Self.views(in: current)
    }

    /// One line per changed view, at most `limit`, then how many more.
    func summary(limit: Int = 20) -> String {
        let changes = self.changes()
        guard !changes.isEmpty else { return "  no view changed (the document's header or layout of lines did)" }
        var lines = changes.prefix(limit).map { "  " + $0 }
        if changes.count > limit { lines.append("  … and \(changes.count - limit) more") }
        return "\(changes.count) view\(changes.count == 1 ? "" : "s") changed:\n" + lines.joined(separator: "\n")
    }

    /// What changed, view by view, in the current picture's order (removed views last).
    func changes() -> [String] {
        let before = Dictionary(reference.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(current.map(\.path))
        var changes: [String] = []
        for view in current {
            guard let old = before[view.path] else {
                changes.append("\(view.path): added")
                continue
            }
            var parts: [String] = []
            if old.transform != view.transform {
                parts.append("moved from \(Self.origin(old.transform)) to \(Self.origin(view.transform))")
            }
            parts += Self.lineChanges(old.lines, view.lines)
            if !parts.isEmpty { changes.append("\(view.path): " + parts.joined(separator: "; ")) }
        }
        for view in reference where !after.contains(view.path) {
            changes.append("\(view.path): removed")
        }
        return changes
    }

    // MARK: - Reading a picture

    /// The views of a picture, in drawing order.
    static func views(in svg: String) -> [DrawnView] {
        // What an open group is: a view (its index in `views`) or a group of the drawing's own.
        enum Group {
            case view(Int)
            case other
        }
        var views: [DrawnView] = []
        var groups: [Group] = []
        // Like siblings counted per parent view, for the `[n]` of a path.
        var siblings: [String: Int] = [:]
        for raw in svg.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let owner = groups.last {
                guard case .view = $0 else { return false }
                return true
            }
            var ownerIndex: Int?
            if case .view(let index)? = owner { ownerIndex = index }
            if line.hasPrefix("<g ") && line.contains("data-view=\"") && !line.hasSuffix("/>") {
                let name = attribute("data-view", in: line) ?? "View"
                let id = attribute("data-id", in: line).map { "#" + $0 } ?? ""
                let parentPath = ownerIndex.map { views[$0].path + "/" } ?? ""
                let key = parentPath + name + id
                let count = siblings[key, default: 0]
                siblings[key] = count + 1
                views.append(DrawnView(path: count == 0 ? key : "\(key)[\(count)]", transform: attribute("transform", in: line), lines: []))
                groups.append(.view(views.count - 1))
            } else if line.hasPrefix("<g") && !line.hasSuffix("/>") {
                groups.append(.other)
            } else if line == "</g>" {
                _ = groups.popLast()
            } else if let ownerIndex, !line.hasPrefix("<clipPath") && line != "</clipPath>" {
                views[ownerIndex].lines.append(withoutClipIDs(line))
            }
        }
        return views
    }

    /// The value of `name="…"` in an element's line.
    static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// `(16, 8)` for `translate(16,8)`, `(0, 0)` for none.
    static func origin(_ transform: String?) -> String {
        guard let transform, transform.hasPrefix("translate("), transform.hasSuffix(")") else { return transform ?? "(0, 0)" }
        return "(" + transform.dropFirst("translate(".count).dropLast().split(separator: ",").joined(separator: ", ") + ")"
    }

    private static func withoutClipIDs(_ line: String) -> String {
        line.replacingOccurrences(of: #"clip\d+"#, with: "clip", options: .regularExpression)
    }

    // MARK: - Comparing a view's lines

    /// The changes between a view's lines before and after: attribute by attribute where an
    /// element of the same kind is in the same place, else elements added or removed.
    static func lineChanges(_ old: [String], _ new: [String]) -> [String] {
        var parts: [String] = []
        for (before, after) in zip(old, new) where before != after {
            let element = elementName(before)
            guard element == elementName(after) else {
                parts.append("\(describe(before)) became \(describe(after))")
                continue
            }
            var changed: [String] = []
            let oldAttributes = attributes(before)
            let newAttributes = attributes(after)
            for (name, value) in newAttributes where oldAttributes[name] != value {
                changed.append("\(name) \(oldAttributes[name] ?? "none") → \(value)")
            }
            for name in oldAttributes.keys.sorted() where newAttributes[name] == nil {
                changed.append("\(name) \(oldAttributes[name]!) → none")
            }
            let oldText = text(before)
            let newText = text(after)
            if oldText != newText { changed.append("text \"\(oldText ?? "")\" → \"\(newText ?? "")\"") }
            parts.append("\(describe(after)) " + changed.joined(separator: ", "))
        }
        if new.count > old.count { parts += new[old.count...].map { "\(describe($0)) added" } }
        if old.count > new.count { parts += old[new.count...].map { "\(describe($0)) removed" } }
        return parts
    }

    /// `text "Wi-Fi"`, `rect`: an element as a person finds it in the picture.
    static func describe(_ line: String) -> String {
        let name = elementName(line)
        if let text = text(line) { return "\(name) \"\(text)\"" }
        return name
    }

    static func elementName(_ line: String) -> String {
        String(line.dropFirst().prefix { $0 != " " && $0 != ">" && $0 != "/" })
    }

    /// The attributes of an element's line, in order of the line.
    static func attributes(_ line: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var rest = line[...]
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let valueStart = equals.upperBound
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            result.append((name, String(rest[valueStart..<end])))
            rest = rest[rest.index(after: end)...]
            if rest.first == ">" { break }
        }
        return result
    }

    /// The text of a `<text …>…</text>` line.
    static func text(_ line: String) -> String? {
        guard line.hasPrefix("<text"), let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>") else { return nil }
        return String(line[line.index(after: open)..<close.lowerBound])
    }
}

extension Array where Element == (String, String) {
    /// The value of the attribute named `name`.
    fileprivate subscript(name: String) -> String? { first { $0.0 == name }?.1 }
    /// The attributes' names.
    fileprivate var keys: [String] { map(\.0) }
}
