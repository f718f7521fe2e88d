import AppearanceKit
import Testing

/// Menus as UIKit has them (#45): actions and submenus on buttons and bar button items, chosen
/// by a test as a person would choose them.
@MainActor
@Suite struct MenuTests {
    @Test func aButtonsMenuRunsTheChosenAction() {
        var chosen: [String] = []
        let sort = Menu(
            title: "Sort", options: .singleSelection,
            children: [
                Action(title: "Name", identifier: .init("name"), state: .on) { chosen.append($0.title) },
                Action(title: "Date", identifier: .init("date")) { chosen.append($0.title) },
            ])
        let delete = Action(title: "Delete", identifier: .init("delete"), attributes: .destructive) { chosen.append($0.title) }
        let locked = Action(title: "Locked", identifier: .init("locked"), attributes: .disabled) { chosen.append($0.title) }
        let button = Button(type: .system)
        button.menu = Menu(title: "Options", children: [sort, delete, locked])
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu?.allActions.map(\.title) == ["Name", "Date", "Delete", "Locked"])
        #expect(button.menu?.performAction(identifiedBy: .init("date"), sender: button) == true)
        #expect(chosen == ["Date"])
        #expect(sort.allActions.map(\.state) == [.off, .on], "one selection at a time")
        #expect(button.menu?.performAction(identifiedBy: .init("locked")) == false, "a disabled action does not run")
        #expect(button.menu?.performAction(identifiedBy: .init("delete")) == true)
        #expect(chosen == ["Date", "Delete"])
        #expect(delete.attributes.contains(.destructive))
    }

    @Test func anActionKnowsItsSenderWhileItRuns() {
        var sender: AnyObject?
        let action = Action(title: "Share", identifier: .init("share")) { sender = $0.sender }
        let menu = Menu(children: [action])
        let button = Button(type: .system)
        menu.performAction(identifiedBy: .init("share"), sender: button)
        #expect(sender === button)
        #expect(action.sender == nil, "only while the handler runs")
    }

    @Test func replacingChildrenKeepsTheMenusOwnSettings() {
        let menu = Menu(title: "Filter", identifier: .init("filter"), options: .displayInline, children: [])
        let replaced = menu.replacingChildren([Action(title: "All") { _ in }])
        #expect(replaced.title == "Filter")
        #expect(replaced.identifier == menu.identifier)
        #expect(replaced.options == .displayInline)
        #expect(replaced.children.count == 1)
    }

    @Test func aBarButtonItemTakesItsTitleFromItsPrimaryAction() {
        let item = BarButtonItem(primaryAction: Action(title: "Add") { _ in }, menu: Menu(children: []))
        #expect(item.title == "Add")
        #expect(item.menu != nil)
        #expect(item.primaryAction?.title == "Add")
        #expect(BarButtonItem(title: "Edit").title == "Edit")
    }

    @Test func rawValuesAreUIKits() {
        #expect(MenuElement.State.mixed.rawValue == 2)
        #expect(Menu.Options.displayInline.rawValue == 1)
        #expect(Menu.Options.singleSelection.rawValue == 32)
        #expect(Action.Attributes.destructive.rawValue == 2)
    }
}
