import AppearanceKit
import Foundation
import Testing

/// Auto Layout as UIKit documents it (#44): anchors and `init(item:…)` constraints place views
/// that `translatesAutoresizingMaskIntoConstraints = false` hands to the layout, relative to
/// views that keep their frames; constants, priorities, inequalities and multipliers behave as
/// on iOS; constant changes and deactivation lay out again.
@MainActor
@Suite(.serialized) struct ConstraintLayoutTests {
    /// A window of `size` holding a plain container that fills it.
    static func container(_ size: CGSize = CGSize(width: 320, height: 480)) -> (Window, View) {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        let container = View(frame: CGRect(origin: .zero, size: size))
        window.addSubview(container)
        return (window, container)
    }

    static func constrained(_ view: View = View(), in container: View) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test func edgesPinnedWithConstantsPlaceTheView() {
        let (window, container) = Self.container()
        let card = Self.constrained(in: container)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 288, height: 120))
        #expect(container.constraints.count == 3, "installed on the nearest common ancestor")
        #expect(card.constraints.count == 1, "a constant's constraint on the view itself")
        #expect(!card.hasAmbiguousLayout)
    }

    @Test func centreAndAspectRatio() {
        let (window, container) = Self.container()
        let avatar = Self.constrained(in: container)
        NSLayoutConstraint.activate([
            avatar.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            avatar.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -40),
            avatar.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 120, y: 160, width: 80, height: 80))
    }

    @Test func theItemFormAddedToTheSuperview() {
        let (window, container) = Self.container()
        let badge = Self.constrained(in: container)
        container.addConstraint(
            NSLayoutConstraint(
                item: badge, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right, multiplier: 1,
                constant: -8))
        container.addConstraints([
            NSLayoutConstraint(
                item: badge, attribute: .top, relatedBy: .equal, toItem: container, attribute: .top, multiplier: 1, constant: 8),
            NSLayoutConstraint(
                item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 24),
            NSLayoutConstraint(
                item: badge, attribute: .height, relatedBy: .equal, toItem: badge, attribute: .width, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 288, y: 8, width: 24, height: 24))
    }

    /// Priorities: a required constraint holds; of two optional ones pulling apart, the higher
    /// priority wins; an inequality bounds the winner.
    @Test(arguments: [
        (LayoutPriority(750), LayoutPriority(250), CGFloat(200)),
        (LayoutPriority(250), LayoutPriority(750), CGFloat(100)),
        (LayoutPriority.required, LayoutPriority(999), CGFloat(200)),
    ])
    func theHigherPriorityWins(wide: LayoutPriority, narrow: LayoutPriority, expected: CGFloat) {
        let (window, container) = Self.container()
        let bar = Self.constrained(in: container)
        let wideConstraint = bar.widthAnchor.constraint(equalToConstant: 200)
        wideConstraint.priority = wide
        let narrowConstraint = bar.widthAnchor.constraint(equalToConstant: 100)
        narrowConstraint.priority = narrow
        NSLayoutConstraint.activate([
            wideConstraint, narrowConstraint, bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.topAnchor.constraint(equalTo: container.topAnchor), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame.width == expected)
    }

    @Test func anInequalityHoldsAndAnOptionalEqualityGetsAsCloseAsItCan() {
        let (window, container) = Self.container()
        let bar = Self.constrained(in: container)
        let preferred = bar.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred, bar.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -40),
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            bar.topAnchor.constraint(equalTo: container.topAnchor), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(bar.frame.width == 280)
    }

    @Test func aConstantChangeAndADeactivationLayOutAgain() {
        let (window, container) = Self.container()
        let panel = Self.constrained(in: container)
        let top = panel.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        let height = panel.heightAnchor.constraint(equalToConstant: 50)
        let tall = panel.heightAnchor.constraint(equalToConstant: 90)
        tall.priority = .defaultLow
        NSLayoutConstraint.activate([
            top, height, tall, panel.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        #expect(panel.frame.minY == 10 && panel.frame.height == 50)
        top.constant = 64
        window.layoutIfNeeded()
        #expect(panel.frame.minY == 64, "moved without a rebuild")
        height.isActive = false
        #expect(!height.isActive && panel.constraints.count == 2)
        window.layoutIfNeeded()
        #expect(panel.frame.height == 90, "the optional height takes over")
    }

    @Test func aContainerResizedByTheKitMovesItsConstrainedSubviews() {
        let (window, container) = Self.container()
        let footer = Self.constrained(in: container)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 436, width: 320, height: 44))
        container.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        window.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
    }

    @Test func nestedConstrainedViewsAreEachPlacedInTheirSuperview() {
        let (window, container) = Self.container()
        let card = Self.constrained(in: container)
        let title = Self.constrained(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
        #expect(title.frame == CGRect(x: 12, y: 8, width: 176, height: 20), "in the card's coordinates")
    }
}
