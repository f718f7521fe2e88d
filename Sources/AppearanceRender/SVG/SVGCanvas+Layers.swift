import AppearanceKit
import Foundation

/// Layers (#43): a layer's shadow (offset, blur radius, shape), the layers an app adds to a
/// view's (plain, ``GradientLayer``, ``ShapeLayer``, each with its own sublayers), corners that
/// only some are rounded (``Layer/maskedCorners``), and what a view's `draw(_:)` draws.
///
/// Not recorded for the audit (their colours are not a single paint behind a text): gradients,
/// shapes and custom drawing. A sublayer's plain background is.
extension SVGCanvas {
    // MARK: - Shapes

    /// The element of `layer`'s rounded bounds of `size`, inset by `inset` on every side: a
    /// rectangle, or a path when only some corners are rounded.
    func roundedBounds(of layer: Layer, size: CGSize, inset: CGFloat = 0) -> (name: String, attributes: Attributes) {
        let inner = CGSize(width: Swift.max(size.width - 2 * inset, 0), height: Swift.max(size.height - 2 * inset, 0))
        let radius = Swift.max(layer.cornerRadius - inset, 0)
        let corners = layer.maskedCorners
        guard radius > 0, corners != .allCorners else {
            return ("rect", rectAttributes(x: inset, y: inset, size: inner, radius: radius))
        }
        func radii(_ corner: CACornerMask) -> CGSize {
            corners.contains(corner) ? CGSize(width: radius, height: radius) : .zero
        }
        let path = CGMutablePath()
        path.addRoundedRect(
            in: CGRect(x: inset, y: inset, width: inner.width, height: inner.height),
            radii: RectCornerRadii(
                topLeft: radii(.layerMinXMinYCorner), topRight: radii(.layerMaxXMinYCorner),
                bottomRight: radii(.layerMaxXMaxYCorner), bottomLeft: radii(.layerMinXMaxYCorner)))
        return ("path", [("d", Self.pathData(path))])
    }

    /// A path's elements as SVG path data (`M0 0L10 0…Z`).
    static func pathData(_ path: CGPath) -> String {
        var data = ""
        func add(_ command: String, _ points: CGPoint...) {
            data += command + points.map { "\($0.x.svg) \($0.y.svg)" }.joined(separator: " ")
        }
        for element in path.elements {
            switch element {
            case .moveToPoint(let point): add("M", point)
            case .addLineToPoint(let point): add("L", point)
            case .addQuadCurveToPoint(let control, let point): add("Q", control, point)
            case .addCurveToPoint(let control1, let control2, let point): add("C", control1, control2, point)
            case .closeSubpath: data += "Z"
            }
        }
        return data
    }

    // MARK: - Shadows

    /// `layer`'s shadow, when it casts one: its ``Layer/shadowPath``, else its rounded bounds,
    /// moved by ``Layer/shadowOffset`` and blurred by ``Layer/shadowRadius``.
    mutating func drawShadow(of layer: Layer, size: CGSize, traits: TraitCollection) {
        let opacity = layer.shadowOpacity
        guard opacity > 0, size.width > 0, size.height > 0 else { return }
        let color = (layer.shadowColor?.color ?? .black).resolved(with: traits)
        let radius = Swift.max(layer.shadowRadius, 0)
        var filter: String?
        if radius > 0 {
            if let shared = shadowFilters[radius] {
                filter = shared
            } else {
                let id = uniqueID("shadow")
                shadowFilters[radius] = id
                writer.open("filter", [("id", id), ("x", "-20%"), ("y", "-20%"), ("width", "140%"), ("height", "140%")])
                writer.element("feGaussianBlur", [("stdDeviation", radius.svg)])
                writer.close("filter")
                filter = id
            }
        }
        let shape: (name: String, attributes: Attributes) =
            layer.shadowPath.map { ("path", [("d", Self.pathData($0))]) } ?? roundedBounds(of: layer, size: size)
        let offset = layer.shadowOffset
        let moved: Attributes =
            offset == .zero ? [] : [("transform", "translate(\(offset.width.svg),\(offset.height.svg))")]
        writer.element(
            shape.name,
            shape.attributes + moved + [
                ("fill", color.withAlphaComponent(1).hexString),
                ("fill-opacity", Swift.min(Double(opacity) * color.alpha, 1).svg),
                ("filter", filter.map { "url(#\($0))" }),
            ])
    }

    // MARK: - Sublayers

    /// The layers added to `layer`, back to front, in its coordinates.
    mutating func drawSublayers(of layer: Layer, traits: TraitCollection) {
        for sublayer in layer.sublayers ?? [] { draw(sublayer, traits: traits) }
    }

    private mutating func draw(_ layer: Layer, traits: TraitCollection) {
        guard !layer.isHidden else { return }
        let frame = layer.frame
        let size = frame.size
        var attributes: Attributes = [("data-layer", String(describing: type(of: layer))), ("data-name", layer.name)]
        if frame.origin != .zero {
            attributes.append(("transform", "translate(\(frame.origin.x.svg),\(frame.origin.y.svg))"))
        }
        let layerOpacity = Swift.min(Swift.max(Double(layer.opacity), 0), 1)
        if layerOpacity < 1 { attributes.append(("opacity", layerOpacity.svg)) }
        let outer = (origin: origin, opacity: opacity)
        defer { (origin, opacity) = outer }
        origin = CGPoint(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y)
        opacity *= layerOpacity
        writer.open("g", attributes)
        drawShadow(of: layer, size: size, traits: traits)
        if let color = layer.backgroundColor?.color, color.isVisible(with: traits), size.width > 0, size.height > 0 {
            let shape = roundedBounds(of: layer, size: size)
            writer.element(shape.name, shape.attributes + color.paint(with: traits))
            record(.fill, in: CGRect(origin: .zero, size: size), color: color, traits: traits)
        }
        let clipID = layer.masksToBounds || layer.mask != nil ? uniqueID("clip") : nil
        if let clipID {
            writer.open("clipPath", [("id", clipID)])
            if let mask = layer.mask {
                let maskShape = roundedBounds(of: mask, size: mask.frame.size)
                let moved: Attributes =
                    mask.frame.origin == .zero
                    ? [] : [("transform", "translate(\(mask.frame.origin.x.svg),\(mask.frame.origin.y.svg))")]
                writer.element(maskShape.name, maskShape.attributes + moved)
            } else {
                let shape = roundedBounds(of: layer, size: size)
                writer.element(shape.name, shape.attributes)
            }
            writer.close("clipPath")
            writer.open("g", [("clip-path", "url(#\(clipID))")])
        }
        drawLayerContent(of: layer, size: size, traits: traits)
        drawSublayers(of: layer, traits: traits)
        if clipID != nil { writer.close("g") }
        drawLayerBorder(of: layer, size: size, traits: traits)
        writer.close("g")
    }

    /// What a gradient or shape layer draws over its background (a view's own layer of such
    /// a class too).
    mutating func drawLayerContent(of layer: Layer, size: CGSize, traits: TraitCollection) {
        if let gradient = layer as? GradientLayer { drawGradient(gradient, size: size, traits: traits) }
        if let shape = layer as? ShapeLayer { drawShape(shape, traits: traits) }
    }

    private mutating func drawLayerBorder(of layer: Layer, size: CGSize, traits: TraitCollection) {
        let width = layer.borderWidth
        guard width > 0, let color = layer.borderColor?.color, color.isVisible(with: traits) else { return }
        let shape = roundedBounds(of: layer, size: size, inset: width / 2)
        writer.element(
            shape.name, shape.attributes + [("fill", "none")] + color.paint("stroke", with: traits) + [("stroke-width", width.svg)])
    }

    private mutating func drawGradient(_ layer: GradientLayer, size: CGSize, traits: TraitCollection) {
        let stops = layer.stops
        guard !stops.isEmpty, size.width > 0, size.height > 0 else { return }
        let id = uniqueID("gradient")
        let (start, end) = (layer.startPoint, layer.endPoint)
        if layer.type == .axial {
            writer.open(
                "linearGradient",
                [("id", id), ("x1", start.x.svg), ("y1", start.y.svg), ("x2", end.x.svg), ("y2", end.y.svg)])
        } else {
            let radius = Swift.max(Swift.abs(end.x - start.x), Swift.abs(end.y - start.y))
            writer.open("radialGradient", [("id", id), ("cx", start.x.svg), ("cy", start.y.svg), ("r", radius.svg)])
        }
        for stop in stops {
            let color = stop.color.resolved(with: traits)
            writer.element(
                "stop",
                [
                    ("offset", Swift.min(Swift.max(stop.location, 0), 1).svg),
                    ("stop-color", color.withAlphaComponent(1).hexString),
                    ("stop-opacity", color.alpha < 0.995 ? color.alpha.svg : nil),
                ])
        }
        writer.close(layer.type == .axial ? "linearGradient" : "radialGradient")
        let shape = roundedBounds(of: layer, size: size)
        writer.element(shape.name, shape.attributes + [("fill", "url(#\(id))")])
    }

    private mutating func drawShape(_ layer: ShapeLayer, traits: TraitCollection) {
        guard let path = layer.path, !path.isEmpty else { return }
        var attributes: Attributes = [("d", Self.pathData(path))]
        if let fill = layer.fillColor?.color, fill.isVisible(with: traits) {
            attributes += fill.paint(with: traits)
            if layer.fillRule == .evenOdd { attributes.append(("fill-rule", "evenodd")) }
        } else {
            attributes.append(("fill", "none"))
        }
        let start = Swift.min(Swift.max(layer.strokeStart, 0), 1)
        let end = Swift.min(Swift.max(layer.strokeEnd, 0), 1)
        if let stroke = layer.strokeColor?.color, stroke.isVisible(with: traits), layer.lineWidth > 0, end > start {
            attributes += stroke.paint("stroke", with: traits) + [("stroke-width", layer.lineWidth.svg)]
            if layer.lineCap != .butt { attributes.append(("stroke-linecap", layer.lineCap.rawValue)) }
            if layer.lineJoin != .miter { attributes.append(("stroke-linejoin", layer.lineJoin.rawValue)) }
            if start > 0 || end < 1 {
                // The part of the path from strokeStart to strokeEnd, measured on a path
                // length of 1.
                attributes += [
                    ("pathLength", "1"), ("stroke-dasharray", "\((end - start).svg) 2"),
                    ("stroke-dashoffset", start > 0 ? (-start).svg : nil),
                ]
            } else if let dashes = layer.lineDashPattern, !dashes.isEmpty {
                attributes.append(("stroke-dasharray", dashes.map { CGFloat($0.doubleValue).svg }.joined(separator: " ")))
            }
        }
        writer.element("path", attributes)
    }

    // MARK: - draw(_:)

    /// What the view's `draw(_:)` draws, clipped to its bounds.
    mutating func drawCustomDrawing(of view: View, size: CGSize, traits: TraitCollection) {
        let context = CGContext()
        context.makeCurrent { view.draw(CGRect(origin: .zero, size: size)) }
        drawOperations(of: context, size: size, traits: traits)
    }

    /// What was filled and stroked in `context`, clipped to the bounds of `size`.
    mutating func drawOperations(of context: CGContext, size: CGSize, traits: TraitCollection) {
        guard !context.operations.isEmpty else { return }
        let clipID = uniqueID("clip")
        writer.open("clipPath", [("id", clipID)])
        writer.element("rect", rectAttributes(size: size))
        writer.close("clipPath")
        writer.open("g", [("clip-path", "url(#\(clipID))")])
        for operation in context.operations {
            var attributes: Attributes = [("d", Self.pathData(operation.path))]
            switch operation.kind {
            case .fill(let evenOdd):
                attributes += operation.color.paint(with: traits)
                if evenOdd { attributes.append(("fill-rule", "evenodd")) }
            case .stroke(let width, let cap, let join):
                attributes += [("fill", "none")] + operation.color.paint("stroke", with: traits)
                attributes.append(("stroke-width", width.svg))
                if cap != .butt { attributes.append(("stroke-linecap", cap == .round ? "round" : "square")) }
                if join != .miter { attributes.append(("stroke-linejoin", join == .round ? "round" : "bevel")) }
            }
            writer.element("path", attributes)
        }
        writer.close("g")
    }
}
