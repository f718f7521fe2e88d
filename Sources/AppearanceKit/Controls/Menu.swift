import Foundation

/// A menu of actions and submenus, as UIKit's `UIMenu`: what a button or bar button item shows
/// (``Button/menu``, ``BarButtonItem/menu``).
///
/// ```swift
/// button.menu = UIMenu(title: "Sort", children: [
///     UIAction(title: "Name", state: .on) { _ in sort(by: .name) },
///     UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
/// ])
/// button.showsMenuAsPrimaryAction = true
/// ```
///
/// There are no touches here: a test chooses an action with ``Menu/performAction(identifiedBy:sender:)``.
@preconcurrency @MainActor
open class Menu: MenuElement {
    /// A name for a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Makes options from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier: given, or a new unique one.
    public let identifier: Identifier
    /// How the children are shown.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [MenuElement]

    /// A menu of `children`, as UIKit's `UIMenu(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The menu with other children, as UIKit's `replacingChildren(_:)`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// Every action of the menu and its submenus, in order.
    public var allActions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return [action] }
            return (element as? Menu)?.allActions ?? []
        }
    }

    /// Chooses the action identified by `identifier`, as a person choosing it from the menu
    /// would: runs its handler with `sender` (unless it is disabled or hidden); under
    /// ``Options/singleSelection`` it becomes the one that is on. Returns whether one ran.
    @discardableResult
    public func performAction(identifiedBy identifier: Action.Identifier, sender: AnyObject? = nil) -> Bool {
        for element in children {
            if let action = element as? Action, action.identifier == identifier {
                guard action.attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
                if options.contains(.singleSelection) {
                    for case let sibling as Action in children { sibling.state = sibling === action ? .on : .off }
                }
                action.perform(from: sender)
                return true
            }
            if let menu = element as? Menu, menu.performAction(identifiedBy: identifier, sender: sender) { return true }
        }
        return false
    }
}
