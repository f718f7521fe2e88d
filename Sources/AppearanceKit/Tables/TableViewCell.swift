public import AppearanceCore

/// A row of a table view, with a text label and a detail label in its content view.
///
/// The Swift stand-in for `UITableViewCell`.
///
/// ```swift
/// TableViewCell.appearance().selectionStyle = .gray
/// // Spell out `TableViewCell.SelectionStyle.none`: on a proxy, a bare `.none` means nil.
/// Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).font = .preferredFont(forTextStyle: .body)
/// let cell = TableViewCell(text: "Wi-Fi", detail: "Home")
/// cell.accessoryType = .disclosureIndicator
/// ```
@preconcurrency @MainActor
open class TableViewCell: View {
    /// What the cell shows on its trailing edge.
    public enum AccessoryType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Nothing.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An information button and a chevron.
        case detailDisclosureButton
        /// A check mark.
        case checkmark
        /// An information button.
        case detailButton

        /// The case name.
        public var description: String { rawValue }
    }

    /// How a selected cell looks.
    public enum SelectionStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No change.
        case none
        /// The system's selection colour.
        case `default`
        /// Grey.
        case gray
        /// Blue.
        case blue

        /// The case name.
        public var description: String { rawValue }
    }

    /// The editing control of a row in an editing table: UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable, CaseIterable {
        /// No control.
        case none
        /// A red minus: the row can be deleted.
        case delete
        /// A green plus: a row can be inserted.
        case insert
    }

    /// How a cell lays out its labels: UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable, CaseIterable {
        /// The text label alone, at the leading edge.
        case `default`
        /// The text label at the leading edge, the detail label at the trailing one.
        case value1
        /// A narrow text label, trailing-aligned, then the detail label beside it.
        case value2
        /// The text label, with the detail label below it.
        case subtitle
    }

    /// How the cell lays out its labels, as it was made (``init(style:reuseIdentifier:)``).
    /// Not `style`: UIKit has no such member, and apps' cells declare their own `style`.
    public let cellStyle: CellStyle
    /// The identifier a table reuses cells of this kind by.
    public let reuseIdentifier: String?
    /// The view holding the content (a subview).
    public let contentView = View()
    /// The main label, as the kit's layout and the sub-object proxies reach it.
    package let contentTextLabel = Label()
    /// The secondary label, as the kit's layout and the sub-object proxies reach it.
    package let contentDetailTextLabel = Label()
    /// The main label (inside ``contentView``). Optional as UIKit's `textLabel` is, so
    /// `cell.textLabel?.text = "Wi-Fi"` ports by the rename; the kit's cells always have one.
    public var textLabel: Label? { contentTextLabel }
    /// The secondary label (inside ``contentView``); `nil` for the ``CellStyle/default`` style,
    /// which shows none, as in UIKit.
    public var detailTextLabel: Label? { cellStyle == .default ? nil : contentDetailTextLabel }
    /// The image view at the leading edge (inside ``contentView``), as UIKit's `imageView`:
    /// made on first use, shown while it has an image, which moves the labels after it.
    public var imageView: ImageView? {
        if let contentImageView { return contentImageView }
        let made = ImageView(frame: .zero)
        contentImageView = made
        contentView.addSubview(made)
        return made
    }
    /// The image view, once ``imageView`` made it.
    package private(set) var contentImageView: ImageView?
    /// What the cell shows on its trailing edge.
    public var accessoryType: AccessoryType = .none
    /// A view shown on the trailing edge in place of ``accessoryType``'s (a switch, a badge), as
    /// UIKit's `accessoryView`: a subview of the cell while set, at its own size.
    open var accessoryView: View? {
        didSet {
            if let oldValue, oldValue !== accessoryView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// Whether the cell is highlighted (touched).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet {
            syncBackgrounds(previous: [backgroundView, selectedBackgroundView])
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// What runs when the cell's configuration state changes, as UIKit's
    /// `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (TableViewCell, CellConfigurationState) -> Void
    /// The content and background configurations, and the views showing them.
    var configurations = ConfigurationSlots()
    /// Whether the content configuration is updated for each new state (selected, highlighted).
    public var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration is updated for each new state.
    public var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs after ``updateConfiguration(using:)`` each time the state changes, and once when set.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Updates the configurations for `state`, as UIKit's: the content and background
    /// configurations (when they update automatically) take `updated(for:)`, then the
    /// ``configurationUpdateHandler`` runs. Override it to configure the cell by state (call `super`).
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = configurations.content {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = configurations.background {
            backgroundView = configurations.setBackground(background.updated(for: state))
        }
        configurationUpdateHandler?(self, state)
    }
    /// The view behind the cell's content, filling the cell (a subview while set).
    public var backgroundView: View? {
        didSet { syncBackgrounds(previous: [oldValue, selectedBackgroundView]) }
    }
    /// The view behind the content while the cell is selected (a subview then), unless the
    /// selection style is `none`. Apps style selection colours through it.
    public var selectedBackgroundView: View? {
        didSet { syncBackgrounds(previous: [backgroundView, oldValue]) }
    }

    /// How a selected cell looks.
    @Styled public var selectionStyle: SelectionStyle = .default {
        didSet { syncBackgrounds(previous: [backgroundView, selectedBackgroundView]) }
    }
    /// The insets of the separator below the cell; `nil` uses the table view's.
    @Styled public var separatorInset: EdgeInsets? = nil

    /// Selects or deselects the cell (there is no animation here).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights the cell or not (there is no animation here).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Called before a table hands the cell out again, as UIKit's `prepareForReuse()`: reset
    /// what the last row set (call `super`). Does nothing by default.
    open func prepareForReuse() {}

    private func syncBackgrounds(previous: [View?]) {
        showCellBackgrounds(
            backgroundView, selected: selectedBackgroundView, isSelected: isSelected && selectionStyle != .none,
            previous: previous)
    }

    /// A cell of `style`, as UIKit makes one: `TableViewCell(style: .subtitle, reuseIdentifier: "contact")`.
    /// Subclasses override this initializer, as they override UIKit's.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addContent()
    }

    /// The initializer a table calls for a class registered with
    /// ``TableView/register(_:forCellReuseIdentifier:)``:
    /// `init(style: .default, reuseIdentifier:)`, through the class's own override, as UIKit
    /// makes registered cells. Not for apps to call: without an Objective-C run time it is how a
    /// table reaches a subclass's initializer (a subclass that overrides
    /// `init(style:reuseIdentifier:)` and `init?(coder:)`, or declares no initializer, inherits it).
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// A default-style cell with the given frame.
    override public convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A default-style cell from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addContent()
    }

    private func addContent() {
        addSubview(contentView)
        contentView.addSubview(contentTextLabel)
        // UIKit's default style has no detail label; here it exists but is left out.
        if cellStyle != .default { contentView.addSubview(contentDetailTextLabel) }
        // The system's cells follow the text size (#45): their labels start with the body text
        // style, as initial values, so proxies and the app's own fonts still replace them.
        Appearance.withInitialValues {
            contentTextLabel.font = LayoutEngine.cellTextFont
            contentDetailTextLabel.font = LayoutEngine.cellTextFont
        }
    }

    /// A cell showing `text` and, in its detail label, `detail` (the `value1` style: text at
    /// the leading edge, detail at the trailing one).
    public convenience init(text: String?, detail: String? = nil) {
        self.init(style: .value1, reuseIdentifier: nil)
        contentTextLabel.text = text
        contentDetailTextLabel.text = detail
    }
}
