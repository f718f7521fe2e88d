import AppearanceKit
import AppearanceRender

/// Checks every text run and meaningful control part a drawing painted against what it is
/// drawn on: the fills under its centre, composited in paint order over white, then the fills
/// drawn over it (a dimming layer) applied to both. Text a later opaque fill hides is not seen,
/// so not checked. The lines of one wrapped text are one finding, at its worst line.
@MainActor
struct ContrastCheck {
    /// The level.
    let level: ContrastLevel
    /// The theme, screen and state, for the findings.
    let theme: String
    let screen: String
    let state: TraitState

    /// One checked line or part.
    private struct Measured {
        let paint: DrawnPaint
        let ratio: Double
        let required: Double
        let foreground: Color
        let background: Color
        let under: DrawnPaint?
    }

    /// The findings of `drawing` of `root`.
    func findings(in drawing: Drawing, root: View) -> [AuditFinding] {
        let paints = drawing.paints
        // Each view's (and item's) texts and parts, numbered in paint order, failing or not, so
        // a finding's element name does not depend on what else fails.
        var runs: [Int: (element: String, lines: [Measured])] = [:]
        var runOrder: [Int] = []
        var textCounts: [String: Int] = [:]
        for (index, paint) in paints.enumerated() where paint.kind != .fill {
            if runs[paint.run] == nil {
                runOrder.append(paint.run)
                runs[paint.run] = (element(of: paint, counts: &textCounts), [])
            }
            if let measured = measure(paint, at: index, in: paints) { runs[paint.run]!.lines.append(measured) }
        }
        return runOrder.compactMap { run in
            let (element, lines) = runs[run]!
            guard let worst = lines.min(by: { $0.ratio < $1.ratio }), worst.ratio < worst.required else { return nil }
            let subject = worst.paint.text == nil ? element : lines.compactMap(\.paint.text).joined(separator: " ")
            return finding(for: worst, subject: subject, element: element, root: root)
        }
    }

    /// `text 2` for the view's second text (`Home: text 1` for its item's), or the part's name.
    private func element(of paint: DrawnPaint, counts: inout [String: Int]) -> String {
        let itemName = paint.item.map { item in (item as? BarItem)?.title ?? String(describing: type(of: item)) }
        let owner = "\(ObjectIdentifier(paint.view).hashValue)|\(itemName ?? "")"
        let name: String
        switch paint.kind {
        case .part(let part): name = part
        default:
            counts[owner, default: 0] += 1
            name = "text \(counts[owner]!)"
        }
        return itemName.map { "\($0): \(name)" } ?? name
    }

    /// The contrast of the paint at `index`, or `nil` when a later opaque fill hides it.
    private func measure(_ paint: DrawnPaint, at index: Int, in paints: [DrawnPaint]) -> Measured? {
        let required: Double
        switch paint.kind {
        case .fill: return nil
        case .text(_, let font): required = level.requiredRatio(forTextIn: font)
        case .part: required = level.requiredNonTextRatio
        }
        let point = CGPoint(x: paint.frame.midX, y: paint.frame.midY)
        var background = Compositing.paper
        var under: DrawnPaint?
        for fill in paints[..<index] where fill.kind == .fill && fill.frame.contains(point) {
            if !paint.standsOnOwnFills, fill.view === paint.view { continue }
            background = fill.drawnColor.composited(over: background)
            under = fill
        }
        var foreground = paint.drawnColor.composited(over: background)
        // What other views draw later lies over it (a dimming layer, a view on top); the view's
        // own later fills are the part itself (a segment's selection) or beside it.
        for fill in paints[(index + 1)...] where fill.kind == .fill && fill.frame.contains(point) && fill.view !== paint.view {
            if fill.drawnColor.alpha >= 0.999 { return nil }
            background = fill.drawnColor.composited(over: background)
            foreground = fill.drawnColor.composited(over: foreground)
        }
        return Measured(
            paint: paint, ratio: Double(foreground.contrastRatio(against: background)), required: required,
            foreground: foreground, background: background, under: under)
    }

    private func finding(for measured: Measured, subject: String, element: String, root: View) -> AuditFinding {
        let paint = measured.paint
        let isText = paint.text != nil
        let view = ViewNaming.path(of: paint.view, in: root)
        let what = isText ? "text \"\(subject)\"" : "the \(subject) of \(String(describing: type(of: paint.view)))"
        let (foreground, background) = (measured.foreground.hexString, measured.background.hexString)
        var finding = AuditFinding(
            kind: isText ? .textContrast : .nonTextContrast, theme: theme, screen: screen, view: view,
            state: state.description, subject: subject, element: element, foreground: foreground, background: background,
            ratio: ContrastRatio.rounded(measured.ratio), required: measured.required,
            foregroundOrigin: ColorTracer.origin(of: paint.color, drawnBy: paint.view, item: paint.item),
            backgroundOrigin: measured.under.map { ColorTracer.origin(of: $0.color, drawnBy: $0.view, item: $0.item) }
                ?? .kitDefault,
            rule: nil, winner: nil,
            message: "\(what) at \(view) has contrast \(ContrastRatio.formatted(measured.ratio)):1 "
                + "(\(foreground) on \(background)); \(level.rawValue) needs \(ContrastRatio.formatted(measured.required)):1")
        let box = paint.viewFrame
        finding.frame = AuditFinding.Frame(x: box.minX, y: box.minY, width: box.width, height: box.height)
        finding.selectablePath = ViewNaming.namedPath(of: paint.view, in: root)
        return finding
    }
}

/// Contrast ratios as findings show them: two decimals, never rounded up to a ratio the text
/// does not reach (4.499 shows as 4.49, not 4.50).
enum ContrastRatio {
    /// `ratio` cut to two decimals.
    static func rounded(_ ratio: Double) -> Double {
        (ratio * 100).rounded(.down) / 100
    }

    /// `ratio` cut to two decimals and printed (`4.49`, `3`).
    static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
