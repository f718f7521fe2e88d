import AppearanceKit

// Shape: per-control styling blocks — switches, sliders, steppers, buttons per state, table
// cells and header labels — as found in apps' `Appearance.swift` files.

@MainActor
enum AppStyle {
    static func configureControls() {
        Switch.appearance().onTintColor = Color(red: 0.30, green: 0.85, blue: 0.39, alpha: 1)
        Switch.appearance().thumbTintColor = .white
        Slider.appearance().minimumTrackTintColor = .systemTeal
        Slider.appearance().maximumTrackTintColor = .systemGray
        Slider.appearance().setThumbImage(Image(named: "thumb"), for: .normal)
        Stepper.appearance().tintColor = .systemTeal
        let button = Button.appearance()
        button.setTitleColor(.systemTeal, for: .normal)
        button.setTitleColor(Color.systemTeal.withAlphaComponent(0.4), for: .highlighted)
        button.setTitleColor(.systemGray, for: .disabled)
        button.contentEdgeInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    static func configureTables() {
        TableView.appearance().separatorStyle = .singleLine
        TableView.appearance().separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        TableViewCell.appearance().selectionStyle = TableViewCell.SelectionStyle.none
        Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).textColor = .secondaryLabel
        Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).font =
            .systemFont(ofSize: 13, weight: .semibold)
    }
}

@MainActor
let controlPorts: [Port] = [
    Port(name: "controls: switches, sliders, steppers, buttons per state") {
        port { findings in
            AppStyle.configureControls()
            let toggle = Switch(), slider = Slider(), stepper = Stepper(), button = Button(type: .system)
            let root = View()
            for control in [toggle, slider, stepper, button] as [View] { root.addSubview(control) }
            showInWindow(root)
            findings.expect(toggle.thumbTintColor == .white, "switch thumb")
            findings.expect(slider.maximumTrackTintColor == .systemGray, "slider track")
            findings.expect(slider.thumbImage(for: .normal) == Image(named: "thumb"), "slider thumb image")
            findings.expect(stepper.tintColor == .systemTeal, "stepper tint")
            findings.expect(button.titleColor(for: .disabled) == .systemGray, "disabled title")
            findings.expect(button.contentEdgeInsets == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), "insets")
        }
    },
    Port(name: "tables: separators, cells and header labels") {
        port { findings in
            AppStyle.configureTables()
            let header = TableViewHeaderFooterView()
            let title = Label(text: "GENERAL")
            header.addSubview(title)
            let cell = TableViewCell(text: "About")
            let table = TableView()
            table.addSection(TableView.Section(header: header, cells: [cell]))
            showInNavigation(table)
            findings.expect(table.separatorInset == EdgeInsets(top: 0, left: 20, bottom: 0, right: 0), "inset")
            findings.expect(cell.selectionStyle == .none, "selection style")
            findings.expect(title.textColor == .secondaryLabel, "header label colour")
            findings.expect(title.font == Font.systemFont(ofSize: 13, weight: .semibold), "header label font")
        }
    },
    Port(name: "tab bar items: badge colour and title offset") {
        port { findings in
            TabBarItem.appearance().badgeColor = .systemRed
            TabBarItem.appearance().titlePositionAdjustment = Offset(horizontal: 0, vertical: -2)
            TabBar.appearance().unselectedItemTintColor = .systemGray
            let tabs = TabBar()
            let home = TabBarItem(title: "Home", image: Image(systemName: "house"), selectedImage: nil)
            tabs.items = [home]
            showInWindow(tabs)
            findings.expect(home.badgeColor == .systemRed, "badge colour")
            findings.expect(home.titlePositionAdjustment == Offset(horizontal: 0, vertical: -2), "title offset")
            findings.expect(tabs.unselectedItemTintColor == .systemGray, "unselected tint")
        }
    },
]
