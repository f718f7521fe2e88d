import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// Sets the `<userDefinedRuntimeAttributes>` of `element` on `view`.
    ///
    /// UIKit sets any key path through key-value coding; the kit has none, so the loader knows
    /// the key paths apps set most: `layer.cornerRadius`, `layer.borderWidth`,
    /// `layer.borderColor`, `layer.masksToBounds`, `layer.shadowOpacity`, `layer.shadowRadius`,
    /// `layer.shadowColor`, the `cornerRadius`, `borderWidth` and `borderColor` that apps
    /// declare as `@IBInspectable` on `UIView` (set on the layer), `clipsToBounds`,
    /// `accessibilityIdentifier` and `tag`. Any other key path is a warning.
    func applyRuntimeAttributes(_ element: Element, to view: View) {
        for attribute in element.children(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            switch set(keyPath, from: attribute, on: view) {
            case nil:
                warn(
                    "the runtime attribute \(keyPath) is not a key path the loader sets (Linux has no key-value coding); "
                        + "set it in awakeFromNib() of a registered class", at: attribute)
            case false?:
                warn("the runtime attribute \(keyPath) has no value of the type it needs; it is left unset", at: attribute)
            case true?:
                break
            }
        }
    }

    /// Sets `keyPath` on `view`: `nil` when the key path is unknown, `false` when the value is missing.
    private func set(_ keyPath: String, from attribute: Element, on view: View) -> Bool? {
        let number = runtimeNumber(attribute)
        switch keyPath {
        case "layer.cornerRadius", "cornerRadius":
            guard let number else { return false }
            view.layer.cornerRadius = CGFloat(number)
        case "layer.borderWidth", "borderWidth":
            guard let number else { return false }
            view.layer.borderWidth = CGFloat(number)
        case "layer.borderColor", "borderColor":
            guard let color = runtimeColor(attribute) else { return false }
            view.layer.borderColor = color.cgColor
        case "layer.shadowColor", "shadowColor":
            guard let color = runtimeColor(attribute) else { return false }
            view.layer.shadowColor = color.cgColor
        case "layer.shadowOpacity", "shadowOpacity":
            guard let number else { return false }
            view.layer.shadowOpacity = Float(number)
        case "layer.shadowRadius", "shadowRadius":
            guard let number else { return false }
            view.layer.shadowRadius = CGFloat(number)
        case "layer.masksToBounds", "masksToBounds":
            view.layer.masksToBounds = runtimeBool(attribute)
        case "clipsToBounds":
            view.clipsToBounds = runtimeBool(attribute)
        case "accessibilityIdentifier":
            guard let value = attribute["value"] else { return false }
            view.accessibilityIdentifier = value
        case "tag":
            guard let number else { return false }
            view.tag = Int(number)
        default:
            return nil
        }
        return true
    }

    /// A number attribute's value: `value="8"` or a child `<integer>`/`<real key="value">`.
    private func runtimeNumber(_ attribute: Element) -> Double? {
        if let value = attribute.number("value") { return value }
        return attribute.children.first { $0["key"] == "value" && ($0.name == "integer" || $0.name == "real") }?.number("value")
    }

    private func runtimeBool(_ attribute: Element) -> Bool {
        attribute.flag("value") ?? (attribute.children.first { $0["key"] == "value" }?.flag("value") ?? false)
    }

    private func runtimeColor(_ attribute: Element) -> Color? {
        attribute.child("color", key: "value").flatMap { color($0) }
    }
}
