import AppearanceKit

/// Draws laid-out views into an ``SVGWriter``: the generic parts of every view (shadow,
/// background, subviews, border) here, the content of each kind of view in extensions.
@MainActor
struct SVGCanvas {
    typealias Attributes = SVGWriter.Attributes

    /// The markup written so far.
    var writer: SVGWriter
    /// The frames of the views.
    let layout: Layout
    /// Prepended to every `id`, so that several drawings can share a document.
    let idPrefix: String
    /// The root views' paths are written relative to, when views are tagged with them.
    var viewPathRoot: View?
    private var idCount = 0
    /// The blur filters written so far, by blur radius (shared by the shadows that use one).
    var shadowFilters: [CGFloat: String] = [:]

    // What is painted, while recording (`SVGRenderer.drawing`), and where: these follow the
    // nesting of the views as the SVG groups do.
    /// The paints so far; `nil` when not recording.
    var paints: [DrawnPaint]?
    /// The view being drawn.
    var currentView: View?
    /// The item (bar button item, tab bar item) being drawn, whose values its colours are.
    var currentItem: (any AppearanceNode)?
    /// The current view's origin in the root's coordinates.
    var origin = CGPoint.zero
    /// The product of the opacities of the groups around the current drawing.
    var opacity = 1.0
    /// How many disabled controls' faded groups are open.
    var disabledDepth = 0
    /// The area clipping views (scroll views, views that mask to bounds) leave visible, in the
    /// root's coordinates; `nil` while nothing clips.
    var visibleArea: CGRect?

    init(layout: Layout, idPrefix: String, depth: Int = 0) {
        self.layout = layout
        self.idPrefix = idPrefix
        writer = SVGWriter(depth: depth)
    }

    /// A new document-unique id.
    mutating func uniqueID(_ kind: String) -> String {
        idCount += 1
        return "\(idPrefix)\(kind)\(idCount)"
    }

    /// Draws `view` and its subtree (nothing when it is hidden or not laid out).
    mutating func draw(_ view: View) {
        guard !view.isHidden, let frame = layout.frame(of: view) else { return }
        let traits = view.traitCollection
        let size = frame.size
        var attributes: Attributes = [
            ("data-view", String(describing: type(of: view))), ("data-id", view.accessibilityIdentifier),
        ]
        if let viewPathRoot, let path = ViewPath.shortest(to: view, in: viewPathRoot) {
            attributes.append(("data-view-path", path.description))
        }
        if frame.origin != .zero {
            attributes.append(("transform", "translate(\(frame.origin.x.svg),\(frame.origin.y.svg))"))
        }
        if view.alpha < 1 { attributes.append(("opacity", Swift.max(view.alpha, 0).svg)) }
        if let filter = Self.colorFilter(for: view) { attributes.append(("style", filter)) }
        drawDimming(under: view)
        let outer = (origin: origin, opacity: opacity, view: currentView, disabled: disabledDepth, visible: visibleArea)
        defer { (origin, opacity, currentView, disabledDepth, visibleArea) = outer }
        // A disabled control's text and parts have no contrast to keep (WCAG 1.4.3, 1.4.11).
        if let control = view as? Control, !control.isEnabled { disabledDepth += 1 }
        origin = CGPoint(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y)
        opacity *= Swift.min(Swift.max(view.alpha, 0), 1)
        currentView = view
        writer.open("g", attributes)
        drawShadow(of: view.layer, size: size, traits: traits)
        drawBackground(of: view, size: size, traits: traits)
        drawLayerContent(of: view.layer, size: size, traits: traits)
        drawContent(of: view, size: size, traits: traits)
        drawCustomDrawing(of: view, size: size, traits: traits)
        let clips = view.layer.masksToBounds || view is ScrollView
        let visibleSubviews = view.subviews.filter { !$0.isHidden }
        let hasSublayers = view.layer.sublayers?.isEmpty == false
        if clips, paints != nil {
            let bounds = CGRect(origin: origin, size: size)
            visibleArea = visibleArea.map { $0.intersection(bounds) } ?? bounds
        }
        let clipsContent = clips && (!visibleSubviews.isEmpty || hasSublayers || view is TableView)
        if clipsContent {
            let id = uniqueID("clip")
            writer.open("clipPath", [("id", id)])
            let shape = roundedBounds(of: view.layer, size: size)
            writer.element(shape.name, shape.attributes)
            writer.close("clipPath")
            writer.open("g", [("clip-path", "url(#\(id))")])
        }
        if hasSublayers { drawSublayers(of: view.layer, traits: traits) }
        for subview in visibleSubviews { draw(subview) }
        if let table = view as? TableView {
            drawSeparators(of: table, traits: traits)
            drawSectionIndex(of: table, size: size, traits: traits)
        }
        if let scroll = view as? ScrollView { drawScrollIndicator(of: scroll, size: size, traits: traits) }
        if clipsContent { writer.close("g") }
        drawBorder(of: view, size: size, traits: traits)
        writer.close("g")
    }

    /// The kind-specific drawing between the background and the subviews.
    private mutating func drawContent(of view: View, size: CGSize, traits: TraitCollection) {
        switch view {
        case let label as Label: drawLabel(label, size: size, traits: traits)
        case let button as Button:
            drawButton(button, size: size, traits: traits)
            drawAlertButtonSeparators(of: button, size: size, traits: traits)
        case let control as Switch: drawSwitch(control, size: size, traits: traits)
        case let slider as Slider: drawSlider(slider, size: size, traits: traits)
        case let stepper as Stepper: drawStepper(stepper, size: size, traits: traits)
        case let segmented as SegmentedControl: drawSegmentedControl(segmented, size: size, traits: traits)
        case let imageView as ImageView: drawImageView(imageView, size: size, traits: traits)
        case let bar as NavigationBar: drawNavigationBar(bar, size: size, traits: traits)
        case let bar as TabBar: drawTabBar(bar, size: size, traits: traits)
        case let bar as Toolbar: drawToolbar(bar, size: size, traits: traits)
        case let cell as TableViewCell: drawCellDecorations(cell, size: size, traits: traits)
        case let table as TableView: drawGroupBackgrounds(of: table, traits: traits)
        case let spinner as ActivityIndicatorView: drawActivityIndicator(spinner, size: size, traits: traits)
        case let progress as ProgressView: drawProgressView(progress, size: size, traits: traits)
        case let pages as PageControl: drawPageControl(pages, size: size, traits: traits)
        case let refresh as RefreshControl: drawRefreshControl(refresh, size: size, traits: traits)
        case let picker as DatePicker: drawDatePicker(picker, size: size, traits: traits)
        case let picker as PickerView: drawPickerView(picker, size: size, traits: traits)
        case let effectView as VisualEffectView: drawVisualEffect(of: effectView, size: size, traits: traits)
        case let field as TextField: drawTextField(field, size: size, traits: traits)
        case let textView as TextView: drawTextView(textView, size: size, traits: traits)
        case let bar as SearchBar: drawSearchBar(bar, size: size, traits: traits)
        default: drawContainerDecorations(of: view, size: size, traits: traits)
        }
    }

    // MARK: - Generic parts

    /// `x`, `y`, `width`, `height` and `rx` of a rectangle.
    func rectAttributes(x: Double = 0, y: Double = 0, size: CGSize, radius: Double = 0) -> Attributes {
        let radius = Swift.min(Swift.max(radius, 0), Swift.min(size.width, size.height) / 2)
        return [
            ("x", x == 0 ? nil : x.svg), ("y", y == 0 ? nil : y.svg), ("width", size.width.svg),
            ("height", size.height.svg), ("rx", radius > 0 ? radius.svg : nil),
        ]
    }

    private mutating func drawBackground(of view: View, size: CGSize, traits: TraitCollection) {
        var color = view.backgroundColor
        if color == nil, view is Window || view.appearanceContainer is PopoverController { color = .systemBackground }
        guard let color, color.isVisible(with: traits), size.width > 0, size.height > 0 else { return }
        let shape = roundedBounds(of: view.layer, size: size)
        guard shape.name == "rect" else {
            // Only some corners rounded (`maskedCorners`): a path, recorded as its bounds.
            writer.element(shape.name, shape.attributes + color.paint(with: traits))
            record(.fill, in: CGRect(origin: .zero, size: size), color: color, traits: traits)
            return
        }
        fill(CGRect(origin: .zero, size: size), radius: view.layer.cornerRadius, color: color, traits: traits)
    }

    private mutating func drawBorder(of view: View, size: CGSize, traits: TraitCollection) {
        let width = view.layer.borderWidth
        guard width > 0, let color = view.layer.borderColor?.color, color.isVisible(with: traits) else { return }
        let shape = roundedBounds(of: view.layer, size: size, inset: width / 2)
        writer.element(
            shape.name, shape.attributes + [("fill", "none")] + color.paint("stroke", with: traits) + [("stroke-width", width.svg)])
        // The border that shows where an input is (WCAG 1.4.11).
        if view is TextField || view is TextView {
            recordPart("border", in: CGRect(origin: .zero, size: size), color: color, traits: traits)
        }
    }
}
