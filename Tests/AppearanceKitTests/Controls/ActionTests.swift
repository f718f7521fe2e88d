import AppearanceKit
import Foundation
import Testing

/// Actions as UIKit's (#43, item 4): `UIAction`, `addAction(_:for:)`, `sendActions(for:)`,
/// `UIButton(type:primaryAction:)`; a button's `titleLabel`; text input traits; animation
/// blocks, which run at once.
@MainActor
@Suite struct ActionTests {
    @Test func actionsRunForTheirEventsInTheOrderTheyWereAdded() {
        let control = Switch(frame: .zero)
        var log: [String] = []
        let first = Action(title: "first") { log.append("first from \($0.sender === control)") }
        let second = Action { _ in log.append("second") }
        control.addAction(first, for: .valueChanged)
        control.addAction(second, for: [.valueChanged, .touchUpInside])
        control.sendActions(for: .valueChanged)
        #expect(log == ["first from true", "second"])
        control.sendActions(for: .touchUpInside)
        #expect(log.last == "second" && log.count == 3)
        control.removeAction(second, for: .valueChanged)
        #expect(control.events(for: second) == .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log.count == 4 && log.last == "first from true")
        #expect(first.sender == nil, "the sender is only set while the handler runs")
    }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOne() {
        let button = Button(type: .system)
        var runs: [Int] = []
        let id = Action.Identifier("save")
        button.addAction(Action(identifier: id) { _ in runs.append(1) }, for: .touchUpInside)
        button.addAction(Action(identifier: id) { _ in runs.append(2) }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(runs == [2])
        button.removeAction(identifiedBy: id, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(runs == [2])
    }

    @Test func aPrimaryActionGivesTheButtonItsTitleAndRunsForThePrimaryEvent() {
        var tapped = false
        let share = Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { _ in tapped = true }
        let button = Button(type: .system, primaryAction: share)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Share")
        #expect(button.image(for: .normal) == Image(systemName: "square.and.arrow.up"))
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped)
        let plain = Control(frame: .zero, primaryAction: nil)
        plain.sendActions(for: .allEvents)
    }

    @Test func aButtonsTitleLabelIsItsTitleFontAndTitle() {
        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.titleLabel?.text == "Save")
        #expect(button.titleLabel?.font == .systemFont(ofSize: 17))
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        #expect(button.titleFont == .boldSystemFont(ofSize: 20))
        #expect(button.titleLabel === button.titleLabel, "one label")
        #expect(button.titleLabel?.superview == nil)
    }

    @Test func aButtonsImageViewIsItsCurrentImage() {
        let button = Button(type: .system)
        #expect(button.imageView?.image == nil)
        button.setImage(Image(systemName: "star"), for: .normal)
        button.setImage(Image(systemName: "star.fill"), for: .selected)
        #expect(button.imageView?.image == Image(systemName: "star"))
        button.isSelected = true
        #expect(button.imageView?.image == Image(systemName: "star.fill"))
        button.imageView?.image = Image(systemName: "heart")
        #expect(button.image(for: .normal) == Image(systemName: "heart"))
    }

    @Test func textInputTraitsHaveUIKitsDefaults() {
        let field = TextField(frame: .zero)
        #expect(field.keyboardType == .default && field.autocapitalizationType == .sentences)
        #expect(!field.isSecureTextEntry && field.textContentType == nil && field.returnKeyType == .default)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        let traits: any TextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.textContentType == .emailAddress)
        #expect(TextView(frame: .zero).autocorrectionType == .default)
    }

    @Test func animationBlocksRunAtOnceAndComplete() {
        let view = View(frame: .zero)
        var finished: Bool?
        View.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0 && finished == true)
        View.animate(withDuration: 0.3, delay: 1, options: [.curveEaseOut, .allowUserInteraction], animations: { view.alpha = 1 })
        #expect(view.alpha == 1)
        View.performWithoutAnimation { view.isHidden = true }
        #expect(view.isHidden)
    }
}
