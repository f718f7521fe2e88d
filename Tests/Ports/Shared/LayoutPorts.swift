import AppearanceKit

// UIKit's layout pass (#32) in the shapes apps write it, built in Swift 5 and Swift 6 modes:
// corners rounded from `bounds` in `layoutSubviews()`, a padded label sized by its
// `intrinsicContentSize` in a stack, and a pill button that rounds to half its height after
// `sizeToFit()`. Only the rename differs from the UIKit code: the geometry is Core Graphics'
// (`CGRect`, `CGSize`), as on iOS.

final class RoundAvatarHeaderView: View {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    let avatarImageView = ImageView(image: Image(named: "avatar"))
    let nameLabel = Label(text: "Ada Lovelace")

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        avatarImageView.clipsToBounds = true
        addSubview(avatarImageView)
        addSubview(nameLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = bounds.height - 32
        avatarImageView.frame = CGRect(x: 16, y: 16, width: side, height: side)
        avatarImageView.layer.cornerRadius = avatarImageView.bounds.height / 2
        nameLabel.sizeToFit()
        nameLabel.frame.origin = CGPoint(x: avatarImageView.frame.maxX + 12, y: (bounds.height - nameLabel.frame.height) / 2)
    }
}

final class PaddedLabel: Label {
    var contentInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(
            width: size.width + contentInsets.left + contentInsets.right,
            height: size.height + contentInsets.top + contentInsets.bottom)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

final class PillButton: Button {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

@MainActor
let layoutPorts: [Port] = [
    Port(name: "a profile header rounds its avatar from bounds in layoutSubviews()") {
        port { findings in
            let header = RoundAvatarHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 96))
            let window = showInWindow(header)
            window.layoutIfNeeded()
            findings.expect(header.avatarImageView.frame == CGRect(x: 16, y: 16, width: 64, height: 64), "avatar frame")
            findings.expect(header.avatarImageView.layer.cornerRadius == 32, "circular avatar")
            findings.expect(header.nameLabel.frame.minX == 92, "name beside the avatar")
            header.frame.size.height = 120
            window.layoutIfNeeded()
            findings.expect(header.avatarImageView.layer.cornerRadius == 44, "still circular after a resize")
        }
    },
    Port(name: "a padded badge label is sized by its intrinsicContentSize in a stack") {
        port { findings in
            let badge = PaddedLabel()
            badge.text = "NEW"
            let plain = Label(text: "NEW")
            let row = StackView(arrangedSubviews: [badge, plain, View()])
            row.alignment = .center
            row.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
            let window = showInWindow(row)
            window.layoutIfNeeded()
            findings.expect(badge.frame.width == plain.frame.width + 16, "padding on both sides")
            findings.expect(badge.frame.height == plain.frame.height + 8, "padding above and below")
        }
    },
    Port(name: "a pill button rounds to half its height after sizeToFit()") {
        port { findings in
            let button = PillButton(type: .system)
            button.setTitle("Follow", for: .normal)
            button.sizeToFit()
            let window = showInWindow(button)
            window.layoutIfNeeded()
            findings.expect(button.frame.height >= 44, "at least a touch target high")
            findings.expect(button.layer.cornerRadius == button.frame.height / 2, "a pill")
        }
    },
]
