import AppearanceKit

// Shape: a theme's `apply()` written as apps write it — a proxy in a local, a helper that
// styles a proxy it is given, one-line sets — explained afterwards: every rule says the line of
// the `appearance…` call that made its proxy (#31), whatever the language mode.

@MainActor
private func styleCardTitle(_ proxy: AppearanceProxy<Label>) {
    proxy.textColor = .darkGray
}

@MainActor
let sourceLocationPorts: [Port] = [
    Port(name: "source lines: every rule names its appearance() call, in either language mode") {
        port { findings in
            let line = #line
            let navigationBar = NavigationBar.appearance()
            navigationBar.barTintColor = .black
            navigationBar.tintColor = .white
            styleCardTitle(Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]))
            Label.appearance().textColor = .black
            let label = Label()
            let cell = TableViewCell()
            cell.contentView.addSubview(label)
            let navigation = showInNavigation(cell)
            let bar = navigation.navigationBar
            let file = String(describing: #fileID)
            @MainActor func locations(_ node: any AppearanceNode, _ property: String) -> [String] {
                Appearance.explain(node, property: property)?.rules.compactMap { $0.location?.description } ?? []
            }
            findings.expect(locations(bar, "barTintColor") == ["\(file):\(line + 1)"], "a proxy kept in a local")
            findings.expect(locations(bar, "tintColor") == ["\(file):\(line + 1)"], "a second set through the local")
            findings.expect(
                locations(label, "textColor") == ["\(file):\(line + 5)", "\(file):\(line + 4)"],
                "a helper given a proxy, and a one-line set: \(locations(label, "textColor"))")
        }
    }
]
