import AppearanceKit

extension SVGCanvas {
    // MARK: - Visual effect views

    /// A blur as its material's translucent tint (opaque while Reduce Transparency is on);
    /// vibrancy draws nothing itself, its labels take its style's colour.
    mutating func drawVisualEffect(of effectView: VisualEffectView, size: CGSize, traits: TraitCollection) {
        guard let blur = effectView.effect as? BlurEffect, size.width > 0, size.height > 0 else { return }
        fill(
            CGRect(origin: .zero, size: size), radius: effectView.layer.cornerRadius, color: blur.style.renderedTint,
            traits: traits, extra: [("data-role", "background-effect"), ("data-effect", blur.style.rawValue)])
    }

    /// The vibrancy style of the nearest visual effect view around `view`, if that view shows
    /// vibrancy.
    static func vibrancyStyle(around view: View) -> VibrancyEffectStyle? {
        var current = view.superview
        while let ancestor = current {
            if let effectView = ancestor as? VisualEffectView {
                return (effectView.effect as? VibrancyEffect)?.style
            }
            current = ancestor.superview
        }
        return nil
    }

    // MARK: - Containers

    /// The decorations of container views: the separator between a split view's columns, the
    /// outline of a popover, the separators above an alert's buttons.
    mutating func drawContainerDecorations(of view: View, size: CGSize, traits: TraitCollection) {
        if let split = view.owningViewController as? SplitViewController, !split.isCollapsed,
            split.viewControllers.count > 1
        {
            let x = LayoutEngine.primaryColumnWidth(of: split, width: size.width) + 0.5
            writer.element(
                "path",
                [("d", "M\(x.svg) 0V\(size.height.svg)")] + Color.separator.paint("stroke", with: traits)
                    + [("stroke-width", "1"), ("data-role", "column-separator")])
        }
        if view.appearanceContainer is PopoverController {
            writer.element(
                "rect",
                rectAttributes(
                    x: 0.25, y: 0.25, size: CGSize(width: size.width - 0.5, height: size.height - 0.5),
                    radius: view.layer.cornerRadius) + [("fill", "none")] + Color.separator.paint("stroke", with: traits)
                    + [("stroke-width", "0.5"), ("data-role", "popover-outline")])
        }
    }

    /// Hairlines above a button of an alert, and on its leading side when it shares a row.
    mutating func drawAlertButtonSeparators(of button: Button, size: CGSize, traits: TraitCollection) {
        guard Self.isInAlert(button) else { return }
        var path = "M0 0.25H\(size.width.svg)"
        if let frame = layout.frame(of: button), frame.origin.x > 0 { path += "M0.25 0V\(size.height.svg)" }
        writer.element(
            "path",
            [("d", path)] + Color.separator.paint("stroke", with: traits) + [("stroke-width", "0.5"), ("data-role", "separator")])
    }

    /// Whether `view` is inside an alert controller's view.
    private static func isInAlert(_ view: View) -> Bool {
        var current: View? = view
        while let ancestor = current {
            if ancestor.owningViewController is AlertController { return true }
            current = ancestor.superview
        }
        return false
    }

    /// Before a presented alert: a dimming layer over the window under it.
    mutating func drawDimming(under view: View) {
        guard view.owningViewController is AlertController, let window = view.superview as? Window,
            let frame = layout.frame(of: window)
        else { return }
        fill(
            CGRect(origin: .zero, size: frame.size), color: Color(white: 0, alpha: 0.2), traits: view.traitCollection,
            extra: [("data-role", "dimming")])
    }

    // MARK: - Accessibility

    /// The CSS filter of `view`'s group: on the root, Invert Colors and Grayscale while they
    /// are on; on a view that ignores Invert Colors (and has no ancestor that does), the same
    /// inversion again, which cancels it.
    static func colorFilter(for view: View) -> String? {
        let invert = "invert(1) hue-rotate(180deg)"
        if view.superview == nil {
            let filters = [
                Accessibility.isInvertColorsEnabled ? invert : nil, Accessibility.isGrayscaleEnabled ? "grayscale(1)" : nil,
            ].compactMap { $0 }
            return filters.isEmpty ? nil : "filter: " + filters.joined(separator: " ")
        }
        guard Accessibility.isInvertColorsEnabled, view.accessibilityIgnoresInvertColors else { return nil }
        var current = view.superview
        while let ancestor = current {
            if ancestor.accessibilityIgnoresInvertColors { return nil }
            current = ancestor.superview
        }
        return "filter: " + invert
    }
}
