#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A profile header with an avatar, after the shape of kubmakk/ios-homeworks
// (Navigation/Profile/ProfileHeaderView.swift): a UIView subclass holding a round avatar image
// view, the name, a status line and a button, shown at the top of the profile screen.

final class PortProfileHeaderView: UIView {
    let avatarImageView = UIImageView()
    let nameLabel = UILabel()
    let statusLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .cardBackground
        layer.cornerRadius = 16

        avatarImageView.image = UIImage(systemName: "person.fill")
        avatarImageView.tintColor = .brandTint
        avatarImageView.backgroundColor = .avatarBackground
        avatarImageView.contentMode = .scaleAspectFit
        avatarImageView.layer.cornerRadius = 44
        avatarImageView.layer.borderWidth = 3
        avatarImageView.layer.borderColor = UIColor.systemBackground.cgColor
        avatarImageView.clipsToBounds = true

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0

        statusLabel.text = "Writing the first program"
        statusLabel.font = .preferredFont(forTextStyle: .subheadline)
        statusLabel.textColor = .secondaryLabel
        statusLabel.numberOfLines = 0

        followButton.setTitle("Follow", for: .normal)
        followButton.setTitleColor(.white, for: .normal)
        followButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        followButton.backgroundColor = .brandFill
        followButton.layer.cornerRadius = 8

        let texts = UIStackView(arrangedSubviews: [nameLabel, statusLabel])
        texts.axis = .vertical
        texts.spacing = 4

        for subview in [avatarImageView, texts, followButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            avatarImageView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            avatarImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            avatarImageView.widthAnchor.constraint(equalToConstant: 88),
            avatarImageView.heightAnchor.constraint(equalToConstant: 88),
            texts.topAnchor.constraint(equalTo: avatarImageView.topAnchor, constant: 8),
            texts.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 16),
            texts.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            followButton.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 16),
            followButton.topAnchor.constraint(greaterThanOrEqualTo: texts.bottomAnchor, constant: 16),
            followButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            followButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            followButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            followButton.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PortProfileViewController: UIViewController {
    let headerView = PortProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground

        let about = UILabel()
        about.text = "Mathematician. Notes on the Analytical Engine, 1843."
        about.font = .preferredFont(forTextStyle: .body)
        about.adjustsFontForContentSizeCategory = true
        about.numberOfLines = 0

        headerView.translatesAutoresizingMaskIntoConstraints = false
        about.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerView)
        view.addSubview(about)
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            about.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 20),
            about.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            about.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
