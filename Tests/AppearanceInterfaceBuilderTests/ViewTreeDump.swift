import AppearanceKit
import Foundation

/// A view tree as text, one view a line, for tests that pin what a fixture loads to: each
/// view's appearance type, text, frame, and colours (light / dark where they differ) and font.
@MainActor
enum ViewTreeDump {
    /// The lines of `view` and its subviews, indented by depth.
    static func lines(_ view: View, depth: Int = 0) -> [String] {
        var parts = [String(repeating: "  ", count: depth) + view.appearanceType.name]
        if let text = text(of: view) { parts.append("\"\(text)\"") }
        parts.append(frame(view.frame))
        if let background = view.backgroundColor { parts.append("bg=" + color(background)) }
        if let tint = view.ownTintColor { parts.append("tint=" + color(tint)) }
        if let (foreground, font) = textStyle(of: view) {
            if let foreground { parts.append("fg=" + color(foreground)) }
            if let font { parts.append("font=\(font.fontName) \(number(font.pointSize))") }
        }
        if view.isHidden { parts.append("hidden") }
        return [parts.joined(separator: " ")] + view.subviews.flatMap { lines($0, depth: depth + 1) }
    }

    /// The whole dump as one string.
    static func text(_ view: View) -> String { lines(view).joined(separator: "\n") }

    private static func text(of view: View) -> String? {
        switch view {
        case let label as Label: label.text
        case let button as Button: button.title(for: .normal)
        case let field as TextField: field.text ?? field.placeholder
        case let textView as TextView: textView.text
        default: nil
        }
    }

    private static func textStyle(of view: View) -> (Color?, Font?)? {
        switch view {
        case let label as Label: (label.textColor, label.font)
        case let button as Button: (button.titleColor(for: .normal), button.titleFont)
        case let field as TextField: (field.textColor, field.font)
        case let textView as TextView: (textView.textColor, textView.font)
        default: nil
        }
    }

    /// `#rrggbb` (with alpha when not opaque), and `/` its dark value when that differs.
    static func color(_ color: Color) -> String {
        let light = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).hexString
        let dark = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString
        return light == dark ? light : light + "/" + dark
    }

    private static func frame(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    private static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }
}
