public import AppearanceKit

/// One thing the renderer painted: a filled area, a run of text or a part of a control that
/// carries meaning, in window coordinates and in paint order.
///
/// ``SVGRenderer/drawing(_:size:)`` records them beside the picture, so that a check of what a
/// screen looks like (the contrast audit) reads exactly what was drawn, from the one layout the
/// picture used, instead of guessing from the views' properties.
@MainActor
public struct DrawnPaint {
    /// What was painted.
    public enum Kind: Equatable, Sendable {
        /// A filled area (a background, a bar, a cell highlight, a control's track).
        case fill
        /// A run of text, with the font it was drawn in.
        case text(String, font: Font)
        /// A part of a control that tells its state (WCAG 1.4.11): `"on tint"` of a switch,
        /// `"minimum track"` of a slider, `"current page"`, `"selected item"`, `"selected
        /// segment"`, `"border"` of an input.
        case part(String)
    }

    /// What was painted.
    public let kind: Kind
    /// The view that painted it.
    public let view: View
    /// The object whose appearance value the colour is, when it is not the view itself: the bar
    /// button item or tab bar item a bar draws.
    public let item: (any AppearanceNode)?
    /// Where, in the coordinates of the drawn root.
    public let frame: CGRect
    /// The painting view's frame, in the coordinates of the drawn root.
    public let viewFrame: CGRect
    /// The colour as the view or item holds it (dynamic colours unresolved), to find the rule
    /// that set it.
    public let color: Color
    /// The colour as it reached the screen: resolved for the view's traits, its alpha
    /// multiplied by the opacity of the view and its ancestors.
    public let drawnColor: Color
    /// Which run of text (or which paint) it belongs to: the lines of one wrapped text share it,
    /// and runs count up in paint order.
    public let run: Int
    /// Whether the area under it counts the view's own fills (a segmented control's selection
    /// sits on the control's track), or only what is behind the view (a switch's track stands
    /// on the cell around it).
    public let standsOnOwnFills: Bool

    /// The text, for text paints.
    public var text: String? {
        if case .text(let text, _) = kind { return text }
        return nil
    }
}

/// A picture and what it painted, from one layout (``SVGRenderer/drawing(_:size:)``).
@MainActor
public struct Drawing {
    /// The SVG document, byte for byte what ``SVGRenderer/render(_:size:)`` writes.
    public let svg: String
    /// Every fill, text run and control part, in paint order.
    public let paints: [DrawnPaint]
    /// The size the root was laid out in.
    public let size: CGSize
}
