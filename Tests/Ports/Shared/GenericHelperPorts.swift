import AppearanceKit

// Shape: generic appearance helpers over `UIAppearance` and `[UIAppearanceContainer.Type]`, as
// theming libraries write them (a proxy helper generic over the class, a container list kept in
// a property). Ported with the two protocol names of the porting guide's rule 7: `UIAppearance`
// as a constraint is `AppearanceNode`, `UIAppearanceContainer` is `AppearanceContainer`.

@MainActor
private struct ContainedStyle<Target: View & AppearanceNode> {
    let containers: [AppearanceContainer.Type]

    func apply(tint: Color) {
        if containers.isEmpty {
            Target.appearance().tintColor = tint
        } else {
            Target.appearance(whenContainedInInstancesOf: containers).tintColor = tint
        }
    }
}

@MainActor
private func styleAll<T: View & AppearanceNode>(_ type: T.Type, in containers: [AppearanceContainer.Type]) {
    T.appearance(whenContainedInInstancesOf: containers).backgroundColor = .systemGroupedBackground
}

@MainActor
let genericHelperPorts: [Port] = [
    Port(name: "generic helpers over AppearanceNode and [AppearanceContainer.Type]") {
        port { findings in
            ContainedStyle<Switch>(containers: []).apply(tint: .systemPink)
            ContainedStyle<Slider>(containers: [TableViewCell.self]).apply(tint: .systemTeal)
            styleAll(Label.self, in: [TableViewHeaderFooterView.self])
            let cell = TableViewCell()
            let slider = Slider()
            let toggle = Switch()
            cell.contentView.addSubview(slider)
            cell.contentView.addSubview(toggle)
            let header = TableViewHeaderFooterView(text: "SECTION")
            let table = TableView()
            table.addSection(TableView.Section(header: header, cells: [cell]))
            showInWindow(table)
            findings.expect(toggle.tintColor == .systemPink, "a class-wide helper")
            findings.expect(slider.tintColor == .systemTeal, "a helper with containers")
            findings.expect(header.textLabel?.backgroundColor == .systemGroupedBackground, "a generic function")
        }
    }
]
