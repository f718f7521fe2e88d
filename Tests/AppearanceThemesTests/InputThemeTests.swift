import Foundation
import Testing
import AppearanceThemes

/// Scroll views, text fields, text views and search bars in theme files: their enums by case
/// name, their per-icon and per-state properties, attributed placeholders.
@MainActor
@Suite struct InputThemeTests {
    static let theme = """
        name: Inputs
        rules:
          - class: TextField
            properties:
              keyboardAppearance: dark
              borderStyle: roundedRect
              clearButtonMode: whileEditing
              defaultTextAttributes: {kern: 1}
              attributedPlaceholder: {string: Search, attributes: {foregroundColor: systemGray}}
          - class: TextField
            containers: [SearchBar]
            properties:
              textColor: white
              borderStyle: none
          - class: SearchBar
            properties:
              searchBarStyle: minimal
              barTintColor: systemIndigo
              "image[clear, highlighted]": clear-pressed
              image[search]: magnifyingglass
              positionAdjustment[search]: [4, 0]
              searchFieldBackgroundImage[normal]: field
              scopeBarButtonTitleTextAttributes[selected]: {foregroundColor: white}
              "backgroundImage[any, default]": bar
              searchTextPositionAdjustment: [8, 0]
          - class: ScrollView
            properties:
              indicatorStyle: white
              keyboardDismissMode: onDrag
              contentInsetAdjustmentBehavior: never
          - class: TextView
            traits: {userInterfaceStyle: dark}
            properties:
              keyboardAppearance: dark
              linkTextAttributes: {foregroundColor: systemTeal}
              textContainerInset: [4, 8]
        """

    @Test func inputPropertiesAndEnumsReachTheViews() throws {
        Appearance.reset()
        let theme = try ThemeFile.load(text: Self.theme, path: "inputs.yaml")
        #expect(theme.warnings.isEmpty)
        theme.apply()
        let window = Window()
        let field = TextField(placeholder: "Email")
        let search = SearchBar()
        let table = TableView()
        let notes = TextView(text: "Notes")
        notes.overrideUserInterfaceStyle = .dark
        for view in [field, search, table, notes] as [View] { window.addSubview(view) }

        #expect(field.keyboardAppearance == .dark)
        #expect(field.borderStyle == .roundedRect)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(TextAttributes(field.defaultTextAttributes) == TextAttributes(kern: 1))
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder?.string == "Search")
        #expect(TextAttributes(field.effectivePlaceholderAttributes).foregroundColor == .systemGray)

        #expect(search.searchBarStyle == .minimal)
        #expect(search.barTintColor == .systemIndigo)
        #expect(search.image(for: .clear, state: .highlighted) == Image(named: "clear-pressed"))
        #expect(search.image(for: .search, state: .normal) == Image(named: "magnifyingglass"))
        #expect(search.positionAdjustment(for: .search) == Offset(horizontal: 4, vertical: 0))
        #expect(search.searchFieldBackgroundImage(for: .normal) == Image(named: "field"))
        #expect(TextAttributes(search.scopeBarButtonTitleTextAttributes(for: .selected) ?? [:]).foregroundColor == .white)
        #expect(search.backgroundImage == Image(named: "bar"))
        #expect(search.searchTextPositionAdjustment == Offset(horizontal: 8, vertical: 0))
        #expect(search.searchTextField.textColor == .white, "the containment rule reaches the search field")
        #expect(search.searchTextField.borderStyle == .none, "the contained rule wins over the plain one")
        #expect(search.searchTextField.keyboardAppearance == .dark)

        #expect(table.indicatorStyle == .white)
        #expect(table.keyboardDismissMode == .onDrag)
        #expect(table.contentInsetAdjustmentBehavior == .never)
        #expect(notes.indicatorStyle == .white)
        #expect(notes.keyboardAppearance == .dark)
        #expect(notes.effectiveLinkColor == .systemTeal)
        #expect(notes.textContainerInset == EdgeInsets(horizontal: 8, vertical: 4))
        notes.overrideUserInterfaceStyle = .light
        #expect(notes.keyboardAppearance == .default, "the trait rule no longer matches (R7)")
        Appearance.reset()
    }

    @Test func keyboardAppearanceAndSearchBarStyleFromYAML() throws {
        Appearance.reset()
        try ThemeFile.load(
            text: """
                rules:
                  - class: TextField
                    properties: {keyboardAppearance: dark}
                  - class: SearchBar
                    properties: {searchBarStyle: minimal}
                """, path: "small.yaml"
        ).apply()
        let field = TextField(), search = SearchBar()
        let window = Window()
        window.addSubview(field)
        window.addSubview(search)
        #expect(field.keyboardAppearance == .dark)
        #expect(search.searchBarStyle == .minimal)
        #expect(search.searchTextField.keyboardAppearance == .dark, "the search field is a text field")
        Appearance.reset()
    }

    @Test func aPlainStringIsAnAttributedPlaceholder() throws {
        Appearance.reset()
        try ThemeFile.load(text: "rules:\n  - {class: TextField, properties: {attributedPlaceholder: Type here}}\n").apply()
        let field = TextField()
        let window = Window()
        window.addSubview(field)
        #expect(field.placeholder == "Type here")
        Appearance.reset()
    }

    /// `(YAML line, the error's text)`.
    nonisolated static let mistakes: [(String, String)] = [
        (
            "{class: TextField, properties: {keyboardAppearance: darkk}}",
            "unknown value 'darkk' for KeyboardAppearance; did you mean 'dark'? the values are default, dark, light, alert"
        ),
        (
            "{class: SearchBar, properties: {searchBarStyle: minimum}}",
            "unknown value 'minimum' for Style; did you mean 'minimal'? the values are default, prominent, minimal"
        ),
        (
            "{class: ScrollView, properties: {indicatorStyle: grey}}",
            "unknown value 'grey' for IndicatorStyle; the values are default, black, white"
        ),
    ]

    @Test(arguments: mistakes)
    func wrongCaseNamesAreErrorsThatListTheCases(_ rule: String, message: String) {
        Appearance.reset()
        do {
            _ = try ThemeFile.load(text: "rules:\n  - \(rule)\n", path: "bad.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.map(\.message) == [message])
        }
    }

    @Test func searchBarAxesAreCheckedByName() {
        Appearance.reset()
        do {
            _ = try ThemeFile.load(text: "rules:\n  - {class: SearchBar, properties: {\"image[clean]\": x}}\n", path: "bad.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.count == 1)
            #expect(error.errors.first?.code == .invalidAxis)
        }
    }
}
