import AppearanceRender
import Foundation
import Testing

@MainActor
@Suite struct InputRenderTests {
    /// A light 300×200 window with `views` added.
    func render(_ views: [View], size: CGSize = CGSize(width: 300, height: 200), dark: Bool = false) -> String {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.screenTraits.userInterfaceStyle = dark ? .dark : .light
        for view in views { window.addSubview(view) }
        return SVGRenderer().render(window)
    }

    /// A 200×34 text field at (10, 10).
    func field(text: String? = nil, placeholder: String? = nil) -> TextField {
        let field = TextField(text: text, placeholder: placeholder)
        field.frame = CGRect(x: 10, y: 10, width: 200, height: 34)
        return field
    }

    // MARK: - Text fields

    /// `(border style, the border's markup)`.
    nonisolated static let borders: [(TextField.BorderStyle, String?)] = [
        (.none, nil),
        (.line, "<rect x=\"0.5\" y=\"0.5\" width=\"199\" height=\"33\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"),
        (.bezel, "<rect x=\"0.5\" y=\"0.5\" width=\"199\" height=\"33\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\"/>"),
        (
            .roundedRect,
            "<rect x=\"0.25\" y=\"0.25\" width=\"199.5\" height=\"33.5\" rx=\"5\" fill=\"#ffffff\" stroke=\"#3c3c43\" stroke-opacity=\"0.29\" stroke-width=\"0.5\"/>"
        ),
    ]

    @Test(arguments: borders)
    func theBorderStyleFromAProxyIsDrawn(_ style: TextField.BorderStyle, border: String?) {
        Appearance.reset()
        TextField.appearance().borderStyle = style
        let svg = render([field(placeholder: "Email")])
        #expect(svg.contains("<g data-border=\"\(style)\">"))
        if let border { #expect(svg.contains(border)) }
        #expect(!svg.contains("<rect x=\"0") || border != nil, "no border for .none")
        let x = style == .none ? "0" : "7"
        #expect(
            svg.contains("<text x=\"\(x)\" y=\"23.05\" font-size=\"17\" fill=\"#3c3c43\" fill-opacity=\"0.3\">Email</text>"),
            "the placeholder, inside the border's padding")
        Appearance.reset()
    }

    @Test func textIsDrawnInTheDefaultAttributesWithTheFieldsColourAndFont() {
        Appearance.reset()
        TextField.appearance().defaultTextAttributes = [.kern: 2.0, .foregroundColor: Color.systemRed]
        TextField.appearance().font = .systemFont(ofSize: 15, weight: .medium)
        let plain = field(text: "hello")
        let coloured = field(text: "world")
        coloured.frame.origin.y = 60
        coloured.textColor = .systemBlue
        let svg = render([plain, coloured])
        #expect(svg.contains("font-size=\"15\" font-weight=\"500\" fill=\"#ff3b30\" letter-spacing=\"2\">hello</text>"))
        #expect(
            svg.contains("font-size=\"15\" font-weight=\"500\" fill=\"#007aff\" letter-spacing=\"2\">world</text>"),
            "textColor wins over the attributes' colour")
        Appearance.reset()
    }

    @Test func thePlaceholderIsDrawnInTheAppearancesAttributes() {
        Appearance.reset()
        TextField.appearance(whenContainedInInstancesOf: [Window.self]).attributedPlaceholder = NSAttributedString(
            string: "Required", attributes: [.foregroundColor: Color.systemOrange, .font: Font.italicSystemFont(ofSize: 14)])
        let svg = render([field(placeholder: "Email"), field()])
        #expect(svg.contains("font-size=\"14\" font-style=\"italic\" fill=\"#ff9500\">Email</text>"), "the app's text")
        #expect(
            svg.contains("font-size=\"14\" font-style=\"italic\" fill=\"#ff9500\">Required</text>"),
            "the appearance's text where the app gave none")
        Appearance.reset()
    }

    @Test func theCaretIsInTheTintColourAndTheClearButtonFollowsItsMode() {
        Appearance.reset()
        TextField.appearance().tintColor = .systemPink
        TextField.appearance().clearButtonMode = .whileEditing
        let editing = field(text: "hello")
        editing.becomeFirstResponder()
        let idle = field(text: "idle")
        idle.frame.origin.y = 60
        let svg = render([editing, idle])
        #expect(svg.contains("<rect x=\"37\" y=\"6.87\" width=\"2\" height=\"20.26\" rx=\"1\" fill=\"#ff2d55\" data-role=\"caret\"/>"))
        #expect(svg.components(separatedBy: "data-role=\"caret\"").count == 2, "only the field being edited")
        #expect(
            svg.components(separatedBy: "data-image=\"xmark.circle\" transform=\"translate(182,8) scale(0.75)\"").count == 2,
            "one clear button, while editing")
        Appearance.reset()
    }

    @Test func backgroundImagesReplaceTheBorderAndFollowTheState() {
        Appearance.reset()
        TextField.appearance().borderStyle = .roundedRect
        TextField.appearance().background = Image(named: "star")
        TextField.appearance().disabledBackground = Image(named: "heart")
        let enabled = field(placeholder: "On")
        let disabled = field(placeholder: "Off")
        disabled.frame.origin.y = 60
        disabled.isEnabled = false
        let svg = render([enabled, disabled])
        #expect(svg.contains("data-image=\"star\""))
        #expect(svg.contains("data-image=\"heart\""))
        #expect(!svg.contains("rx=\"5\""), "no rounded border under a background image")
        Appearance.reset()
    }

    // MARK: - Search bars

    /// A search bar 300 wide at the top of the window.
    func searchBar() -> SearchBar {
        SearchBar(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
    }

    @Test func aSearchBarDrawsItsBarItsFieldAndItsIcon() {
        Appearance.reset()
        let svg = render([searchBar()])
        #expect(svg.contains("<g data-style=\"default\">\n        <rect width=\"300\" height=\"56\" fill=\"#f9f9f9\" data-role=\"bar\"/>"))
        #expect(svg.contains("<g data-view=\"SearchTextField\" transform=\"translate(8,10)\">"))
        #expect(
            svg.contains("<rect width=\"284\" height=\"36\" rx=\"10\" fill=\"#767680\" fill-opacity=\"0.12\"/>"),
            "the search field's fill")
        #expect(svg.contains("<g data-image=\"magnifyingglass\" transform=\"translate(8,9) scale(0.75)\""))
        #expect(
            svg.contains("<text x=\"32\" y=\"24.05\" font-size=\"17\" fill=\"#3c3c43\" fill-opacity=\"0.3\">Search</text>"),
            "the default placeholder")
    }

    /// `(style, whether the bar's background is drawn)`.
    nonisolated static let searchStyles: [(SearchBar.Style, Bool)] = [(.default, true), (.prominent, true), (.minimal, false)]

    @Test(arguments: searchStyles)
    func theMinimalStyleHasNoBarBackground(_ style: SearchBar.Style, drawsBar: Bool) {
        Appearance.reset()
        SearchBar.appearance().searchBarStyle = style
        SearchBar.appearance().barTintColor = .systemIndigo
        let svg = render([searchBar()])
        #expect(svg.contains("<g data-style=\"\(style)\">"))
        #expect(svg.contains("<rect width=\"300\" height=\"56\" fill=\"#5856d6\" data-role=\"bar\"/>") == drawsBar)
        Appearance.reset()
    }

    @Test func theCommonAppPatternStylesTheSearchField() {
        Appearance.reset()
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).defaultTextAttributes = [.foregroundColor: Color.white]
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).backgroundColor = .systemIndigo
        let bar = searchBar()
        bar.text = "Paris"
        let svg = render([bar])
        #expect(svg.contains("<rect width=\"284\" height=\"36\" fill=\"#5856d6\"/>"), "the field's background colour")
        #expect(svg.contains("<text x=\"32\" y=\"24.05\" font-size=\"17\" fill=\"#ffffff\">Paris</text>"))
        Appearance.reset()
    }

    @Test func iconImagesFieldImagesAndOffsetsComeFromTheBar() {
        Appearance.reset()
        SearchBar.appearance().setImage(Image(named: "star"), for: .search, state: .normal)
        SearchBar.appearance().setPositionAdjustment(Offset(horizontal: 2, vertical: 1), for: .search)
        SearchBar.appearance().searchTextPositionAdjustment = Offset(horizontal: 10, vertical: 0)
        SearchBar.appearance().setSearchFieldBackgroundImage(Image(named: "photo"), for: .normal)
        SearchBar.appearance().setImage(Image(named: "heart"), for: .clear, state: .normal)
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).clearButtonMode = .always
        let bar = searchBar()
        bar.text = "Rome"
        let svg = render([bar])
        #expect(svg.contains("<g data-image=\"star\" transform=\"translate(10,10) scale(0.75)\""))
        #expect(svg.contains("data-image=\"photo\""))
        #expect(!svg.contains("rx=\"10\""), "the image replaces the fill")
        #expect(svg.contains("<g data-image=\"heart\" transform=\"translate(259,9) scale(0.75)\""))
        #expect(svg.contains("<text x=\"42\" y=\"24.05\" font-size=\"17\" fill=\"#000000\">Rome</text>"))
        Appearance.reset()
    }

    @Test func promptCancelButtonAndScopeBar() {
        Appearance.reset()
        SearchBar.appearance().setScopeBarButtonTitleTextAttributes([.foregroundColor: Color.systemRed], for: .selected)
        SearchBar.appearance().tintColor = .systemGreen
        let bar = SearchBar()
        bar.prompt = "Find a city"
        bar.showsCancelButton = true
        bar.scopeButtonTitles = ["All", "Europe"]
        bar.showsScopeBar = true
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.screenTraits.userInterfaceStyle = .light
        window.addSubview(bar)
        #expect(Layout.fittingSize(of: bar, width: 300) == CGSize(width: 300, height: 122), "prompt 22, field 56, scope 44")
        bar.frame = CGRect(x: 0, y: 0, width: 300, height: 122)
        let layout = Layout(window, size: window.frame.size)
        #expect(
            layout.frame(of: bar.searchTextField)?.rounded == CGRect(x: 8, y: 32, width: 215, height: 36),
            "below the prompt, leaving room for Cancel")
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(">Find a city</text>"))
        #expect(svg.contains("fill=\"#34c759\">Cancel</text>"))
        #expect(svg.contains("<g data-view=\"SegmentedControl\" transform=\"translate(8,84)\">"))
        #expect(svg.contains("text-anchor=\"middle\" fill=\"#ff3b30\">All</text>"), "the selected scope's attributes")
        #expect(svg.contains("text-anchor=\"middle\" fill=\"#000000\">Europe</text>"))
        Appearance.reset()
    }

    @Test func aSearchBarInANavigationBarTakesThePlaceOfTheTitle() {
        Appearance.reset()
        SearchBar.appearance(whenContainedInInstancesOf: [NavigationBar.self]).searchBarStyle = .minimal
        let screen = ViewController()
        screen.title = "Cities"
        screen.navigationItem.titleView = SearchBar()
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.rootViewController = navigation
        let svg = SVGRenderer().render(window)
        #expect(!svg.contains(">Cities</text>"), "the title view replaces the title")
        #expect(svg.contains("<g data-view=\"SearchBar\" transform=\"translate(8,0)\">\n"))
        #expect(svg.contains("<g data-style=\"minimal\">"))
        #expect(svg.contains("<g data-view=\"SearchTextField\" transform=\"translate(8,4)\">"), "36 high in the 44-point bar")
        Appearance.reset()
    }

    // MARK: - Text views

    @Test func aTextViewWrapsItsTextInsideItsInsetsAndClipsIt() {
        Appearance.reset()
        TextView.appearance().textColor = .systemBrown
        TextView.appearance().font = .systemFont(ofSize: 15)
        TextView.appearance().textContainerInset = EdgeInsets(all: 10)
        let notes = TextView(text: "Some notes that wrap over more than one line of the text view")
        notes.frame = CGRect(x: 0, y: 0, width: 150, height: 60)
        let svg = render([notes])
        #expect(svg.contains("<text x=\"15\" y=\"24.28\" font-size=\"15\" fill=\"#a2845e\">Some notes that</text>"))
        #expect(svg.contains("<clipPath id=\"clip1\">"), "the text runs past the bottom")
        #expect(svg.contains("data-role=\"scroll-indicator\""), "so the indicator shows")
        let short = TextView(text: "Short")
        short.frame = CGRect(x: 0, y: 0, width: 150, height: 60)
        #expect(!render([short]).contains("clipPath"))
        Appearance.reset()
    }
}
