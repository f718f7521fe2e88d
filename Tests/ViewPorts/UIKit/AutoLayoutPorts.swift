#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Views and cells laid out with Auto Layout, written after public apps' (#44): anchors,
// `isActive`, `NSLayoutConstraint.activate`, the `init(item:…)` form, content priorities and
// the layout margins guide.

/// A cell whose picture sits centred at the left and whose name follows it, each constraint
/// activated on its own (after submariner100/NoStoryBoardsTables' NameCell).
public final class ProfileNameCell: UITableViewCell {
    public let profileImageView = UIImageView()
    public let nameLabel = UILabel()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupView()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupView()
    }

    private func setupView() {
        addSubview(profileImageView)
        profileImageView.translatesAutoresizingMaskIntoConstraints = false
        profileImageView.layer.masksToBounds = true
        profileImageView.layer.cornerRadius = 25
        profileImageView.leftAnchor.constraint(equalTo: leftAnchor, constant: 16).isActive = true
        profileImageView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        profileImageView.widthAnchor.constraint(equalToConstant: 50).isActive = true
        profileImageView.heightAnchor.constraint(equalToConstant: 50).isActive = true

        addSubview(nameLabel)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
        nameLabel.leftAnchor.constraint(equalTo: profileImageView.rightAnchor, constant: 16).isActive = true
        nameLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -16).isActive = true
        nameLabel.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }
}

/// A cell with an icon and a title in its content view, activated in groups (after
/// sortingbubbles/practice-makes-perfect-ios' ActivityTableViewCell).
public final class ActivityCell: UITableViewCell {
    public let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    public let iconImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(iconImageView)
        applyConstraints()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    private func applyConstraints() {
        let iconConstraints = [
            iconImageView.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 20),
            iconImageView.widthAnchor.constraint(equalToConstant: 30),
            iconImageView.heightAnchor.constraint(equalTo: iconImageView.widthAnchor),
            iconImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ]
        let titleConstraints = [
            titleLabel.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ]
        NSLayoutConstraint.activate(iconConstraints)
        NSLayoutConstraint.activate(titleConstraints)
    }
}

/// A user row: a small rounded avatar, the name and the user name after it on one baseline,
/// the name giving way when space is short, a minimum height, all inside the layout margins
/// (after the constants-enum shape of a Slack coding exercise's UserTableCellView).
public final class UserSummaryView: UIView {
    private enum Constants {
        static let minHeight: CGFloat = 44
        static let avatarSize: CGFloat = 28
        static let avatarCornerRadius: CGFloat = 4
        static let avatarToNameSpacing: CGFloat = 12
        static let nameToUsernameSpacing: CGFloat = 8
    }

    public let avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.layer.cornerRadius = Constants.avatarCornerRadius
        imageView.clipsToBounds = true
        return imageView
    }()
    public let nameLabel = UILabel()
    public let usernameLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        for view in [avatarView, nameLabel, usernameLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        usernameLabel.textColor = .secondaryLabel
        nameLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        usernameLabel.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(greaterThanOrEqualToConstant: Constants.minHeight),
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: Constants.avatarSize),
            avatarView.heightAnchor.constraint(equalToConstant: Constants.avatarSize),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: Constants.avatarToNameSpacing),
            nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            usernameLabel.leadingAnchor.constraint(equalTo: nameLabel.trailingAnchor, constant: Constants.nameToUsernameSpacing),
            usernameLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor),
            usernameLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A banner pinned with the item form on its superview, as older apps write it (after the
/// `addConstraint(NSLayoutConstraint(item:…))` shape of many pre-anchor apps).
public final class BannerView: UIView {
    public let messageLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.numberOfLines = 0
        addSubview(messageLabel)
        for attribute in [NSLayoutConstraint.Attribute.leading, .trailing, .top, .bottom] {
            let inset: CGFloat = attribute == .leading || attribute == .top ? 12 : -12
            addConstraint(
                NSLayoutConstraint(
                    item: messageLabel, attribute: attribute, relatedBy: .equal, toItem: self, attribute: attribute,
                    multiplier: 1, constant: inset))
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
