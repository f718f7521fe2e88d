/// A controller that shows an alert, or an action sheet, with a title, a message and one
/// button per action.
///
/// The Swift stand-in for `UIAlertController`. Present it with
/// ``ViewController/present(_:animated:completion:)``. Its view holds labels for the title and
/// message and a ``Button`` per action, so the classic styling works:
///
/// ```swift
/// View.appearance(whenContainedInInstancesOf: [AlertController.self]).tintColor = .systemIndigo
/// Label.appearance(whenContainedInInstancesOf: [AlertController.self]).textColor = .secondaryLabel
/// let alert = AlertController(title: "Delete all mail?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in mailbox.deleteAll() })
/// inbox.present(alert, animated: true)
/// ```
///
/// As in UIKit, the title, message and buttons use the alert's own fonts (bold for the title,
/// the cancel action and the ``preferredAction``) and destructive buttons are red; colours,
/// tint and backgrounds come from proxies. Alerts are 270 points wide in the middle of the
/// window; action sheets span the window's width at its bottom, with the cancel action in a
/// box of its own.
@preconcurrency @MainActor
open class AlertController: ViewController {
    /// The width of an alert, in points.
    static let alertWidth: Double = 270

    /// The explanation under the title.
    public var message: String? {
        didSet { rebuildContent() }
    }
    /// Whether this is an alert or an action sheet.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action whose button is bold (one of ``actions``), or `nil`.
    public var preferredAction: AlertAction? {
        didSet { rebuildContent() }
    }

    /// The title, in bold above the message.
    override public var title: String? {
        didSet { rebuildContent() }
    }

    /// An alert controller with a title, a message and a style.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// A alert without a title or message, as UIKit's `init(nibName:bundle:)` (there are no nibs to load yet: both are
    /// kept, and the view is made by ``loadView()``).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        message = nil
        preferredStyle = .alert
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A alert without a title or message from an archive, as UIKit's `init?(coder:)` (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        message = nil
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button for `action`.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        rebuildContent()
    }

    /// Creates the view with the title, the message and the buttons.
    override open func loadView() {
        view = View()
        rebuildContent()
    }

    /// Alerts sit in the middle of the window, action sheets at its bottom.
    override func frameForPresentation(in bounds: CGRect) -> CGRect {
        let rows = Double(actions.count) + ((title ?? "").isEmpty && (message ?? "").isEmpty ? 0 : 1.5)
        let height = Swift.min(rows * 44 + (preferredStyle == .actionSheet ? 8 : 0), bounds.height)
        switch preferredStyle {
        case .alert:
            let width = Swift.min(Self.alertWidth, bounds.width)
            return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        case .actionSheet:
            return CGRect(x: 8, y: bounds.height - height - 8, width: Swift.max(bounds.width - 16, 0), height: height)
        }
    }

    // MARK: - Content

    /// Replaces the view's content with boxes for the current title, message and actions.
    private func rebuildContent() {
        guard isViewLoaded else { return }
        for subview in view.subviews { subview.removeFromSuperview() }
        let boxes = StackView()
        boxes.axis = .vertical
        boxes.spacing = 8
        let cancel = preferredStyle == .actionSheet ? actions.first { $0.style == .cancel } : nil
        boxes.addArrangedSubview(makeBox(actions: actions.filter { $0 !== cancel }, header: true))
        if let cancel { boxes.addArrangedSubview(makeBox(actions: [cancel], header: false)) }
        view.addSubview(boxes)
    }

    /// A rounded blur holding the header (when `header` is set) and one button per action.
    private func makeBox(actions: [AlertAction], header: Bool) -> View {
        let box = VisualEffectView(effect: BlurEffect(style: .systemThickMaterial))
        box.layer.cornerRadius = 14
        box.layer.masksToBounds = true
        let rows = StackView()
        rows.axis = .vertical
        if header, let headerStack = makeHeader() { rows.addArrangedSubview(headerStack) }
        let buttons = actions.map { (action: $0, button: makeButton(for: $0)) }
        if preferredStyle == .alert, buttons.count == 2 {
            // Two alert buttons share a row, cancel on the leading side.
            let pair = buttons[1].action.style == .cancel ? [buttons[1], buttons[0]] : buttons
            let row = StackView(arrangedSubviews: pair.map(\.button))
            row.distribution = .fillEqually
            rows.addArrangedSubview(row)
        } else {
            // More buttons are stacked, cancel last.
            for entry in buttons where entry.action.style != .cancel { rows.addArrangedSubview(entry.button) }
            for entry in buttons where entry.action.style == .cancel { rows.addArrangedSubview(entry.button) }
        }
        box.contentView.addSubview(rows)
        return box
    }

    /// The title and message labels in their margins, or `nil` when there are neither.
    private func makeHeader() -> View? {
        let header = StackView()
        header.axis = .vertical
        header.spacing = 4
        header.isLayoutMarginsRelativeArrangement = true
        header.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        let sheet = preferredStyle == .actionSheet
        if let title, !title.isEmpty {
            header.addArrangedSubview(makeLabel(title, font: .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)))
        }
        if let message, !message.isEmpty {
            header.addArrangedSubview(makeLabel(message, font: .systemFont(ofSize: 13)))
        }
        return header.arrangedSubviews.isEmpty ? nil : header
    }

    private func makeLabel(_ text: String, font: Font) -> Label {
        let label = Label(text: text)
        label.font = font
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    private func makeButton(for action: AlertAction) -> Button {
        let button = Button(title: action.title, type: .system)
        button.isEnabled = action.isEnabled
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        let bold = action.style == .cancel || action === preferredAction
        button.titleFont = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        action.button = button
        return button
    }
}
