#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A settings list with a data source, after the shape of zizhengwu/Lazer
// (reader/Controller/SettingsViewController.swift): a UITableViewController whose data source
// builds switch rows and disclosure rows from a model of sections, in an inset grouped table.

struct SettingsRow {
    enum Kind {
        case toggle(Bool)
        case disclosure(String?)
    }

    let title: String
    let symbol: String
    let kind: Kind
}

struct SettingsSection {
    let header: String?
    let footer: String?
    let rows: [SettingsRow]
}

final class PortSettingsViewController: UITableViewController {
    private let cellIdentifier = "SettingsCell"
    private let sections = [
        SettingsSection(
            header: "Reading", footer: nil,
            rows: [
                SettingsRow(title: "Notifications", symbol: "bell", kind: .toggle(true)),
                SettingsRow(title: "Dark Mode", symbol: "moon", kind: .toggle(false)),
                SettingsRow(title: "Text Size", symbol: "textformat", kind: .disclosure("Large")),
            ]),
        SettingsSection(
            header: "Account", footer: "Signed in as ada@example.com.",
            rows: [
                SettingsRow(title: "Profile", symbol: "person.crop.circle", kind: .disclosure(nil)),
                SettingsRow(title: "Privacy", symbol: "lock", kind: .disclosure(nil)),
            ]),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = row.title
        content.image = UIImage(systemName: row.symbol)
        content.imageProperties.tintColor = .brandTint
        switch row.kind {
        case .toggle(let isOn):
            let toggle = UISwitch()
            toggle.isOn = isOn
            toggle.onTintColor = .brandTint
            cell.accessoryView = toggle
            cell.accessoryType = .none
            cell.selectionStyle = .none
        case .disclosure(let value):
            content.secondaryText = value
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
        }
        cell.contentConfiguration = content
        return cell
    }
}
