import AppearanceKit
import AppearanceRender
import Testing

/// The renderer draws the frames the kit's layout pass computes (#32): one layout, with the
/// app's `layoutSubviews()` overrides in it.
@MainActor
@Suite struct LayoutPassRenderTests {
    /// A card that lays out its avatar from its bounds and makes it round, as apps' cells do.
    final class ProfileCard: View {
        /// Not made from archives here, as in most apps' views.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        let avatar = View()

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            avatar.backgroundColor = .systemBlue
            addSubview(avatar)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let side = bounds.height - 16
            avatar.frame = CGRect(x: 8, y: 8, width: side, height: side)
            avatar.layer.cornerRadius = side / 2
            layer.cornerRadius = 12
        }
    }

    private func window(with card: View) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        card.backgroundColor = .white
        window.addSubview(card)
        return window
    }

    @Test func aPictureShowsWhatLayoutSubviewsPlaced() throws {
        let card = ProfileCard(frame: CGRect(x: 10, y: 10, width: 300, height: 80))
        let window = window(with: card)
        let layout = Layout(window, size: window.frame.size)
        #expect(layout.frame(of: card.avatar) == CGRect(x: 8, y: 8, width: 64, height: 64))
        #expect(layout.frame(of: card.avatar) == card.avatar.frame, "the frame the app sees is the one drawn")
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(#"rx="32""#), "a circular avatar: the radius is half the side layoutSubviews() computed")
        #expect(svg.contains(#"rx="12""#), "a rounded card")
    }

    @Test func picturesChangeWhereTheLayoutChangedAndOnlyThere() {
        let card = ProfileCard(frame: CGRect(x: 10, y: 10, width: 300, height: 80))
        let window = window(with: card)
        let before = SVGRenderer().render(window)
        #expect(SVGRenderer().render(window) == before, "the same tree draws the same bytes")
        card.frame.size.height = 120
        let taller = SVGRenderer().render(window)
        #expect(taller != before)
        #expect(taller.contains(#"rx="52""#), "laid out again in the new size: (120 - 16) / 2")
        card.frame.size.height = 80
        #expect(SVGRenderer().render(window) == before, "back to the first size, back to the first picture")
    }
}
