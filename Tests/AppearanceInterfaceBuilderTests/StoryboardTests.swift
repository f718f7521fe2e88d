import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct StoryboardTests {
    init() { Fixtures.registerClasses() }

    private func storyboard() throws -> Storyboard {
        try Storyboard(contentsOf: Fixtures.url("Main.storyboard"))
    }

    @Test func theInitialSceneIsATabBarOfANavigationStackAndAForm() throws {
        let storyboard = try storyboard()
        let tabs = try #require(storyboard.instantiateInitialViewController() as? TabBarController)
        let children = try #require(tabs.viewControllers)
        #expect(children.count == 2)
        let navigation = try #require(children.first as? NavigationController)
        #expect(navigation.tabBarItem?.title == "Settings")
        #expect(navigation.navigationBar.prefersLargeTitles)
        let settings = try #require(navigation.topViewController as? SettingsViewController)
        #expect(settings.didLoad)
        #expect(settings.calls == ["awakeFromNib", "viewDidLoad"], "woken before its view loads, as UIKit does")
        #expect(settings.navigationItem.title == "Settings")
        #expect(settings.navigationItem.rightBarButtonItem?.title == "Edit")
        #expect(settings.navigationItem.leftBarButtonItem?.title == "Help")
        #expect(children[1].title == "Sign Up")
        #expect(children[1].tabBarItem?.title == "Sign Up")
    }

    @Test func identifiersAndPrototypeCellsAreListed() throws {
        let storyboard = try storyboard()
        #expect(storyboard.identifiers == ["SettingsNavigation", "Settings", "Form", "Contacts"])
        #expect(storyboard.prototypeCellIdentifiers == ["ContactCell"])
        #expect(storyboard.device.size == CGSize(width: 390, height: 844))
    }

    @Test func aMissingIdentifierThrowsNamingTheOnesThereAre() throws {
        let storyboard = try storyboard()
        let error = try #require(throws: InterfaceBuilderError.self) { try storyboard.viewController(withIdentifier: "Profile") }
        #expect(error.code == .unknownIdentifier)
        #expect(error.message.contains("\"Profile\""))
        #expect(error.message.contains("SettingsNavigation, Settings, Form, Contacts"))
    }

    @Test func staticCellsGoStraightIntoTheTable() throws {
        let settings = try storyboard().viewController(withIdentifier: "Settings")
        let table = try #require(settings.view as? TableView)
        #expect(table.style == .insetGrouped)
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(table.numberOfSections == 2)
        #expect(table.sections[0].header?.textLabel?.text == "Account")
        #expect(table.sections[1].footer?.textLabel?.text == "Version 2.1")
        let name = try #require(table.cellForRow(0, inSection: 0))
        #expect(name.cellStyle == .value1)
        #expect(name.textLabel?.text == "Name")
        #expect(name.detailTextLabel?.text == "Ada")
        #expect(name.detailTextLabel?.textColor == .secondaryLabel)
        #expect(name.accessoryType == .disclosureIndicator)
        let notifications = try #require(table.cellForRow(1, inSection: 0))
        #expect(notifications.selectionStyle == .none)
        let toggle = try #require(notifications.contentView.subviews.compactMap { $0 as? Switch }.first)
        #expect(toggle.isOn && toggle.onTintColor == .systemGreen)
        #expect(notifications.contentView.constraints.count == 4)
        #expect(table.cellForRow(0, inSection: 1)?.accessoryType == .checkmark)
    }

    @Test func prototypeCellsAreMadeByReuseIdentifier() throws {
        let storyboard = try storyboard()
        let cell = try #require(storyboard.instantiatePrototypeCell(withReuseIdentifier: "ContactCell"))
        #expect(cell.cellStyle == .subtitle)
        #expect(cell.reuseIdentifier == "ContactCell")
        #expect(cell.accessoryType == .detailButton)
        #expect(cell.textLabel?.font.textStyle == .headline)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
        #expect(storyboard.instantiatePrototypeCell(withReuseIdentifier: "Nope") == nil)
        #expect(storyboard.instantiatePrototypeCell(withReuseIdentifier: "ContactCell") !== cell)
    }

    @Test func theFormLaysOutInAWindowFromItsStackAndSafeArea() throws {
        let storyboard = try storyboard()
        let form = try storyboard.viewController(withIdentifier: "Form")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let stack = try #require(form.view.subviews.first as? StackView)
        #expect(stack.axis == .vertical && stack.spacing == 12)
        #expect(stack.arrangedSubviews.count == 4)
        #expect(stack.frame.minX == 20)
        #expect(stack.frame.width == 350)
        #expect(stack.frame.minY == form.view.safeAreaInsets.top + 20)
        let email = try #require(stack.arrangedSubviews[0] as? TextField)
        #expect(email.placeholder == "Email" && email.borderStyle == .roundedRect)
        let password = try #require(stack.arrangedSubviews[1] as? TextField)
        #expect(password.isSecureTextEntry)
        let plan = try #require(stack.arrangedSubviews[2] as? SegmentedControl)
        #expect(plan.numberOfSegments == 2 && plan.titleForSegment(at: 1) == "Pro" && plan.selectedSegmentIndex == 1)
        let submit = try #require(stack.arrangedSubviews[3] as? Button)
        #expect(submit.title(for: .normal) == "Create Account")
        #expect(submit.backgroundColor == .systemIndigo)
    }

    @Test func aConstraintNamingAMissingViewIsLeftOutWithAWarning() throws {
        let storyboard = try storyboard()
        let form = try storyboard.viewController(withIdentifier: "Form")
        #expect(form.view.constraints.count == 3)
        let warning = try #require(storyboard.warnings.first { $0.message.contains("ghost-view") })
        #expect(warning.line == 174)
        #expect(warning.message.contains("not a view or layout guide"))
    }
}
