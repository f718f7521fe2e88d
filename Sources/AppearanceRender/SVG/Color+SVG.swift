import AppearanceKit

extension Color {
    /// The colour resolved for `traits` as SVG paint attributes: `fill="#rrggbb"` (or `stroke`)
    /// and, when it is not opaque, `fill-opacity` (or `stroke-opacity`).
    func paint(_ attribute: String = "fill", with traits: TraitCollection) -> SVGWriter.Attributes {
        let fixed = resolved(with: traits)
        let opacity = fixed.alpha
        return [
            (attribute, fixed.withAlphaComponent(1).hexString),
            ("\(attribute)-opacity", opacity < 0.995 ? opacity.svg : nil),
        ]
    }

    /// Whether the colour, resolved for `traits`, shows at all.
    func isVisible(with traits: TraitCollection) -> Bool {
        resolved(with: traits).alpha > 0.001
    }
}
