import AppearanceKit

extension ObjectBuilder {
    /// `element` as it is in the build's size classes: each `<variation>` whose key the size
    /// classes satisfy replaces the element's children of the same name and key (a font, a
    /// colour, a frame) and its attributes, the less specific variations first; its masks
    /// install or remove subviews and constraints (see ``excludedIDs``).
    ///
    /// Xcode writes what holds in every size class (Any × Any) on the element itself, the
    /// overrides in `<variation key="widthClass=compact">` (or `heightClass=…`, or both joined
    /// by `-`), and what is not installed in Any × Any in `<variation key="default">`'s masks.
    func inSizeClasses(_ element: Element) -> Element {
        let variations = element.children.filter { $0.name == "variation" }
        guard !variations.isEmpty else { return element }
        var result = element
        result.children.removeAll { $0.name == "variation" }
        var matching: [(specificity: Int, variation: Element)] = []
        for variation in variations {
            let key = variation["key"] ?? ""
            if key == "default" {
                applyMasks(of: variation)
                continue
            }
            guard let specificity = matches(key, at: variation) else { continue }
            matching.append((specificity, variation))
        }
        // A stable sort: at equal specificity, file order.
        let ordered = matching.enumerated().sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
        for (_, variation) in ordered.map(\.element) {
            applyMasks(of: variation)
            for (name, value) in variation.attributes where name != "key" { result.attributes[name] = value }
            for child in variation.children where child.name != "mask" {
                if let index = result.children.firstIndex(where: { $0.name == child.name && $0["key"] == child["key"] }) {
                    result.children[index] = child
                } else {
                    result.children.append(child)
                }
            }
        }
        return result
    }

    /// How many size classes `key` names when the build's size classes satisfy all of them,
    /// else `nil`; a key the loader cannot read is warned about and matches nothing.
    private func matches(_ key: String, at variation: Element) -> Int? {
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let sizeClass = UserInterfaceSizeClass(rawValue: pair[1]), sizeClass != .unspecified else {
                warn("the variation key \"\(key)\" is not a size class the loader reads; it is left out", at: variation)
                return nil
            }
            switch pair[0] {
            case "widthClass": if sizeClass != horizontalSizeClass { return nil }
            case "heightClass": if sizeClass != verticalSizeClass { return nil }
            default:
                warn("the variation key \"\(key)\" is not a size class the loader reads; it is left out", at: variation)
                return nil
            }
            count += 1
        }
        return count
    }

    /// Records what `variation`'s masks exclude from the build and include in it again.
    private func applyMasks(of variation: Element) {
        for mask in variation.children where mask.name == "mask" {
            for entry in mask.children {
                guard let reference = entry["reference"] else { continue }
                if entry.name == "exclude" { excludedIDs.insert(reference) }
                if entry.name == "include" { excludedIDs.remove(reference) }
            }
        }
    }

    /// Whether `element` is installed in the build's size classes: no mask excludes it, nor
    /// (for a constraint) a view it names, which is not built in these size classes.
    func isInstalled(_ element: Element) -> Bool {
        for attribute in ["id", "firstItem", "secondItem"] {
            if let id = element[attribute], excludedIDs.contains(id) { return false }
        }
        return true
    }
}
