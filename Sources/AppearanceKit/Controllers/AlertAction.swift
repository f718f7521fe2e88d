/// A button of an alert or action sheet: its title, its style and what it does.
///
/// The Swift stand-in for `UIAlertAction`.
///
/// ```swift
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in mailbox.deleteAll() })
/// ```
@preconcurrency @MainActor
open class AlertAction {
    /// The button's title.
    public let title: String?
    /// How the button looks: bold for cancel, red for destructive.
    public let style: Style
    /// Whether the button can be chosen; a disabled action's button is dimmed.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { button?.isEnabled = isEnabled } }
    }

    /// What choosing the action does.
    let handler: ((AlertAction) -> Void)?
    /// The button showing this action in its alert, once the alert's view exists.
    weak var button: Button?

    /// An action with a title, a style and what choosing it does.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
