import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// Makes the constraints of a `<constraints>` list and installs them on `holder`, the view
    /// whose list it is (as Xcode's archive installs them).
    ///
    /// A constraint without `firstItem` is about `holder` itself; an item that names no object
    /// the build made (a missing id), an unknown attribute or relation, is left out with a warning
    /// rather than guessed. Placeholder constraints (`placeholder="YES"`, removed at build time
    /// in Xcode) are left out silently.
    func installConstraints(_ list: [Element], on holder: View) {
        for element in list where element.name == "constraint" && element.flag("placeholder") != true && isInstalled(element) {
            if let constraint = makeConstraint(element, holder: holder) { holder.addConstraint(constraint) }
        }
    }

    private func makeConstraint(_ element: Element, holder: View) -> NSLayoutConstraint? {
        guard let firstItem = item(element["firstItem"], holder: holder, at: element) else { return nil }
        guard var firstAttribute = attribute(element["firstAttribute"], at: element) else { return nil }
        if let edge = element["firstItem"].flatMap({ legacyGuideEdges[$0] }) { firstAttribute = edge }
        var secondItem: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let name = element["secondAttribute"] {
            guard let attribute = attribute(name, at: element) else { return nil }
            secondAttribute = attribute
            // Xcode leaves out the second item when it is the holder, as it does the first.
            guard let item = item(element["secondItem"], holder: holder, at: element) else { return nil }
            secondItem = item
            if let edge = element["secondItem"].flatMap({ legacyGuideEdges[$0] }) { secondAttribute = edge }
        } else if element["secondItem"] != nil {
            warn("the constraint names a secondItem without a secondAttribute; it is left out", at: element)
            return nil
        }
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case nil, "equal": relation = .equal
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case let other?:
            warn("relation \"\(other)\" is not one Auto Layout has; the constraint is left out", at: element)
            return nil
        }
        let multiplier = Self.multiplier(element["multiplier"]) ?? 1
        let constraint = NSLayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
            multiplier: CGFloat(multiplier), constant: CGFloat(element.number("constant") ?? 0))
        if let priority = element.number("priority") { constraint.priority = LayoutPriority(Float(min(max(priority, 1), 1000))) }
        constraint.identifier = element["identifier"] ?? element["id"]
        return constraint
    }

    /// The view or guide `id` names, `holder` when there is no id.
    private func item(_ id: String?, holder: View, at element: Element) -> AnyObject? {
        guard let id else { return holder }
        if let object = objects[id], object is View || object is LayoutGuide { return object }
        warn(
            "the constraint names \(id), which is not a view or layout guide in this scene or XIB; it is left out "
                + "(was the view deleted without its constraints?)", at: element)
        return nil
    }

    private func attribute(_ name: String?, at element: Element) -> NSLayoutConstraint.Attribute? {
        guard let name, let attribute = Self.attributes[name] else {
            warn("\"\(name ?? "")\" is not a layout attribute; the constraint is left out", at: element)
            return nil
        }
        return attribute
    }

    /// A multiplier as Xcode writes it: a number, or a ratio such as `16:9`.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return nil }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return numerator / denominator
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// IB's names for layout attributes (`baseline` is the last baseline, as in UIKit).
    static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
        "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
}
