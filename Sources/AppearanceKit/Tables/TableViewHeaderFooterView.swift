/// A section header or footer of a table view, with a text label.
///
/// The Swift stand-in for `UITableViewHeaderFooterView`.
///
/// ```swift
/// Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).textColor = .secondaryLabel
/// let header = TableViewHeaderFooterView(text: "ACCOUNT")
/// ```
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
    /// The view holding the content (a subview).
    public let contentView = View()
    /// The label showing the text, as the kit's layout and the sub-object proxies reach it.
    package let contentTextLabel = Label()
    /// The label showing the text (inside ``contentView``). Optional as UIKit's `textLabel`
    /// is, so `header.textLabel?.font = …` ports by the rename; the kit's always has one.
    public var textLabel: Label? { contentTextLabel }

    /// The identifier a table reuses views of this kind by.
    public let reuseIdentifier: String?
    /// The content and background configurations, and the views showing them.
    var configurations = ConfigurationSlots()
    /// A view behind the content, filling the header or footer (a subview while set).
    public var backgroundView: View? {
        didSet {
            if let oldValue, oldValue !== backgroundView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        }
    }

    /// A header or footer without text, as UIKit's `init(reuseIdentifier:)`: the initializer
    /// subclasses override, and the one a table calls for a registered class.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addContent()
    }

    /// A header or footer without text with the given frame, as UIKit's `init(frame:)`.
    override public convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initializer a table calls for a class registered with
    /// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``: `init(reuseIdentifier:)`,
    /// through the class's own override. Not for apps to call: without an Objective-C run time
    /// it is how a table reaches a subclass's initializer (a subclass inherits it).
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// A header or footer without text from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addContent()
    }

    /// Called before a table hands the view out again, as UIKit's `prepareForReuse()`: reset
    /// what the last section set (call `super`). Does nothing by default.
    open func prepareForReuse() {}

    /// A header or footer showing `text`.
    public convenience init(text: String?) {
        self.init(reuseIdentifier: nil)
        contentTextLabel.text = text
    }

    private func addContent() {
        addSubview(contentView)
        contentView.addSubview(contentTextLabel)
        // The system's headers and footers follow the text size, as cells do, and wrap their
        // text (a footer's explanation runs to several lines), as UIKit's do.
        Appearance.withInitialValues {
            contentTextLabel.font = LayoutEngine.cellTextFont
            contentTextLabel.numberOfLines = 0
        }
    }
}
