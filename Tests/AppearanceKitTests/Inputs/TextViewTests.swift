import AppearanceKit
import Testing

@MainActor
@Suite struct TextViewTests {
    nonisolated static let properties = [
        "textColor", "font", "textAlignment", "keyboardAppearance", "typingAttributes", "linkTextAttributes",
        "textContainerInset", "isEditable", "indicatorStyle",
    ]

    @Test(arguments: properties)
    func everyPropertyThroughEveryKindOfProxy(_ name: String) {
        let make = { TextView(text: "Notes") }
        switch name {
        case "textColor":
            ProxyMatrix.check(make, \.textColor, plain: .systemRed, contained: .systemGreen, dark: .white, explicit: nil)
        case "font":
            ProxyMatrix.check(
                make, \.font, plain: .systemFont(ofSize: 15), contained: .boldSystemFont(ofSize: 15),
                dark: .italicSystemFont(ofSize: 15), explicit: .systemFont(ofSize: 20))
        case "textAlignment":
            ProxyMatrix.check(make, \.textAlignment, plain: .center, contained: .right, dark: .justified, explicit: .left)
        case "keyboardAppearance":
            ProxyMatrix.check(make, \.keyboardAppearance, plain: .light, contained: .alert, dark: .dark, explicit: .default)
        case "typingAttributes":
            ProxyMatrix.check(
                make, \.typingAttributes, plain: [.foregroundColor: Color.red], contained: [.kern: 2.0],
                dark: [.foregroundColor: Color.white], explicit: [:])
        case "linkTextAttributes":
            ProxyMatrix.check(
                make, \.linkTextAttributes, plain: [.foregroundColor: Color.systemTeal],
                contained: [.underlineStyle: NSUnderlineStyle.single], dark: [.foregroundColor: Color.systemCyan],
                explicit: [:])
        case "textContainerInset":
            ProxyMatrix.check(
                make, \.textContainerInset, plain: EdgeInsets(all: 12), contained: .zero,
                dark: EdgeInsets(all: 4), explicit: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        case "isEditable":
            ProxyMatrix.check(make, \.isEditable, plain: false, contained: false, dark: false, explicit: true)
        case "indicatorStyle":
            ProxyMatrix.check(make, \.indicatorStyle, plain: .white, contained: .black, dark: .white, explicit: .default)
        default:
            Issue.record("no check for \(name)")
        }
    }

    @Test func aTextViewIsAScrollView() {
        Appearance.reset()
        ScrollView.appearance().keyboardDismissMode = .interactive
        let notes = TextView()
        let window = Window()
        window.addSubview(notes)
        #expect(notes.keyboardDismissMode == .interactive)
        #expect(notes.text.isEmpty)
        #expect(notes.isEditable && notes.isSelectable)
        Appearance.reset()
    }

    @Test func fontColourAndLinkColourFallBack() {
        let notes = TextView(text: "See https://swift.org")
        #expect(notes.effectiveFont == .systemFont(ofSize: 17))
        #expect(notes.effectiveTextColor == .label)
        #expect(notes.effectiveLinkColor == .systemBlue, "the tint colour")
        notes.tintColor = .systemPink
        #expect(notes.effectiveLinkColor == .systemPink)
        notes.typingAttributes = [.foregroundColor: Color.systemGray, .font: Font.systemFont(ofSize: 13)]
        #expect(notes.effectiveTextColor == .systemGray)
        #expect(notes.effectiveFont == .systemFont(ofSize: 13))
        notes.textColor = .systemIndigo
        #expect(notes.effectiveTextColor == .systemIndigo)
        notes.linkTextAttributes = [.foregroundColor: Color.systemTeal]
        #expect(notes.effectiveLinkColor == .systemTeal)
    }

    @Test func theCatalogNamesTheClassAndItsProperties() {
        Appearance.reset()
        let catalog = AppearanceCatalog.shared
        catalog.registerKit()
        #expect(catalog.type(named: "TextView") == .of(TextView.self))
        for name in Self.properties where name != "indicatorStyle" {
            #expect(catalog.property(named: name, of: .of(TextView.self))?.owner == .of(TextView.self), "\(name)")
        }
        #expect(catalog.property(named: "indicatorStyle", of: .of(TextView.self))?.owner == .of(ScrollView.self))
    }
}
