import AppearanceKit
import Testing

/// Layer colours are `CGColor`s as in UIKit (#32): `layer.borderColor = Color.red.cgColor`
/// ports by the rename, through instances, proxies and the seed's `borderColor` property.
@MainActor
@Suite struct CGColorTests {
    @Test func layersTakeCGColorsAsInUIKit() {
        let view = View()
        view.layer.borderColor = Color.red.cgColor
        view.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        #expect(view.layer.borderColor == Color.red.cgColor)
        #expect(view.layer.borderColor?.components == [1, 0, 0, 1])
        #expect(view.layer.shadowColor?.alpha == 1)
        #expect(CGColor(red: 0, green: 0, blue: 1, alpha: 1) == Color.blue.cgColor)
        #expect(Color.red.cgColor.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(Color(cgColor: Color.red.cgColor) == .red)
    }

    @Test func aProxyRecordsLayerColoursAndADynamicOneStaysDynamic() {
        Appearance.reset()
        defer { Appearance.reset() }
        View.appearance().layer.borderColor = Color.separator.cgColor
        let window = Window()
        let view = View()
        window.addSubview(view)
        #expect(view.layer.borderColor == Color.separator.cgColor)
        let border = view.layer.borderColor?.color
        #expect(
            border?.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
                != border?.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)), "follows the style")
        #expect(Appearance.explain(view, \.layer.borderColor).winner?.value == Color.separator.description)
    }
}
