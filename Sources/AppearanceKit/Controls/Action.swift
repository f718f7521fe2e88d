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
open class Action {
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

    /// The title (a button made with ``Button/init(type:primaryAction:)`` shows it).
    open var title: String
    /// The image (a button made with ``Button/init(type:primaryAction:)`` shows it).
    open var image: Image?
    /// The identifier: given, or a new unique one.
    public let identifier: Identifier
    /// A longer title, for discovery.
    open var discoverabilityTitle: String?
    /// The control sending the action while its handler runs; `nil` otherwise.
    public private(set) weak var sender: AnyObject?
    private let handler: Handler

    /// An action running `handler`.
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping Handler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` as the sender.
    func perform(from sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
