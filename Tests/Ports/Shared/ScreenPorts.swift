import AppearanceKit

// Shape: whole-screen styling — labels inside buttons and cells, stack views, collection
// views, dark-mode cell backgrounds, the window's tint.

final class FeedCell: CollectionViewCell {}

@MainActor
let screenPorts: [Port] = [
    Port(name: "labels inside buttons and cells") {
        port { findings in
            Label.appearance(whenContainedInInstancesOf: [Button.self]).font = .systemFont(ofSize: 15, weight: .medium)
            Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).textColor = .label
            ImageView.appearance(whenContainedInInstancesOf: [TableViewCell.self]).tintColor = .systemGray
            let button = Button(type: .custom)
            let inButton = Label()
            button.addSubview(inButton)
            let cell = TableViewCell(text: "Row")
            let inCell = Label()
            let icon = ImageView()
            cell.addSubview(inCell)
            cell.addSubview(icon)
            let table = TableView()
            table.addSection(TableView.Section(cells: [cell]))
            let root = View()
            root.addSubview(button)
            root.addSubview(table)
            showInWindow(root)
            findings.expect(inButton.font == Font.systemFont(ofSize: 15, weight: .medium), "label in button")
            findings.expect(inCell.textColor == .label, "label in cell")
            findings.expect(icon.tintColor == .systemGray, "icon in cell")
        }
    },
    Port(name: "stack views and collection views") {
        port { findings in
            StackView.appearance().spacing = 12
            StackView.appearance().isLayoutMarginsRelativeArrangement = true
            StackView.appearance().layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            CollectionView.appearance().backgroundColor = .systemGroupedBackground
            FeedCell.appearance().backgroundColor = .tertiarySystemBackground
            let stack = StackView(arrangedSubviews: [Label(text: "A"), Label(text: "B")])
            let collection = CollectionView()
            let cell = FeedCell()
            collection.addSubview(cell)
            let root = View()
            root.addSubview(stack)
            root.addSubview(collection)
            showInWindow(root)
            findings.expect(stack.spacing == 12, "spacing")
            findings.expect(stack.layoutMargins == EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), "margins")
            findings.expect(collection.backgroundColor == .systemGroupedBackground, "collection background")
            findings.expect(cell.backgroundColor == .tertiarySystemBackground, "cell background")
        }
    },
    Port(name: "dark-mode cell backgrounds, switched live") {
        port { findings in
            TableViewCell.appearance().backgroundColor = .white
            TableViewCell.appearance(for: TraitCollection(userInterfaceStyle: .dark)).backgroundColor =
                Color(white: 0.11, alpha: 1)
            let cell = TableViewCell(text: "Row")
            let table = TableView()
            table.addSection(TableView.Section(cells: [cell]))
            let window = showInWindow(table)
            findings.expect(cell.backgroundColor == .white, "light cell")
            window.overrideUserInterfaceStyle = .dark
            findings.expect(cell.backgroundColor == Color(white: 0.11, alpha: 1), "dark cell")
        }
    },
    Port(name: "window tint reaches every view") {
        port { findings in
            Window.appearance().tintColor = .systemIndigo
            let button = Button(type: .system)
            let window = showInWindow(button)
            findings.expect(window.tintColor == .systemIndigo, "window tint")
            findings.expect(button.effectiveTintColor == .systemIndigo, "inherited tint")
        }
    },
]
