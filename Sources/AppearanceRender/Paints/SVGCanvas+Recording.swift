import AppearanceKit

/// Recording what the canvas paints (``DrawnPaint``), for ``SVGRenderer/drawing(_:size:)``:
/// every fill goes through ``fill(_:radius:color:traits:extra:)``, every text run through
/// `drawText`, and the parts of controls that tell their state are recorded where they are
/// drawn.
extension SVGCanvas {
    /// Fills `rect` (in the current view's coordinates) with `color`, and records it.
    mutating func fill(
        _ rect: CGRect, radius: Double = 0, color: Color, traits: TraitCollection, extra: Attributes = []
    ) {
        writer.element(
            "rect", rectAttributes(x: rect.minX, y: rect.minY, size: rect.size, radius: radius) + color.paint(with: traits) + extra)
        record(.fill, in: rect, color: color, traits: traits)
    }

    /// Records a paint of `color` in `rect` (in the current view's coordinates), when
    /// recording. Text and parts of a disabled control are not recorded: WCAG asks no contrast
    /// of inactive components.
    mutating func record(
        _ kind: DrawnPaint.Kind, in rect: CGRect, color: Color, traits: TraitCollection, standsOnOwnFills: Bool = true,
        run: Int? = nil
    ) {
        guard paints != nil, let view = currentView else { return }
        let run = run ?? (paints?.count ?? 0)
        var frame = rect.offsetBy(dx: origin.x, dy: origin.y)
        // What a clipping ancestor hides is not seen: a fill is cut to what shows, text and
        // parts whose middle is hidden are not recorded.
        if let visibleArea {
            if kind == .fill {
                frame = frame.intersection(visibleArea)
                if frame.isEmpty { return }
            } else if !visibleArea.contains(CGPoint(x: frame.midX, y: frame.midY)) {
                return
            }
        }
        if kind != .fill, disabledDepth > 0 { return }
        let resolved = color.resolvedColor(with: traits)
        paints?.append(
            DrawnPaint(
                kind: kind, view: view, item: currentItem, frame: frame,
                viewFrame: CGRect(origin: origin, size: layout.frame(of: view)?.size ?? .zero), color: color,
                drawnColor: resolved.withAlphaComponent(resolved.alpha * opacity), run: run, standsOnOwnFills: standsOnOwnFills))
    }

    /// Records a part of a control that tells its state (WCAG 1.4.11), drawn in `rect`.
    mutating func recordPart(
        _ name: String, in rect: CGRect, color: Color, traits: TraitCollection, standsOnOwnFills: Bool = false
    ) {
        record(.part(name), in: rect, color: color, traits: traits, standsOnOwnFills: standsOnOwnFills)
    }

    /// Opens a faded group for a disabled control; returns whether it did. Close it with
    /// ``closeDisabled(_:)``. (`draw(_:)` already keeps a disabled control's text and parts out
    /// of the record; the group fades what it draws.)
    mutating func openDisabled(_ control: Control) -> Bool {
        guard !control.isEnabled else { return false }
        writer.open("g", [("opacity", "0.4")])
        opacity *= 0.4
        return true
    }

    /// Closes the group ``openDisabled(_:)`` opened, if it did.
    mutating func closeDisabled(_ faded: Bool) {
        guard faded else { return }
        writer.close("g")
        opacity /= 0.4
    }

    /// Marks the paints until ``endItem(isEnabled:)`` as `item`'s: a bar's item, whose
    /// colours are its values or the bar's. A disabled item's text is not recorded.
    mutating func beginItem(_ item: any AppearanceNode, isEnabled: Bool) {
        currentItem = item
        if !isEnabled { disabledDepth += 1 }
    }

    /// Ends what ``beginItem(_:isEnabled:)`` began.
    mutating func endItem(isEnabled: Bool) {
        currentItem = nil
        if !isEnabled { disabledDepth -= 1 }
    }
}

extension CGRect {
    /// The area both rectangles cover (empty, at the origin, when they do not meet).
    func intersection(_ other: CGRect) -> CGRect {
        let minX = Swift.max(self.minX, other.minX), maxX = Swift.min(self.maxX, other.maxX)
        let minY = Swift.max(self.minY, other.minY), maxY = Swift.min(self.maxY, other.maxY)
        guard minX < maxX, minY < maxY else { return CGRect(x: 0, y: 0, width: 0, height: 0) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
