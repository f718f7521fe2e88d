public import AppearanceKit

/// A settings form: text fields, switches and a segmented control in rows, a card of
/// explanations, and buttons, built from the app's own `App…` classes so its themes reach them.
public final class SettingsFormViewController: ViewController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }

    /// Not loaded from archives: the screen is built in code (as apps write it, a trap).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Done")

        let heading = AppHeadline(text: "Your account")
        heading.font = .preferredFont(forTextStyle: .headline)
        heading.accessibilityIdentifier = "heading"

        let name = TextField(text: "Ada Lovelace", placeholder: "Name")
        name.borderStyle = .roundedRect
        name.accessibilityIdentifier = "name"
        let email = TextField(placeholder: "Email")
        email.borderStyle = .roundedRect
        email.accessibilityIdentifier = "email"

        let notifications = AppSwitch()
        notifications.setOn(true, animated: false)
        notifications.accessibilityIdentifier = "switch"
        let sounds = AppSwitch()
        sounds.accessibilityIdentifier = "switch"

        let units = AppSegmentedControl(items: ["Metric", "Imperial"])
        units.selectedSegmentIndex = 0
        units.accessibilityIdentifier = "units"

        let note = AppFootnote(text: "Notifications come from your contacts only.")
        note.font = .preferredFont(forTextStyle: .footnote)
        note.numberOfLines = 0
        note.accessibilityIdentifier = "note"

        let save = AppButton(title: "Save")
        save.accessibilityIdentifier = "save"
        let signOut = AppDangerButton(title: "Sign out")
        signOut.accessibilityIdentifier = "signOut"
        let buttons = StackView(arrangedSubviews: [save, signOut])
        buttons.spacing = 12
        buttons.distribution = .fillEqually

        // An empty view at the end takes the height the rows do not need, as a spacer does
        // in a UIKit stack view pinned to the screen's edges.
        let spacer = View()
        let form = StackView(arrangedSubviews: [
            heading, name, email,
            row("notifications", "Notifications", notifications),
            row("sounds", "Sounds", sounds),
            units, card(note), buttons, spacer,
        ])
        form.accessibilityIdentifier = "form"
        form.axis = .vertical
        form.spacing = 12
        form.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        form.isLayoutMarginsRelativeArrangement = true

        let background = AppView()
        background.accessibilityIdentifier = "background"
        background.addSubview(form)
        view.addSubview(background)
    }

    private func row(_ identifier: String, _ title: String, _ control: View) -> StackView {
        let label = AppLabel(text: title)
        label.font = .preferredFont(forTextStyle: .body)
        label.accessibilityIdentifier = "label"
        let row = StackView(arrangedSubviews: [label, control])
        row.accessibilityIdentifier = identifier
        row.alignment = .center
        row.spacing = 12
        return row
    }

    private func card(_ content: View) -> View {
        let stack = StackView(arrangedSubviews: [content])
        stack.layoutMargins = EdgeInsets(all: 12)
        stack.isLayoutMarginsRelativeArrangement = true
        let card = AppView()
        card.accessibilityIdentifier = "card"
        card.addSubview(stack)
        return card
    }
}
