import AppearanceKit

// Shape: apps' own appearance properties. In UIKit they are `@objc dynamic` properties (or
// `UI_APPEARANCE_SELECTOR` methods); the porting guide's rule is `@Styled` (Linux has no
// Objective-C runtime), and an `AxisValues` storage with a subscript for per-value setters.

final class BadgeView: View {
    @Styled var badgeColor: Color? = nil
    @Styled var badgeTextColor: Color? = nil
    @Styled var cornerRadius: Double = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
}

enum Rank: Hashable {
    case bronze, silver, gold
}

final class RankView: View {
    @Styled var rankImages = AxisValues<Rank, Image?>(default: nil)

    subscript(rankImage rank: Rank) -> Image? {
        get { rankImages[rank] }
        set { rankImages[rank] = newValue }
    }

    func setImage(_ image: Image?, for rank: Rank) {
        self[rankImage: rank] = image
    }
}

extension AppearanceProxy where Target: RankView {
    func setImage(_ image: Image?, for rank: Rank) {
        self[\.[rankImage: rank]] = image
    }
}

final class BorderedTextField: View {
    @Styled var borderColor: Color? = nil
    @Styled var borderWidth: Double = 0
}

@MainActor
let customPropertyPorts: [Port] = [
    Port(name: "custom properties: a badge view") {
        port { findings in
            BadgeView.appearance().badgeColor = .systemRed
            BadgeView.appearance().badgeTextColor = .white
            BadgeView.appearance().cornerRadius = 9
            BadgeView.appearance(whenContainedInInstancesOf: [TabBar.self]).badgeColor = .systemBlue
            let badge = BadgeView()
            let tabBadge = BadgeView()
            let tabs = TabBar()
            tabs.addSubview(tabBadge)
            let root = View()
            root.addSubview(badge)
            root.addSubview(tabs)
            showInWindow(root)
            findings.expect(badge.badgeColor == .systemRed, "badge colour")
            findings.expect(badge.layer.cornerRadius == 9, "didSet ran with the appearance value")
            findings.expect(tabBadge.badgeColor == .systemBlue, "badge in a tab bar")
        }
    },
    Port(name: "custom properties: an image per rank") {
        port { findings in
            RankView.appearance().setImage(Image(named: "medal-bronze"), for: .bronze)
            RankView.appearance().setImage(Image(named: "medal-gold"), for: .gold)
            let view = RankView()
            view.setImage(Image(named: "custom-gold"), for: .gold)
            showInWindow(view)
            findings.expect(view[rankImage: .bronze] == Image(named: "medal-bronze"), "bronze from the proxy")
            findings.expect(view[rankImage: .gold] == Image(named: "custom-gold"), "the instance's own gold")
            findings.expect(view[rankImage: .silver] == nil, "no silver")
        }
    },
    Port(name: "custom properties: borders on every text field") {
        port { findings in
            BorderedTextField.appearance().borderColor = .separator
            BorderedTextField.appearance().borderWidth = 1
            BorderedTextField.appearance(for: TraitCollection(userInterfaceStyle: .dark)).borderColor = .systemGray
            let field = BorderedTextField()
            let window = showInWindow(field, style: .dark)
            findings.expect(field.borderColor == .systemGray, "dark border")
            window.overrideUserInterfaceStyle = .light
            findings.expect(field.borderColor == .separator, "light border")
            findings.expect(field.borderWidth == 1, "border width")
        }
    },
    Port(name: "layer borders and corners through key paths") {
        port { findings in
            View.appearance(whenContainedInInstancesOf: [CardView.self])[\.layer.borderColor] = Color.separator.cgColor
            View.appearance(whenContainedInInstancesOf: [CardView.self])[\.layer.cornerRadius] = 12
            let card = CardView()
            let content = View()
            card.addSubview(content)
            showInWindow(card)
            findings.expect(content.layer.borderColor == Color.separator.cgColor, "border colour")
            findings.expect(content.layer.cornerRadius == 12, "corner radius")
        }
    },
]
