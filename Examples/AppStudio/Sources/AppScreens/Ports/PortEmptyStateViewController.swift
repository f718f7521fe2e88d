#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// An empty state, after the shape of ms2138/ONVIFDiscovery (ONVIFDiscovery/TableBackgroundView.swift):
// a table with no rows shows a background view, a centred stack of a symbol, a message and an
// action button pinned with Auto Layout, and hides it once there are rows.

final class PortEmptyStateView: UIView {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    let actionButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.image = UIImage(systemName: "archivebox")
        imageView.tintColor = .secondaryLabel
        imageView.contentMode = .scaleAspectFit
        imageView.heightAnchor.constraint(equalToConstant: 56).isActive = true

        titleLabel.text = "No Downloads"
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0

        messageLabel.text = "Episodes you download appear here, to listen to when you are offline."
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0

        actionButton.setTitle("Browse Episodes", for: .normal)
        actionButton.setTitleColor(.brandTint, for: .normal)
        actionButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)

        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, messageLabel, actionButton])
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -32),
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PortEmptyStateViewController: UITableViewController {
    private var episodes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "EpisodeCell")
        updateBackground()
    }

    private func updateBackground() {
        tableView.backgroundView = episodes.isEmpty ? PortEmptyStateView() : nil
        tableView.separatorStyle = episodes.isEmpty ? .none : .singleLine
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = episodes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
