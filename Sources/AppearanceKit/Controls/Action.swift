import Foundation

/// A closure a control runs for its events, with a title and image for menus, as UIKit's
/// `UIAction`:
///
/// ```swift
/// button.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
/// let share = UIButton(type: .system, primaryAction: UIAction(title: "Share") { _ in … })
/// ```
///
/// There are no touches here: a control runs its actions when ``Control/sendActions(for:)``
/// sends their event (as a test does).
@preconcurrency @MainActor
open class Action: MenuElement {
    /// The closure's type, as UIKit's `UIActionHandler`.
    public typealias Handler = @MainActor (Action) -> Void

    /// A name for an action, unique among a control's actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the action shows in a menu, as UIKit's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Makes attributes from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after it is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The identifier: given, or a new unique one.
    public let identifier: Identifier
    /// A longer title, for discovery.
    open var discoverabilityTitle: String?
    /// How the action shows in a menu (disabled, destructive, hidden).
    open var attributes: Attributes
    /// Its checkmark in a menu.
    open var state: MenuElement.State
    /// The control sending the action while its handler runs; `nil` otherwise.
    public private(set) weak var sender: AnyObject?
    private let handler: Handler

    /// An action running `handler`, as UIKit's `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: MenuElement.State = .off, handler: @escaping Handler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as the sender.
    func perform(from sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
