#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A contact's detail screen, pushed from the contacts list, after the shape of the contact
// detail screens of fadhrigabestari/contact (Contact/Home/HomeViewController.swift pushes
// them): an avatar, the name, quick action buttons and the phone and email rows, in stack views
// pinned with Auto Layout.

final class PortContactDetailViewController: UIViewController {
    private let contact: PortContact

    init(contact: PortContact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in })

        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle.fill"))
        avatar.tintColor = .systemGray
        avatar.contentMode = .scaleAspectFit
        avatar.translatesAutoresizingMaskIntoConstraints = false

        let nameLabel = UILabel()
        nameLabel.text = contact.name
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 0

        let actions = UIStackView(arrangedSubviews: [
            makeActionButton(title: "Message", symbol: "message.fill"),
            makeActionButton(title: "Call", symbol: "phone.fill"),
            makeActionButton(title: "Mail", symbol: "envelope.fill"),
        ])
        actions.axis = .horizontal
        actions.distribution = .fillEqually
        actions.spacing = 8

        let details = UIStackView(arrangedSubviews: [
            makeDetailRow(caption: "mobile", value: contact.phone),
            makeDetailRow(caption: "email", value: contact.email),
        ])
        details.axis = .vertical
        details.spacing = 1
        details.backgroundColor = .separator
        details.layer.cornerRadius = 10
        details.clipsToBounds = true

        let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, actions, details])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            avatar.heightAnchor.constraint(equalToConstant: 96),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func makeActionButton(title: String, symbol: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(UIImage(systemName: symbol), for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .caption1)
        button.tintColor = .brandTint
        button.setTitleColor(.brandTint, for: .normal)
        button.backgroundColor = .secondarySystemGroupedBackground
        button.layer.cornerRadius = 10
        button.heightAnchor.constraint(greaterThanOrEqualToConstant: 56).isActive = true
        return button
    }

    private func makeDetailRow(caption: String, value: String) -> UIView {
        let captionLabel = UILabel()
        captionLabel.text = caption
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.textColor = .secondaryLabel

        let valueLabel = UILabel()
        valueLabel.text = value
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.textColor = .brandTint
        valueLabel.numberOfLines = 0

        let row = UIStackView(arrangedSubviews: [captionLabel, valueLabel])
        row.axis = .vertical
        row.spacing = 2
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        row.backgroundColor = .secondarySystemGroupedBackground
        return row
    }
}
