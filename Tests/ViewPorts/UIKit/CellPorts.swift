#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Table and collection cells, written after public apps' cells (#43, item 7).

/// A cell that clears what the last row set (after zudova-lada/URLSessionTask's cell).
public final class ResettingCell: UITableViewCell {
    public override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
        textLabel?.text = ""
        imageView?.image = nil
    }
}

/// A cell with three labels of its own made in its overriding initializer (after
/// Paloueichek/UserList's MainUserTableViewCell).
public final class UserCell: UITableViewCell {
    public let nameLabel = UILabel(frame: .zero)
    public let emailLabel = UILabel(frame: .zero)
    public let cityLabel = UILabel(frame: .zero)

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for label in [nameLabel, emailLabel, cityLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        nameLabel.font = .boldSystemFont(ofSize: 17)
        emailLabel.textColor = .secondaryLabel
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width - 32
        nameLabel.frame = CGRect(x: 16, y: 6, width: width, height: 20)
        emailLabel.frame = CGRect(x: 16, y: 28, width: width, height: 18)
        cityLabel.frame = CGRect(x: 16, y: 48, width: width, height: 18)
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        emailLabel.text = nil
        cityLabel.text = nil
    }
}

/// A collection cell with a centred label, reset without calling super (after natetaylor-git/homeworks's cell).
public final class LabelCollectionCell: UICollectionViewCell {
    public let label: UILabel = {
        let label = UILabel()
        label.textColor = .label
        label.textAlignment = .center
        return label
    }()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = self.bounds
        contentView.addSubview(label)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        label.text = nil
        alpha = 1.0
    }
}

/// A cell that tints its image when selected (after markk628/Janky-Tables's ImageViewCell).
public final class SelectableImageCell: UITableViewCell {
    public override func awakeFromNib() {
        super.awakeFromNib()
    }

    public override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        imageView?.tintColor = selected ? .systemBlue : .systemGray
    }

    public override func prepareForReuse() {
        imageView?.image = nil
        textLabel?.text = nil
    }
}
