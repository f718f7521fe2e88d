import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// The elements that are views, and the kit class each makes (custom classes aside).
    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "stackView", "scrollView", "textField", "textView", "switch",
        "segmentedControl", "slider", "stepper", "progressView", "activityIndicatorView", "pageControl", "tableView",
        "tableViewCell", "tableViewCellContentView", "pickerView", "datePicker", "visualEffectView", "containerView",
        "navigationBar", "toolbar", "tabBar", "searchBar", "collectionView", "collectionViewCell",
    ]

    /// The view `element` describes, with its subviews, made and configured.
    ///
    /// An element the loader does not know becomes a plain view (with the element's name as its
    /// accessibility identifier, so a drawing shows where it was) and a warning.
    func makeView(_ element: Element) -> View {
        let element = inSizeClasses(element)
        let view: View
        switch element.name {
        case "label": view = instantiate(element, as: Label.self) { Label() }
        case "button":
            let type = Self.buttonType(element["buttonType"])
            view = instantiate(element, as: Button.self) { Button(type: type) }
        case "imageView": view = instantiate(element, as: ImageView.self) { ImageView(image: nil) }
        case "stackView": view = instantiate(element, as: StackView.self) { StackView() }
        case "scrollView": view = instantiate(element, as: ScrollView.self) { ScrollView() }
        case "textField": view = instantiate(element, as: TextField.self) { TextField() }
        case "textView": view = instantiate(element, as: TextView.self) { TextView() }
        case "switch": view = instantiate(element, as: Switch.self) { Switch() }
        case "segmentedControl": view = instantiate(element, as: SegmentedControl.self) { SegmentedControl() }
        case "slider": view = instantiate(element, as: Slider.self) { Slider() }
        case "stepper": view = instantiate(element, as: Stepper.self) { Stepper() }
        case "progressView": view = instantiate(element, as: ProgressView.self) { ProgressView() }
        case "activityIndicatorView": view = instantiate(element, as: ActivityIndicatorView.self) { ActivityIndicatorView() }
        case "pageControl": view = instantiate(element, as: PageControl.self) { PageControl() }
        case "pickerView": view = instantiate(element, as: PickerView.self) { PickerView() }
        case "datePicker": view = instantiate(element, as: DatePicker.self) { DatePicker() }
        case "visualEffectView": view = instantiate(element, as: VisualEffectView.self) { VisualEffectView(effect: nil) }
        case "navigationBar": view = instantiate(element, as: NavigationBar.self) { NavigationBar() }
        case "toolbar": view = instantiate(element, as: Toolbar.self) { Toolbar() }
        case "tabBar": view = instantiate(element, as: TabBar.self) { TabBar() }
        case "searchBar": view = instantiate(element, as: SearchBar.self) { SearchBar() }
        case "tableView": view = makeTableView(element)
        case "tableViewCell": view = makeTableViewCell(element)
        case "collectionView": view = makeCollectionView(element)
        case "collectionViewCell": view = makeCollectionViewCell(element)
        case "view", "containerView": view = instantiate(element, as: View.self) { View() }
        default:
            warn(
                "<\(element.name)> is not an element the loader reads, so a plain view stands in at its frame",
                at: element)
            view = View()
            view.accessibilityIdentifier = "<\(element.name)>"
        }
        record(view, for: element)
        madeViews.append(view)
        ViewSourceLocations.record(location(of: element), for: view)
        let outer = configuredView
        configuredView = view
        defer { configuredView = outer }
        applyViewAttributes(element, to: view)
        configureControl(element, view)
        addSubviews(of: element, to: view)
        return view
    }

    /// Adds the views of `element`'s `<subviews>` to `view` (as arranged subviews of a stack).
    func addSubviews(of element: Element, to view: View) {
        for child in element.children(of: "subviews") where isInstalled(child) {
            let subview = makeView(child)
            if let stack = view as? StackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
    }

    /// What every view reads: frame, visibility, colours, resizing, guides, constraints and
    /// runtime attributes.
    func applyViewAttributes(_ element: Element, to view: View) {
        if let rect = element.child("rect", key: "frame") {
            view.frame = CGRect(
                x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: max(rect.number("width") ?? 0, 0),
                height: max(rect.number("height") ?? 0, 0))
        }
        if let hidden = element.flag("hidden") { view.isHidden = hidden }
        if let alpha = element.number("alpha") { view.alpha = CGFloat(min(max(alpha, 0), 1)) }
        if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let translates = element.flag("translatesAutoresizingMaskIntoConstraints") {
            view.translatesAutoresizingMaskIntoConstraints = translates
        }
        if let mode = element["contentMode"], let imageView = view as? ImageView {
            if let contentMode = ContentMode(rawValue: mode) {
                imageView.contentMode = contentMode
            } else {
                warn("contentMode \"\(mode)\" is not one UIKit has; scaleToFill is used", at: element)
            }
        }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = Self.autoresizingMask(mask)
        }
        applyContentPriorities(element, to: view)
        for color in element.children where color.name == "color" {
            switch color["key"] {
            case "backgroundColor": view.backgroundColor = self.color(color)
            case "tintColor": view.tintColor = self.color(color)
            default: break
            }
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration"),
            let identifier = accessibility["identifier"]
        {
            view.accessibilityIdentifier = identifier
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            if guide["key"] == "safeArea" {
                record(view.safeAreaLayoutGuide, for: guide)
            } else {
                // Scroll views' content and frame guides: not in the kit's model yet.
                warn(
                    "the \(guide["key"] ?? "unnamed") layout guide is not in the kit's layout model; constraints to it are left out",
                    at: guide)
            }
        }
        let constraints = element.children(of: "constraints")
        if !constraints.isEmpty { pendingConstraints.append((constraints, view)) }
        applyRuntimeAttributes(element, to: view)
    }

    /// UIKit's resizing mask from `<autoresizingMask>`'s flags.
    static func autoresizingMask(_ element: Element) -> View.AutoresizingMask {
        var mask: View.AutoresizingMask = []
        let flags: [(String, View.AutoresizingMask)] = [
            ("widthSizable", .flexibleWidth), ("heightSizable", .flexibleHeight), ("flexibleMinX", .flexibleLeftMargin),
            ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
            ("flexibleMaxY", .flexibleBottomMargin),
        ]
        for (name, option) in flags where element.flag(name) == true { mask.insert(option) }
        return mask
    }

    /// The hugging and compression resistance priorities Xcode writes when they differ from
    /// the defaults.
    private func applyContentPriorities(_ element: Element, to view: View) {
        let settings: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false),
            ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in settings {
            guard let value = element.number(name) else { continue }
            let priority = LayoutPriority(Float(min(max(value, 1), 1000)))
            if hugging {
                view.setContentHuggingPriority(priority, for: axis)
            } else {
                view.setContentCompressionResistancePriority(priority, for: axis)
            }
        }
    }

    /// The kit's button type for IB's `buttonType` (`roundedRect` is the system type, as in iOS 7+).
    static func buttonType(_ name: String?) -> Button.ButtonType {
        switch name {
        case nil, "custom": .custom
        case "roundedRect", "system": .system
        case let name?: Button.ButtonType(rawValue: name) ?? .system
        }
    }
}
