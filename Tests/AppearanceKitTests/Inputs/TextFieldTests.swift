import AppearanceKit
import Testing

@MainActor
@Suite struct TextFieldTests {
    nonisolated static let properties = [
        "textColor", "font", "tintColor", "textAlignment", "borderStyle", "keyboardAppearance", "defaultTextAttributes",
        "attributedPlaceholder", "clearButtonMode", "background", "disabledBackground", "adjustsFontSizeToFitWidth",
        "minimumFontSize",
    ]

    /// Attributed strings compared by their text and their first character's attributes.
    static func same(_ left: NSAttributedString?, _ right: NSAttributedString?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        func attributes(_ text: NSAttributedString) -> TextAttributes {
            TextAttributes(text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : [:])
        }
        return left.string == right.string && attributes(left) == attributes(right)
    }

    @Test(arguments: properties)
    func everyPropertyThroughEveryKindOfProxy(_ name: String) {
        let make = { TextField() }
        switch name {
        case "textColor":
            ProxyMatrix.check(make, \.textColor, plain: .systemRed, contained: .systemGreen, dark: .white, explicit: nil)
        case "font":
            ProxyMatrix.check(
                make, \.font, plain: .systemFont(ofSize: 15), contained: .boldSystemFont(ofSize: 15),
                dark: .italicSystemFont(ofSize: 15), explicit: .systemFont(ofSize: 20))
        case "tintColor":
            ProxyMatrix.check(
                make, \.tintColor, plain: .systemOrange, contained: .systemPurple, dark: .systemYellow,
                explicit: .systemBlue)
        case "textAlignment":
            ProxyMatrix.check(make, \.textAlignment, plain: .center, contained: .right, dark: .left, explicit: .natural)
        case "borderStyle":
            ProxyMatrix.check(
                make, \.borderStyle, plain: .roundedRect, contained: .line, dark: .bezel,
                explicit: TextField.BorderStyle.none)
        case "keyboardAppearance":
            ProxyMatrix.check(make, \.keyboardAppearance, plain: .light, contained: .alert, dark: .dark, explicit: .default)
        case "defaultTextAttributes":
            ProxyMatrix.check(
                make, \.defaultTextAttributes, plain: [.foregroundColor: Color.red],
                contained: [.kern: 2.0], dark: [.foregroundColor: Color.white], explicit: [:])
        case "attributedPlaceholder":
            ProxyMatrix.check(
                make, \.attributedPlaceholder,
                plain: NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.gray]),
                contained: NSAttributedString(string: "Find", attributes: [.kern: 1.0]),
                dark: NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.white]),
                explicit: nil, same: Self.same)
        case "clearButtonMode":
            ProxyMatrix.check(
                make, \.clearButtonMode, plain: .whileEditing, contained: .always, dark: .unlessEditing,
                explicit: .never)
        case "background":
            ProxyMatrix.check(
                make, \.background, plain: Image(named: "field"), contained: Image(named: "card-field"),
                dark: Image(named: "dark-field"), explicit: nil)
        case "disabledBackground":
            ProxyMatrix.check(
                make, \.disabledBackground, plain: Image(named: "off"), contained: Image(named: "card-off"),
                dark: Image(named: "dark-off"), explicit: nil)
        case "adjustsFontSizeToFitWidth":
            ProxyMatrix.check(make, \.adjustsFontSizeToFitWidth, plain: true, contained: true, dark: true, explicit: false)
        case "minimumFontSize":
            ProxyMatrix.check(make, \.minimumFontSize, plain: 9, contained: 10, dark: 11, explicit: 0)
        default:
            Issue.record("no check for \(name)")
        }
    }

    @Test func fontAndTextColorWinOverTheDefaultAttributes() {
        Appearance.reset()
        let field = TextField(text: "Hello")
        #expect(field.effectiveFont == .systemFont(ofSize: 17))
        #expect(field.effectiveTextColor == .label)
        field.defaultTextAttributes = [.foregroundColor: Color.systemRed, .font: Font.systemFont(ofSize: 12), .kern: 1.5]
        #expect(field.effectiveTextColor == .systemRed)
        #expect(field.effectiveFont == .systemFont(ofSize: 12))
        field.textColor = .systemBlue
        field.font = .boldSystemFont(ofSize: 14)
        let attributes = TextAttributes(field.effectiveTextAttributes)
        #expect(attributes.foregroundColor == .systemBlue)
        #expect(attributes.font == .boldSystemFont(ofSize: 14))
        #expect(attributes.kern == 1.5)
    }

    @Test func anAppearancePlaceholderStylesTheAppsText() {
        Appearance.reset()
        TextField.appearance().attributedPlaceholder = NSAttributedString(
            string: "Search", attributes: [.foregroundColor: Color.systemTeal, .kern: 1.0])
        let named = TextField(placeholder: "Email")
        let unnamed = TextField()
        let window = Window()
        window.addSubview(named)
        window.addSubview(unnamed)
        #expect(named.placeholder == "Email", "the app's text stays")
        #expect(unnamed.placeholder == "Search", "the appearance's text fills in")
        for field in [named, unnamed] {
            let attributes = TextAttributes(field.effectivePlaceholderAttributes)
            #expect(attributes.foregroundColor == .systemTeal)
            #expect(attributes.kern == 1)
            #expect(attributes.font == .systemFont(ofSize: 17))
        }
        let plain = TextField(placeholder: "Name")
        #expect(TextAttributes(plain.effectivePlaceholderAttributes).foregroundColor == .placeholderText)
    }

    /// `(mode, editing, has text, shown)`.
    nonisolated static let clearButtonCases: [(TextField.ViewMode, Bool, Bool, Bool)] = [
        (.never, true, true, false), (.always, false, true, true), (.always, true, false, false),
        (.whileEditing, true, true, true), (.whileEditing, false, true, false),
        (.unlessEditing, false, true, true), (.unlessEditing, true, true, false),
    ]

    @Test(arguments: clearButtonCases)
    func theClearButtonShowsByItsMode(_ mode: TextField.ViewMode, editing: Bool, hasText: Bool, shown: Bool) {
        let field = TextField(text: hasText ? "abc" : "")
        field.clearButtonMode = mode
        if editing { field.becomeFirstResponder() }
        #expect(field.isEditing == editing)
        #expect(field.isClearButtonShown == shown)
        field.resignFirstResponder()
        #expect(!field.isEditing)
    }

    @Test func aDisabledFieldShowsItsDisabledBackground() {
        let field = TextField()
        field.background = Image(named: "on")
        #expect(field.currentBackground == Image(named: "on"))
        field.isEnabled = false
        #expect(field.currentBackground == Image(named: "on"), "no disabled background: the background")
        field.disabledBackground = Image(named: "off")
        #expect(field.currentBackground == Image(named: "off"))
    }

    @Test func theCatalogNamesTheClassAndItsProperties() throws {
        Appearance.reset()
        let catalog = AppearanceCatalog.shared
        catalog.registerKit()
        #expect(catalog.type(named: "TextField") == .of(TextField.self))
        for name in Self.properties where name != "tintColor" {
            #expect(catalog.property(named: name, of: .of(TextField.self))?.owner == .of(TextField.self), "\(name)")
        }
        let keyboard = try #require(catalog.property(named: "keyboardAppearance", of: .of(TextField.self)))
        #expect(keyboard.record(KeyboardAppearance.dark, target: .of(TextField.self)))
        #expect(TextField.appearance().keyboardAppearance == .dark)
        Appearance.reset()
    }
}
