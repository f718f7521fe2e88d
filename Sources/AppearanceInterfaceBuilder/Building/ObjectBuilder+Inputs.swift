import AppearanceKit
import Foundation

extension ObjectBuilder {
    // MARK: - Text input

    func configureTextField(_ element: Element, _ field: TextField) {
        field.text = text(of: element)
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let name = element["borderStyle"] {
            if let style = TextField.BorderStyle(rawValue: name) {
                field.borderStyle = style
            } else {
                warn("borderStyle \"\(name)\" is not one UITextField has; none is used", at: element)
            }
        }
        if let alignment = textAlignment(element) { field.textAlignment = alignment }
        if let adjusts = element.flag("adjustsFontSizeToFit") { field.adjustsFontSizeToFitWidth = adjusts }
        if let color = element.child("color", key: "textColor") { field.textColor = self.color(color) }
        if let description = element.child("fontDescription", key: "fontDescription"), let font = font(description) {
            field.font = font
        }
        if let traits = element.child("textInputTraits", key: "textInputTraits"), let secure = traits.flag("secureTextEntry") {
            field.isSecureTextEntry = secure
        }
    }

    func configureTextView(_ element: Element, _ textView: TextView) {
        textView.text = text(of: element) ?? ""
        if let alignment = textAlignment(element) { textView.textAlignment = alignment }
        if let color = element.child("color", key: "textColor") { textView.textColor = self.color(color) }
        if let description = element.child("fontDescription", key: "fontDescription"), let font = font(description) {
            textView.font = font
        }
    }

    // MARK: - Controls and indicators

    /// Switches, segmented controls, sliders, steppers, progress and activity indicators and
    /// page controls.
    func configureIndicator(_ element: Element, _ view: View) {
        switch view {
        case let control as Switch:
            if let on = element.flag("on") { control.isOn = on }
            if let color = element.child("color", key: "onTintColor") { control.onTintColor = self.color(color) }
        case let control as SegmentedControl:
            for (index, segment) in element.children(of: "segments").enumerated() where segment.name == "segment" {
                control.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let index = element["selectedSegmentIndex"].flatMap({ Int($0) }), index < control.numberOfSegments {
                control.selectedSegmentIndex = index
            }
        case let slider as Slider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
            if let color = element.child("color", key: "minimumTrackTintColor") { slider.minimumTrackTintColor = self.color(color) }
            if let color = element.child("color", key: "maximumTrackTintColor") { slider.maximumTrackTintColor = self.color(color) }
            if let color = element.child("color", key: "thumbTintColor") { slider.thumbTintColor = self.color(color) }
        case let stepper as Stepper:
            if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
            if let step = element.number("stepValue"), step > 0 { stepper.stepValue = step }
            if let value = element.number("value") { stepper.value = value }
        case let progress as ProgressView:
            if element["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
            if let value = element.number("progress") { progress.progress = Float(value) }
            if let color = element.child("color", key: "progressTintColor") { progress.progressTintColor = self.color(color) }
            if let color = element.child("color", key: "trackTintColor") { progress.trackTintColor = self.color(color) }
        case let indicator as ActivityIndicatorView:
            if let name = element["style"] {
                if let style = ActivityIndicatorView.Style(rawValue: name) {
                    indicator.style = style
                } else {
                    warn("style \"\(name)\" is not one UIActivityIndicatorView has; medium is used", at: element)
                }
            }
            if let hides = element.flag("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if let color = element.child("color", key: "color") { indicator.color = self.color(color) }
            if element.flag("animating") == true { indicator.startAnimating() }
        case let pages as PageControl:
            if let count = element["numberOfPages"].flatMap({ Int($0) }) { pages.numberOfPages = max(count, 0) }
            if let current = element["currentPage"].flatMap({ Int($0) }) { pages.currentPage = max(current, 0) }
            if let color = element.child("color", key: "pageIndicatorTintColor") {
                pages.pageIndicatorTintColor = self.color(color)
            }
            if let color = element.child("color", key: "currentPageIndicatorTintColor") {
                pages.currentPageIndicatorTintColor = self.color(color)
            }
        default:
            break
        }
    }
}
