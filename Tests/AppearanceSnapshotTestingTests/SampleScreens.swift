import AppearanceKit
import Foundation

/// A small app screen, as an app writes it: a title, a line of text and a button in a stack,
/// on the system background.
@MainActor
final class ProfileViewController: ViewController {
    let titleLabel = TitleLabel()
    let bodyLabel = Label()
    let followButton = Button(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Ada Lovelace"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.accessibilityIdentifier = "title"
        bodyLabel.text = "Wrote the first program"
        // `.secondaryLabel` on white is 3.4:1, under AA for body text: the app's own grey.
        bodyLabel.textColor = Color(light: Color(white: 0.3, alpha: 1), dark: Color(white: 0.75, alpha: 1))
        bodyLabel.accessibilityIdentifier = "body"
        followButton.setTitle("Follow", for: .normal)
        // System blue on white is 4.0:1: a deeper blue in light mode.
        followButton.tintColor = Color(light: Color(red: 0, green: 0.3, blue: 0.75, alpha: 1), dark: .systemBlue)
        followButton.accessibilityIdentifier = "follow"
        let stack = StackView(arrangedSubviews: [titleLabel, bodyLabel, followButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }
}

/// The app's title labels, which its theme styles through their proxy.
@MainActor
final class TitleLabel: Label {}

/// A label the tests give a too-light colour through a proxy, so that the audit finds it.
@MainActor
final class FaintLabel: Label {}

/// A badge view drawn alone: a rounded capsule with a count.
@MainActor
final class BadgeView: View {
    let countLabel = Label()

    init(count: Int) {
        super.init(frame: CGRect(x: 0, y: 0, width: 64, height: 28))
        // White on system red is 3.4:1: a deeper red.
        backgroundColor = Color(red: 0.75, green: 0.1, blue: 0.1, alpha: 1)
        layer.cornerRadius = 14
        countLabel.text = "\(count)"
        countLabel.textColor = .white
        countLabel.font = .boldSystemFont(ofSize: 15)
        countLabel.textAlignment = .center
        countLabel.frame = bounds
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { nil }
}
