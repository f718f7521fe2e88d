import AppearanceKit

// Shape: the colour, font and image helpers every app has — hex initializers in an extension
// of the colour class, lighter/darker variants through `getRed`, named colours from a catalog,
// dynamic colours, custom fonts with a fallback, Dynamic Type, transparent bars with empty
// images, symbol configurations.

extension Color {
    convenience init(hex: String) {
        var text = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if text.hasPrefix("#") { text.removeFirst() }
        var value: UInt64 = 0
        Scanner(string: text).scanHexInt64(&value)
        self.init(
            red: CGFloat((value & 0xFF0000) >> 16) / 255.0,
            green: CGFloat((value & 0x00FF00) >> 8) / 255.0,
            blue: CGFloat(value & 0x0000FF) / 255.0,
            alpha: 1.0)
    }

    func adjusted(by percentage: CGFloat) -> Color {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return self }
        return Color(
            red: min(red + percentage / 100, 1.0), green: min(green + percentage / 100, 1.0),
            blue: min(blue + percentage / 100, 1.0), alpha: alpha)
    }

    static let brandPrimary = Color(hex: "#5856D6")
    static let brandBackground = Color { traits in
        traits.userInterfaceStyle == .dark ? Color(hex: "#1C1C1E") : Color(hex: "#F2F2F7")
    }
}

extension Font {
    static func brand(size: CGFloat, bold: Bool = false) -> Font {
        Font(name: bold ? "Avenir-Heavy" : "Avenir-Book", size: size) ?? .systemFont(ofSize: size)
    }
}

@MainActor
let valuePorts: [Port] = [
    Port(name: "colours: hex initializer and getRed in an extension") {
        port { findings in
            Button.appearance().setTitleColor(.brandPrimary, for: .normal)
            Button.appearance().setTitleColor(Color.brandPrimary.adjusted(by: 20), for: .highlighted)
            let button = Button(type: .system)
            showInWindow(button)
            findings.expect(button.titleColor(for: .normal)?.hexString == "#5856d6", "hex colour")
            findings.expect(button.titleColor(for: .highlighted)?.hexString == "#8b89ff", "lighter colour")
        }
    },
    Port(name: "colours: named colours from the app's catalog") {
        port { findings in
            Color.register(Color(hex: "#FF2D55"), named: "AccentPink")
            defer { Color.removeRegisteredColor(named: "AccentPink") }
            Label.appearance().textColor = Color(named: "AccentPink") ?? .label
            Label.appearance().highlightedTextColor = Color(named: "Missing") ?? .systemGray
            let label = Label()
            showInWindow(label)
            findings.expect(label.textColor?.hexString == "#ff2d55", "registered colour")
            findings.expect(label.highlightedTextColor == .systemGray, "missing name falls back")
        }
    },
    Port(name: "colours: dynamic provider and system greys") {
        port { findings in
            View.appearance(whenContainedInInstancesOf: [CardView.self]).backgroundColor = .brandBackground
            TableView.appearance().separatorColor = .systemGray4
            TableView.appearance().backgroundColor = .systemGray6
            let card = CardView()
            let content = View()
            card.addSubview(content)
            let table = TableView()
            let root = View()
            root.addSubview(card)
            root.addSubview(table)
            showInWindow(root, style: .dark)
            let dark = TraitCollection(userInterfaceStyle: .dark)
            findings.expect(content.backgroundColor?.resolvedColor(with: dark).hexString == "#1c1c1e", "dark card")
            findings.expect(
                content.backgroundColor?.resolvedColor(with: content.traitCollection).hexString == "#1c1c1e",
                "resolved with the view's traits")
            findings.expect(table.separatorColor == .systemGray4, "system grey 4")
            findings.expect(table.backgroundColor?.resolvedColor(with: dark).hexString == "#1c1c1e", "system grey 6")
        }
    },
    Port(name: "fonts: custom font with a fallback, scaled for Dynamic Type") {
        port { findings in
            let metrics = FontMetrics(forTextStyle: .body)
            Label.appearance().font = metrics.scaledFont(for: .brand(size: 16))
            Label.appearance(whenContainedInInstancesOf: [ProfileHeaderView.self]).font = .brand(size: 24, bold: true)
            Button.appearance().titleFont = .monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
            let label = Label(), header = ProfileHeaderView(), title = Label(), button = Button(type: .system)
            header.addSubview(title)
            let root = View()
            for view in [label, header, button] as [View] { root.addSubview(view) }
            showInWindow(root)
            findings.expect(label.font.fontName == "Avenir-Book", "custom font")
            findings.expect(label.font.pointSize == 16, "scaled at the default size")
            findings.expect(title.font.fontName == "Avenir-Heavy" && title.font.pointSize == 24, "header font")
            findings.expect(button.titleFont?.pointSize == 15, "monospaced digits")
            findings.expect(label.font.withSize(label.font.pointSize + 2).pointSize == 18, "withSize")
        }
    },
    Port(name: "fonts: preferred fonts per content size category") {
        port { findings in
            let large = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
            Label.appearance().font = .preferredFont(forTextStyle: .headline)
            Label.appearance(for: large).font = .preferredFont(forTextStyle: .headline, compatibleWith: large)
            let label = Label()
            let window = showInWindow(label)
            findings.expect(label.font.pointSize == 17, "headline at the default size")
            window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
            findings.expect(label.font.pointSize > 17, "headline grows with the category")
        }
    },
    Port(name: "images: a transparent navigation bar with empty images") {
        port { findings in
            NavigationBar.appearance().setBackgroundImage(Image(), for: .default)
            NavigationBar.appearance().shadowImage = Image()
            NavigationBar.appearance().isTranslucent = true
            let bar = showInNavigation(View()).navigationBar
            findings.expect(bar.backgroundImage(for: .default) == Image(), "empty background image")
            findings.expect(bar.shadowImage == Image(), "no hairline")
        }
    },
    Port(name: "images: template symbols with a configuration") {
        port { findings in
            let configuration = Image.SymbolConfiguration(pointSize: 17, weight: .semibold)
            let back = Image(systemName: "chevron.left", withConfiguration: configuration)?
                .withRenderingMode(.alwaysTemplate)
            NavigationBar.appearance().backIndicatorImage = back
            NavigationBar.appearance().backIndicatorTransitionMaskImage = back
            Button.appearance().setImage(
                Image(named: "star")?.withTintColor(.systemYellow, renderingMode: .alwaysOriginal), for: .normal)
            let button = Button(type: .custom)
            let bar = showInNavigation(button).navigationBar
            findings.expect(bar.backIndicatorImage?.renderingMode == .alwaysTemplate, "template back indicator")
            findings.expect(bar.backIndicatorImage?.symbolConfiguration == configuration, "symbol configuration")
            findings.expect(button.image(for: .normal)?.tintColor == .systemYellow, "tinted image")
        }
    },
    Port(name: "images: stretchable button backgrounds") {
        port { findings in
            let background = Image(named: "button-bg")?
                .resizableImage(withCapInsets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), resizingMode: .stretch)
            Button.appearance(whenContainedInInstancesOf: [CardView.self]).setBackgroundImage(background, for: .normal)
            let card = CardView()
            let button = Button(type: .custom)
            card.addSubview(button)
            showInWindow(card)
            findings.expect(
                button.backgroundImage(for: .normal)?.capInsets == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
                "cap insets")
        }
    },
]
