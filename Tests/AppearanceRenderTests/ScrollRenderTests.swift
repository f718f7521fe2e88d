import AppearanceRender
import Testing

@MainActor
@Suite struct ScrollRenderTests {
    /// A 200×100 window with a full-size scroll view whose content is `contentHeight` high.
    func render(_ configure: (ScrollView) -> Void, contentHeight: Double = 400, dark: Bool = false) -> String {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.screenTraits.userInterfaceStyle = dark ? .dark : .light
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.addSubview(View(frame: CGRect(x: 0, y: 0, width: 200, height: contentHeight)))
        configure(scroll)
        window.addSubview(scroll)
        return SVGRenderer().render(window)
    }

    /// The `(style, light colour, dark colour)` of each indicator style.
    nonisolated static let styles: [(ScrollView.IndicatorStyle, String, String)] = [
        (.default, "#000000", "#ffffff"), (.black, "#000000", "#000000"), (.white, "#ffffff", "#ffffff"),
    ]

    @Test(arguments: styles)
    func theIndicatorIsDrawnInItsStyle(_ style: ScrollView.IndicatorStyle, light: String, dark: String) {
        Appearance.reset()
        ScrollView.appearance().indicatorStyle = style
        for (isDark, colour) in [(false, light), (true, dark)] {
            let svg = render({ _ in }, dark: isDark)
            #expect(
                svg.contains(
                    "<rect x=\"194\" y=\"3\" width=\"3\" height=\"36\" rx=\"1.5\" fill=\"\(colour)\" fill-opacity=\"0.35\" data-role=\"scroll-indicator\" data-style=\"\(style)\"/>"
                ))
        }
        Appearance.reset()
    }

    @Test func theIndicatorFollowsTheOffsetAndCanBeHidden() {
        Appearance.reset()
        let scrolled = render { $0.contentOffset = CGPoint(x: 0, y: 300) }
        #expect(scrolled.contains("<rect x=\"194\" y=\"61\" width=\"3\" height=\"36\""), "at the bottom")
        #expect(scrolled.contains("<g data-view=\"View\" transform=\"translate(0,-300)\">"), "the content moves up")
        #expect(!render({ $0.showsVerticalScrollIndicator = false }).contains("scroll-indicator"))
        #expect(!render({ _ in }, contentHeight: 100).contains("scroll-indicator"), "nothing to scroll")
        ScrollView.appearance().showsVerticalScrollIndicator = false
        #expect(!render({ _ in }).contains("scroll-indicator"), "hidden through a proxy")
        Appearance.reset()
    }

    @Test func contentInsetsMoveTheContent() {
        Appearance.reset()
        ScrollView.appearance().contentInset = EdgeInsets(top: 20, left: 10)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fixed = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let filling = View()
        scroll.addSubview(fixed)
        scroll.addSubview(filling)
        window.addSubview(scroll)
        let layout = Layout(window, size: window.frame.size)
        #expect(layout.frame(of: fixed) == CGRect(x: 10, y: 20, width: 50, height: 50))
        #expect(layout.frame(of: filling) == CGRect(x: 10, y: 20, width: 190, height: 80))
        Appearance.reset()
    }
}
