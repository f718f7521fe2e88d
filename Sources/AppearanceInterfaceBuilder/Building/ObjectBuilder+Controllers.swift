import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// How deep relationship segues may chain (a tab bar of navigation stacks is three).
    static let maximumControllerDepth = 16

    /// The controller `element` describes, with its root view and the controllers its
    /// relationship segues name (a navigation controller's root, a tab bar's tabs).
    ///
    /// - Parameters:
    ///   - controllers: Every controller element of the storyboard by id, for segue destinations.
    ///   - depth: How many relationship segues led here; a cycle stops at ``maximumControllerDepth``.
    func makeController(_ element: Element, controllers: [String: Element], depth: Int = 0) -> ViewController {
        let controller: ViewController
        switch element.name {
        case "navigationController": controller = instantiate(element, as: NavigationController.self) { NavigationController() }
        case "tabBarController": controller = instantiate(element, as: TabBarController.self) { TabBarController() }
        case "splitViewController": controller = instantiate(element, as: SplitViewController.self) { SplitViewController() }
        case "tableViewController":
            controller = instantiate(element, as: TableViewController.self) { TableViewController(style: .plain) }
        case "collectionViewController":
            controller = instantiate(element, as: CollectionViewController.self) {
                CollectionViewController(collectionViewLayout: CollectionViewFlowLayout())
            }
        case "viewController":
            controller = instantiate(element, as: ViewController.self) { ViewController() }
        default:
            warn("<\(element.name)> is not a controller the loader reads, so a plain view controller stands in", at: element)
            controller = instantiate(element, as: ViewController.self) { ViewController() }
        }
        record(controller, for: element)
        if let title = element["title"] { controller.title = title }
        readNavigationItem(element, into: controller)
        readTabBarItem(element, into: controller)
        let children = relationships(of: element, controllers: controllers, depth: depth)
        switch controller {
        case let navigation as NavigationController:
            if let root = children["rootViewController"]?.first { navigation.setViewControllers([root], animated: false) }
            if let bar = element.child("navigationBar", key: "navigationBar") { readNavigationBar(bar, into: navigation.navigationBar) }
        case let tabs as TabBarController:
            tabs.setViewControllers(children["viewControllers"] ?? [], animated: false)
        case let split as SplitViewController:
            split.viewControllers = (children["masterViewController"] ?? []) + (children["detailViewController"] ?? [])
        default:
            loadRootView(of: element, into: controller)
        }
        return controller
    }

    /// The root view (`<view key="view">`, or a table controller's `<tableView key="view">`),
    /// the device's size when the file stores no frame for it.
    private func loadRootView(of element: Element, into controller: ViewController) {
        guard let rootElement = element.children.first(where: { $0["key"] == "view" }) else { return }
        let view = makeView(rootElement)
        if rootElement.child("rect", key: "frame") == nil {
            view.frame = CGRect(origin: .zero, size: document.device.size)
        }
        for guide in element.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            // iOS 7's top and bottom layout guides became the safe area's edges.
            guard let id = guide["id"] else { continue }
            legacyGuideEdges[id] = guide["type"] == "bottom" ? .bottom : .top
            objects[id] = view.safeAreaLayoutGuide
        }
        controller.view = view
        loadedControllers.append(controller)
    }

    /// The controllers each relationship segue of `element` leads to, by relationship, in order.
    private func relationships(of element: Element, controllers: [String: Element], depth: Int) -> [String: [ViewController]] {
        var result: [String: [ViewController]] = [:]
        for segue in element.children(of: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let relationship = segue["relationship"], let destination = segue["destination"] else { continue }
            guard let target = controllers[destination] else {
                warn(
                    "the \(relationship) segue leads to \(destination), which is not a controller in this storyboard; it is left out",
                    at: segue)
                continue
            }
            guard depth < Self.maximumControllerDepth else {
                warn("relationship segues chain more than \(Self.maximumControllerDepth) deep (a cycle?); the rest is left out", at: segue)
                continue
            }
            result[relationship, default: []].append(makeController(target, controllers: controllers, depth: depth + 1))
        }
        return result
    }

    // MARK: - Bars

    private func readNavigationItem(_ element: Element, into controller: ViewController) {
        guard let item = element.child("navigationItem", key: "navigationItem") else { return }
        if let title = item["title"] { controller.navigationItem.title = title }
        var left: [BarButtonItem] = []
        var right: [BarButtonItem] = []
        for child in item.children {
            switch child["key"] {
            case "leftBarButtonItem": left.append(barButtonItem(child))
            case "rightBarButtonItem": right.append(barButtonItem(child))
            default:
                if child.name == "leftBarButtonItems" { left += child.children.filter { $0.name == "barButtonItem" }.map(barButtonItem) }
                if child.name == "rightBarButtonItems" { right += child.children.filter { $0.name == "barButtonItem" }.map(barButtonItem) }
            }
        }
        if !left.isEmpty { controller.navigationItem.leftBarButtonItems = left }
        if !right.isEmpty { controller.navigationItem.rightBarButtonItems = right }
    }

    /// A bar button item from its title, image or system item (`add`, `done`, `edit`, …).
    private func barButtonItem(_ element: Element) -> BarButtonItem {
        let style: BarButtonItem.Style = element["style"] == "done" || element["systemItem"] == "done" ? .done : .plain
        let item: BarButtonItem
        if let name = element["image"] {
            item = BarButtonItem(image: image(named: name, catalog: element["catalog"]), style: style)
        } else if let system = element["systemItem"], element["title"] == nil {
            item = BarButtonItem(title: Self.systemItemTitles[system] ?? system.capitalized, style: style)
        } else {
            item = BarButtonItem(title: element["title"], style: style)
        }
        if let color = element.child("color", key: "tintColor") { item.tintColor = self.color(color) }
        record(item, for: element)
        return item
    }

    /// The titles UIKit shows for the system items that are words; the symbol items (`add`,
    /// `action`, …) are drawn as their SF Symbol's text stand-in.
    static let systemItemTitles: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo", "add": "+",
        "close": "×", "action": "⎙", "search": "⌕", "trash": "🗑", "reply": "↩", "compose": "✎", "refresh": "↻",
    ]

    private func readTabBarItem(_ element: Element, into controller: ViewController) {
        guard let item = element.child("tabBarItem", key: "tabBarItem") else { return }
        let title = item["title"] ?? item["systemItem"]?.capitalized
        let image = item["image"].flatMap { self.image(named: $0, catalog: item["catalog"]) }
        let selected = item["selectedImage"].flatMap { self.image(named: $0, catalog: item["catalog"]) }
        controller.tabBarItem = TabBarItem(title: title, image: image, selectedImage: selected)
    }

    private func readNavigationBar(_ element: Element, into bar: NavigationBar) {
        if let large = element.flag("prefersLargeTitles") { bar.prefersLargeTitles = large }
        if let translucent = element.flag("translucent") { bar.isTranslucent = translucent }
        if let color = element.child("color", key: "barTintColor") { bar.barTintColor = self.color(color) }
        if let color = element.child("color", key: "tintColor") { bar.tintColor = self.color(color) }
    }
}
