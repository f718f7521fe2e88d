#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A modal sheet, after the shape of blue-triangle-tech/btt-swift-sdk
// (Examples/Example-UIKit/.../Present/TestPadFormSheetPresentViewController.swift): a screen
// presented as a sheet over the one that presents it, with a title, a description and a button
// that dismisses it; here in a navigation controller with Cancel and Save bar buttons, as
// compose sheets are.

final class PortSheetViewController: UIViewController {
    private(set) var saved = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Reminder"
        view.backgroundColor = .systemGroupedBackground
        navigationController?.navigationBar.tintColor = .brandTint
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Cancel", primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        let save = UIBarButtonItem(
            title: "Save",
            primaryAction: UIAction { [weak self] _ in
                self?.saved = true
                self?.dismiss(animated: true)
            })
        save.style = .done
        navigationItem.rightBarButtonItem = save

        let titleField = UITextField()
        titleField.placeholder = "Title"
        titleField.font = .preferredFont(forTextStyle: .body)
        titleField.borderStyle = .roundedRect

        let notesLabel = UILabel()
        notesLabel.text = "Reminders you save here appear in the list and on the lock screen at the time you choose."
        notesLabel.font = .preferredFont(forTextStyle: .footnote)
        notesLabel.adjustsFontForContentSizeCategory = true
        notesLabel.textColor = .secondaryLabel
        notesLabel.numberOfLines = 0

        let dateLabel = UILabel()
        dateLabel.text = "Remind me on a day"
        dateLabel.font = .preferredFont(forTextStyle: .body)
        dateLabel.numberOfLines = 0
        let dateSwitch = UISwitch()
        dateSwitch.isOn = true
        dateSwitch.onTintColor = .brandTint
        let dateRow = UIStackView(arrangedSubviews: [dateLabel, dateSwitch])
        dateRow.axis = .horizontal
        dateRow.alignment = .center
        dateRow.spacing = 12
        dateRow.isLayoutMarginsRelativeArrangement = true
        dateRow.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        dateRow.backgroundColor = .secondarySystemGroupedBackground
        dateRow.layer.cornerRadius = 10

        let stack = UIStackView(arrangedSubviews: [titleField, dateRow, notesLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

/// The screen that presents the sheet: a list of reminders with an Add button, which opens the
/// sheet as soon as it appears when asked to (as apps open a compose sheet from a shortcut).
final class PortRemindersViewController: UIViewController {
    var presentsNewReminderOnAppear = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if presentsNewReminderOnAppear && presentedViewController == nil {
            presentNewReminder()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminders"
        view.backgroundColor = .systemBackground
        navigationController?.navigationBar.tintColor = .brandTint
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Add", primaryAction: UIAction { [weak self] _ in self?.presentNewReminder() })
    }

    func presentNewReminder() {
        let sheet = UINavigationController(rootViewController: PortSheetViewController())
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true)
    }
}
