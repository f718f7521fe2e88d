import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// What the element says about the control or text view it made, by kind.
    func configureControl(_ element: Element, _ view: View) {
        if let control = view as? Control {
            if let enabled = element.flag("enabled") { control.isEnabled = enabled }
            if let selected = element.flag("selected") { control.isSelected = selected }
            if let highlighted = element.flag("highlighted") { control.isHighlighted = highlighted }
        }
        switch view {
        case let label as Label: configureLabel(element, label)
        case let button as Button: configureButton(element, button)
        case let imageView as ImageView: configureImageView(element, imageView)
        case let stack as StackView: configureStack(element, stack)
        case let field as TextField: configureTextField(element, field)
        case let textView as TextView: configureTextView(element, textView)
        default: configureIndicator(element, view)
        }
    }

    // MARK: - Text

    /// The text of a label, field or text view: the attribute, a `<string key="text">` (which
    /// Xcode writes for text with line breaks), or an attributed string's runs.
    func text(of element: Element) -> String? {
        if let text = element["text"] { return text }
        if let string = element.child("string", key: "text") { return string.text }
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child("string")?.text ?? "" }
                .joined()
        }
        return nil
    }

    /// The alignment IB writes as `textAlignment` (`natural`, `left`, `center`, `right`, `justified`).
    func textAlignment(_ element: Element) -> TextAlignment? {
        guard let name = element["textAlignment"] else { return nil }
        guard let alignment = TextAlignment(rawValue: name) else {
            warn("textAlignment \"\(name)\" is not one UIKit has; natural is used", at: element)
            return nil
        }
        return alignment
    }

    private func configureLabel(_ element: Element, _ label: Label) {
        label.text = text(of: element)
        if let alignment = textAlignment(element) { label.textAlignment = alignment }
        if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = max(lines, 0) }
        if let mode = element["lineBreakMode"] {
            if let lineBreak = Self.lineBreakModes[mode] {
                label.lineBreakMode = lineBreak
            } else {
                warn("lineBreakMode \"\(mode)\" is not one IB writes; tailTruncation is used", at: element)
            }
        }
        if let adjusts = element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = adjusts }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = CGFloat(scale) }
        if let color = element.child("color", key: "textColor") { label.textColor = self.color(color) }
        if let description = element.child("fontDescription", key: "fontDescription"), let font = font(description) {
            label.font = font
        }
    }

    /// IB's names for line break modes.
    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    // MARK: - Buttons

    private func configureButton(_ element: Element, _ button: Button) {
        if let description = element.child("fontDescription", key: "fontDescription"), let font = font(description) {
            button.titleFont = font
        }
        let states: [String: ControlState] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for stateElement in element.children where stateElement.name == "state" {
            guard let key = stateElement["key"], let state = states[key] else {
                warn("<state key=\"\(stateElement["key"] ?? "")\"> is not a control state the loader reads", at: stateElement)
                continue
            }
            if let title = stateElement["title"] ?? text(of: stateElement) { button.setTitle(title, for: state) }
            if let color = stateElement.child("color", key: "titleColor") { button.setTitleColor(self.color(color), for: state) }
            if let name = stateElement["image"] { button.setImage(image(named: name, catalog: stateElement["catalog"]), for: state) }
            if let name = stateElement["backgroundImage"] { button.setBackgroundImage(image(named: name, catalog: nil), for: state) }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            applyButtonConfiguration(configuration, to: button)
        }
    }

    /// iOS 15's `<buttonConfiguration>`, approximated with the button's per-state values: its
    /// title and foreground colour for the normal state, and its base background colour (with the
    /// filled styles' 6-point corners).
    private func applyButtonConfiguration(_ configuration: Element, to button: Button) {
        if let title = configuration["title"] ?? text(of: configuration) { button.setTitle(title, for: .normal) }
        let style = configuration["style"] ?? "plain"
        let filled = style == "filled" || style == "tinted" || style == "gray"
        if let color = configuration.child("color", key: "baseForegroundColor") {
            button.setTitleColor(self.color(color), for: .normal)
        } else if style == "filled" {
            button.setTitleColor(.white, for: .normal)
        }
        if let color = configuration.child("color", key: "baseBackgroundColor") {
            button.backgroundColor = self.color(color)
        } else if style == "filled" {
            button.backgroundColor = .tintColor
        }
        if filled { button.layer.cornerRadius = 6 }
        if let name = configuration["image"] { button.setImage(image(named: name, catalog: configuration["catalog"]), for: .normal) }
    }

    // MARK: - Images

    /// The image named `name`: from the catalog given, else an SF Symbol (`catalog="system"`),
    /// else the kit's image of that name.
    func image(named name: String, catalog: String?) -> Image? {
        if catalog == "system", let symbol = Image(systemName: name) { return symbol }
        if let image = assets?.image(named: name) { return image }
        return Image(named: name) ?? Image(systemName: name)
    }

    private func configureImageView(_ element: Element, _ imageView: ImageView) {
        if let name = element["image"] {
            imageView.image = image(named: name, catalog: element["catalog"])
        } else if let reference = element.child("imageReference", key: "image"), let name = reference["image"] {
            imageView.image = image(named: name, catalog: reference["catalog"])
        }
        if let name = element["highlightedImage"] { imageView.highlightedImage = image(named: name, catalog: nil) }
    }

    // MARK: - Stacks

    private func configureStack(_ element: Element, _ stack: StackView) {
        if let axis = element["axis"] { stack.axis = axis == "vertical" ? .vertical : .horizontal }
        if let spacing = element.number("spacing") { stack.spacing = CGFloat(spacing) }
        if let name = element["distribution"] {
            if let distribution = StackView.Distribution(rawValue: name) {
                stack.distribution = distribution
            } else {
                warn("distribution \"\(name)\" is not one UIStackView has; fill is used", at: element)
            }
        }
        if let name = element["alignment"] {
            // IB writes `top` and `bottom` for horizontal stacks as UIKit names them; the kit has them too.
            if let alignment = StackView.Alignment(rawValue: name) {
                stack.alignment = alignment
            } else if name == "lastBaseline" {
                stack.alignment = .firstBaseline
                warn("alignment lastBaseline is drawn as firstBaseline (the kit has no last-baseline alignment)", at: element)
            } else {
                warn("alignment \"\(name)\" is not one UIStackView has; fill is used", at: element)
            }
        }
    }
}
