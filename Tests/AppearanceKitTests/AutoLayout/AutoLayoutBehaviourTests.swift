import AppearanceKit
import Foundation
import Testing

/// UIKit's documented Auto Layout behaviours, case by case (#44): content hugging against
/// compression resistance, what goes wrong said as UIKit says it, margins, safe area and
/// readable guides, fitting sizes, ambiguity, `updateConstraints()`, and constraints going
/// with a view that leaves its superview.
@MainActor
@Suite(.serialized) struct AutoLayoutBehaviourTests {
    static func container(width: CGFloat = 320, height: CGFloat = 480) -> (Window, View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let container = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.addSubview(container)
        return (window, container)
    }

    static func add<V: View>(_ view: V, to container: View) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    /// Two labels in a row filling the width: the one that hugs its content less stretches
    /// (labels hug at 251, so lowering one to 250 lets it grow), and when the row is too narrow
    /// the one that resists compression less shrinks.
    @Test(arguments: [true, false])
    func huggingDecidesWhoStretchesAndCompressionWhoShrinks(wide: Bool) {
        let (window, container) = Self.container(width: wide ? 320 : 120)
        let name = Self.add(Label(text: "Ada Lovelace"), to: container)
        let date = Self.add(Label(text: "10 Dec 1815"), to: container)
        name.setContentHuggingPriority(.defaultLow, for: .horizontal)
        date.setContentCompressionResistancePriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            date.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            date.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            date.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let dateWidth = date.intrinsicContentSize.width
        #expect(date.frame.width == dateWidth, "the date keeps its size: it hugs more, and resists compression more")
        #expect(name.frame.width == container.frame.width - 8 - dateWidth)
        #expect(name.frame.height == name.intrinsicContentSize.height, "heights from content")
        #expect(date.frame.minY == name.frame.minY, "same font: same baseline, same top")
    }

    @Test func conflictingRequiredConstraintsAreReportedAsUIKitDoesAndOneIsBroken() {
        var messages: [String] = []
        LayoutMessages.handler = { messages.append($0) }
        defer { LayoutMessages.handler = nil }
        let (window, container) = Self.container()
        let box = Self.add(View(), to: container)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "box-narrow"
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            narrow, wide, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'box-narrow' View:0x"), "by identifier, type and attribute")
        #expect(message.contains("AutoLayoutBehaviourTests.swift:"), "where each was made")
        #expect(
            message.contains("Will attempt to recover by breaking constraint \n\(wide)") || message.contains("breaking constraint\n\(wide)")
        )
        #expect(box.frame.width == 100, "the layout goes on without the broken one")
    }

    @Test func aFrameKeptByTheViewFightsAConstraintAsOnIOS() {
        var messages: [String] = []
        LayoutMessages.handler = { messages.append($0) }
        defer { LayoutMessages.handler = nil }
        let (window, container) = Self.container()
        let forgotten = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(forgotten)
        forgotten.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let sibling = Self.add(View(), to: container)
        NSLayoutConstraint.activate([
            sibling.leadingAnchor.constraint(equalTo: forgotten.trailingAnchor, constant: 4),
            sibling.topAnchor.constraint(equalTo: forgotten.topAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 20), sibling.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(messages.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") && $0.contains("width == 50") })
        #expect(forgotten.frame.width == 50, "its frame stands")
        #expect(sibling.frame == CGRect(x: 64, y: 10, width: 20, height: 20), "placed from the kept frame")
    }

    @Test func constraintsBetweenUnrelatedViewsAreUIKitsErrorNotACrash() {
        var messages: [String] = []
        LayoutMessages.handler = { messages.append($0) }
        defer { LayoutMessages.handler = nil }
        let lonely = View(), other = View()
        let constraint = lonely.leadingAnchor.constraint(equalTo: other.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(messages.first?.contains("because they have no common ancestor") == true)
    }

    @Test func marginsSafeAreaAndReadableGuides() {
        let (window, container) = Self.container(width: 1024, height: 600)
        let controller = ViewController()
        controller.additionalSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        let root = controller.view
        root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let body = Self.add(View(), to: root), banner = Self.add(View(), to: root), text = Self.add(View(), to: root)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor), body.heightAnchor.constraint(equalToConstant: 10),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor), banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            banner.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            banner.heightAnchor.constraint(equalToConstant: 50),
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor), text.heightAnchor.constraint(equalToConstant: 10),
        ])
        _ = container
        window.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 1024, height: 600))
        #expect(body.frame == CGRect(x: 20, y: 8, width: 984, height: 10), "inside the margins")
        #expect(banner.frame == CGRect(x: 0, y: 600 - 34 - 50, width: 1024, height: 50), "above the safe area's bottom")
        #expect(text.frame == CGRect(x: (1024 - 672) / 2, y: 20, width: 672, height: 10), "a readable width, centred")
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 1024, height: 546))
    }

    /// `systemLayoutSizeFitting`: a card of two stacked labels, compressed, and at a fixed width
    /// (how a table asks a self-sizing cell for its height).
    @Test func fittingSizes() {
        let card = View()
        let title = Self.add(Label(text: "Title"), to: card)
        let body = Self.add(Label(text: String(repeating: "A longer body of text that wraps. ", count: 4)), to: card)
        body.numberOfLines = 0
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let oneLine = body.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed.width == oneLine.width + 32, "as narrow as the unwrapped body")
        #expect(compressed.height == 12 + title.intrinsicContentSize.height + 4 + oneLine.height + 12)
        let atWidth = card.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(atWidth.width == 200)
        #expect(atWidth.height > compressed.height, "the body wraps at 168 points and grows")
        #expect(card.frame == .zero, "the card itself is untouched")
    }

    @Test func ambiguityIsReported() {
        let (window, container) = Self.container()
        let loose = Self.add(View(), to: container), pinned = Self.add(View(), to: container)
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            loose.topAnchor.constraint(equalTo: container.topAnchor), loose.heightAnchor.constraint(equalToConstant: 10),
            pinned.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: container.topAnchor), pinned.heightAnchor.constraint(equalToConstant: 10),
            pinned.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout, "no width")
        #expect(!pinned.hasAmbiguousLayout)
    }

    final class SelfConstrainingView: View {
        private(set) var updates = 0
        var height: CGFloat = 30
        private var heightConstraint: NSLayoutConstraint?

        override func updateConstraints() {
            updates += 1
            if let heightConstraint {
                heightConstraint.constant = height
            } else {
                let constraint = heightAnchor.constraint(equalToConstant: height)
                constraint.isActive = true
                heightConstraint = constraint
            }
            super.updateConstraints()
        }
    }

    @Test func updateConstraintsRunsBeforeTheLayoutWhenMarked() {
        let (window, container) = Self.container()
        let view = Self.add(SelfConstrainingView(), to: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.widthAnchor.constraint(equalToConstant: 40),
        ])
        view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(view.updates == 1 && view.frame.height == 30)
        view.height = 60
        view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(view.updates == 2 && view.frame.height == 60)
        window.layoutIfNeeded()
        #expect(view.updates == 2, "not marked: not run")
    }

    @Test func aViewLeavingTakesTheConstraintsThatMentionIt() {
        let (window, container) = Self.container()
        let card = Self.add(View(), to: container)
        let icon = Self.add(View(), to: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.topAnchor.constraint(equalTo: container.topAnchor),
            icon.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            icon.widthAnchor.constraint(equalToConstant: 10),
        ])
        #expect(container.constraints.count == 3)
        card.removeFromSuperview()
        #expect(container.constraints.isEmpty, "every one mentioned the card or a view inside it")
        #expect(icon.constraints.count == 1, "the icon's own width stays with it")
        window.layoutIfNeeded()
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        let (window, container) = Self.container(width: 200)
        let label = Self.add(Label(text: String(repeating: "word ", count: 30)), to: container)
        label.numberOfLines = 0
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.width == 180)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 180, height: 0)).height)
        #expect(label.frame.height > label.intrinsicContentSize.height * 3, "several lines")
    }

    /// What `appearance explain --layout` prints: the constraints on each axis with where they
    /// were made, the broken one named as broken, and ambiguity.
    @Test func aLayoutExplanationNamesTheConstraintsTheBrokenOneAndItsLine() {
        LayoutMessages.handler = { _ in }
        defer { LayoutMessages.handler = nil }
        let (window, container) = Self.container()
        let title = Self.add(Label(text: "Title"), to: container)
        let wide = title.widthAnchor.constraint(equalToConstant: 300)
        wide.identifier = "title-wide"
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16), wide,
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        _ = window
        let explanation = title.layoutExplanation()
        #expect(explanation.isPlacedByConstraints && !explanation.isAmbiguous)
        #expect(explanation.frame == CGRect(x: 16, y: 20, width: 288, height: title.intrinsicContentSize.height))
        #expect(explanation.horizontal.count == 3 && explanation.vertical.count == 1)
        let broken = explanation.horizontal.filter(\.isBroken)
        #expect(broken.map(\.identifier) == ["title-wide"])
        #expect(broken.first?.location?.hasPrefix("AppearanceKitTests/AutoLayoutBehaviourTests.swift:") == true)
        let text = explanation.description
        #expect(text.contains("placed by Auto Layout"))
        #expect(text.contains("broken: <NSLayoutConstraint:0x") && text.contains("'title-wide'"))
        #expect(text.contains("ambiguous: no"))
    }
}

/// A view controller's root view keeps UIKit's system minimum margins (#44): 16 points at the
/// sides in a compact width, 20 in a regular one, none at the top and bottom; off, or set by
/// the app, its margins are its own.
@MainActor
@Suite struct RootViewMarginTests {
    static func shown(_ controller: ViewController, regular: Bool = false) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: regular ? 744 : 390, height: 800))
        if regular { window.screenTraits = TraitCollection(horizontalSizeClass: .regular) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: [(false, CGFloat(16)), (true, CGFloat(20))])
    func aRootViewHasTheSystemMinimumMargins(regular: Bool, side: CGFloat) {
        let controller = ViewController()
        let window = Self.shown(controller, regular: regular)
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: side, bottom: 0, right: side))
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: side, y: 0, width: window.frame.width - 2 * side, height: 10))
    }

    @Test func otherViewsAndTheAppsMarginsAreTheirOwn() {
        let controller = ViewController()
        _ = Self.shown(controller)
        let subview = View()
        controller.view.addSubview(subview)
        #expect(subview.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        controller.viewRespectsSystemMinimumLayoutMargins = true
        controller.view.layoutMargins = EdgeInsets(top: 4, left: 30, bottom: 4, right: 30)
        #expect(controller.view.layoutMargins == EdgeInsets(top: 4, left: 30, bottom: 4, right: 30))
    }
}
