import AppearanceRender
import Testing

@MainActor
@Suite struct SVGRendererTests {
    /// A window of `size` with `views` added, light unless `dark`.
    private func window(_ views: [View], size: CGSize = CGSize(width: 200, height: 100), dark: Bool = false) -> Window {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.screenTraits.userInterfaceStyle = dark ? .dark : .light
        for view in views { window.addSubview(view) }
        return window
    }

    @Test func aDocumentOpensInABrowser() {
        Appearance.reset()
        let svg = SVGRenderer().render(window([]))
        #expect(
            svg.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" viewBox=\"0 0 200 100\""
            ))
        #expect(svg.contains("<rect width=\"200\" height=\"100\" fill=\"#ffffff\"/>"), "the window's system background")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func backgroundsBordersCornersAndAlpha() {
        Appearance.reset()
        let view = View(frame: CGRect(x: 10.5, y: 1.0 / 3.0, width: 50, height: 40))
        view.backgroundColor = Color(hex: "#ff000080")
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 2
        view.layer.borderColor = Color.blue.cgColor
        view.alpha = 0.5
        view.accessibilityIdentifier = "box"
        let svg = SVGRenderer().render(window([view]))
        #expect(svg.contains("<g data-view=\"View\" data-id=\"box\" transform=\"translate(10.5,0.33)\" opacity=\"0.5\">"))
        #expect(svg.contains("<rect width=\"50\" height=\"40\" rx=\"8\" fill=\"#ff0000\" fill-opacity=\"0.5\"/>"))
        #expect(
            svg.contains("<rect x=\"1\" y=\"1\" width=\"48\" height=\"38\" rx=\"7\" fill=\"none\" stroke=\"#0000ff\" stroke-width=\"2\"/>"))
    }

    @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() {
        Appearance.reset()
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.accessibilityIdentifier = "hidden"
        let child = Label(text: "inside")
        hidden.addSubview(child)
        let svg = SVGRenderer().render(window([hidden]))
        #expect(!svg.contains("hidden"))
        #expect(!svg.contains("inside"))
    }

    @Test func textHasItsFontSizeWeightAndColourAndIsEscaped() {
        Appearance.reset()
        let label = Label(text: "Fish & <Chips>")
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .systemRed
        label.textAlignment = .center
        let svg = SVGRenderer().render(window([label]))
        #expect(
            svg.contains("font-size=\"20\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ff3b30\">Fish &amp; &lt;Chips&gt;</text>"))
    }

    @Test func dynamicColoursResolveForTheViewsTraits() {
        Appearance.reset()
        let label = Label(text: "Hello")
        let svg = SVGRenderer().render(window([label], dark: true))
        #expect(svg.contains("fill=\"#ffffff\">Hello</text>"), "label is white in dark mode")
        #expect(svg.contains("<rect width=\"200\" height=\"100\" fill=\"#000000\"/>"), "systemBackground is black")
        let light = SVGRenderer().render(window([Label(text: "Hello")]))
        #expect(light.contains("fill=\"#000000\">Hello</text>"))
    }

    @Test(arguments: [true, false])
    func aSwitchShowsWhetherItIsOn(isOn: Bool) {
        Appearance.reset()
        let control = Switch()
        control.setOn(isOn, animated: false)
        control.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        let svg = SVGRenderer().render(window([control]))
        let track = isOn ? "fill=\"#34c759\" data-state=\"on\"" : "fill=\"#e9e9ea\" data-state=\"off\""
        #expect(svg.contains("<rect width=\"51\" height=\"31\" rx=\"15.5\" \(track)/>"))
        #expect(svg.contains("<circle cx=\"\(isOn ? "35.5" : "15.5")\" cy=\"15.5\" r=\"13.5\" fill=\"#ffffff\""))
    }

    @Test func aSegmentedControlShowsItsSegmentsAndSelection() {
        Appearance.reset()
        let control = SegmentedControl(items: ["One", "Two", "Three"])
        control.selectedSegmentIndex = 1
        control.selectedSegmentTintColor = .systemIndigo
        control.frame = CGRect(x: 0, y: 0, width: 180, height: 32)
        let svg = SVGRenderer().render(window([control]))
        #expect(svg.contains("<rect x=\"62\" y=\"2\" width=\"56\" height=\"28\" rx=\"7\" fill=\"#5856d6\""))
        for title in ["One", "Two", "Three"] { #expect(svg.contains(">\(title)</text>")) }
        #expect(svg.contains("font-weight=\"600\" text-anchor=\"middle\" fill=\"#000000\">Two</text>"), "selected: semibold")
    }

    @Test func aSliderShowsItsTrackUpToTheThumb() {
        Appearance.reset()
        let slider = Slider()
        slider.value = 0.5
        slider.minimumTrackTintColor = .systemOrange
        slider.frame = CGRect(x: 0, y: 0, width: 128, height: 31)
        let svg = SVGRenderer().render(window([slider]))
        #expect(svg.contains("<rect y=\"13.5\" width=\"64\" height=\"4\" rx=\"2\" fill=\"#ff9500\"/>"))
        #expect(svg.contains("<circle cx=\"64\" cy=\"15.5\" r=\"14\" fill=\"#ffffff\""))
    }

    @Test func templateImagesTakeTheTintColour() {
        Appearance.reset()
        let imageView = ImageView(image: Image(systemName: "star.fill"))
        imageView.tintColor = .systemPurple
        imageView.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        let original = ImageView(image: Image(systemName: "heart")?.withRenderingMode(.alwaysOriginal))
        original.frame = CGRect(x: 50, y: 0, width: 24, height: 24)
        let svg = SVGRenderer().render(window([imageView, original]))
        #expect(svg.contains("<g data-image=\"star.fill\" transform=\"translate(0,0) scale(2)\" fill=\"#af52de\">"))
        #expect(svg.contains("<g data-image=\"heart\" transform=\"translate(0,0)\" fill=\"none\" stroke=\"#8e8e93\""))
    }

    /// UIKit's palette and hierarchical symbol configurations colour the symbol over the tint;
    /// an image's own tint colour still wins.
    @Test func paletteAndHierarchicalSymbolsDrawInTheirColour() {
        Appearance.reset()
        let palette = ImageView(image: Image(systemName: "star.fill")?.withConfiguration(.init(paletteColors: [.systemRed, .systemBlue])))
        palette.tintColor = .systemPurple
        palette.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        let hierarchical = ImageView(image: Image(systemName: "heart.fill")?.withConfiguration(.init(hierarchicalColor: .systemGreen)))
        hierarchical.frame = CGRect(x: 30, y: 0, width: 24, height: 24)
        let tinted = ImageView(
            image: Image(systemName: "bell.fill")?.withConfiguration(.init(paletteColors: [.systemRed])).withTintColor(.systemOrange))
        tinted.frame = CGRect(x: 60, y: 0, width: 24, height: 24)
        let svg = SVGRenderer().render(window([palette, hierarchical, tinted]))
        #expect(svg.contains("<g data-image=\"star.fill\" transform=\"translate(0,0)\" fill=\"#ff3b30\">"), "the palette's primary colour")
        #expect(svg.contains("<g data-image=\"heart.fill\" transform=\"translate(0,0)\" fill=\"#34c759\">"), "the hierarchical colour")
        #expect(
            svg.contains("<g data-image=\"bell.fill\" transform=\"translate(0,0)\" fill=\"#ff9500\">"), "withTintColor wins")
    }

    @Test func sideBySidePanelsKeepHowTheirTreesLookedWhenMade() {
        Appearance.reset()
        Label.appearance().textColor = .systemGreen
        let first = SVGPanel(title: "Green", root: window([Label(text: "A")]))
        Appearance.batch { Label.appearance().textColor = .systemRed }
        let second = SVGPanel(title: "Red", root: window([Label(text: "B")]))
        let svg = SVGRenderer().render(panels: [first, second])
        #expect(svg.contains("fill=\"#34c759\">A</text>"), "the first panel is still green")
        #expect(svg.contains("fill=\"#ff3b30\">B</text>"))
        #expect(SVGRenderer.size(of: [first, second]) == CGSize(width: 496, height: 200))
        #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"496\" height=\"200\""))
        Appearance.reset()
    }
}
