public import AppearanceCore

/// A view that shows rows of cells in sections, with optional headers and footers.
///
/// The Swift stand-in for `UITableView`. As in UIKit, a ``dataSource`` gives it sections, rows
/// and cells (``register(_:forCellReuseIdentifier:)``,
/// ``dequeueReusableCell(withIdentifier:for:)``), and a ``delegate`` sizes rows, gives header
/// views and follows selection; only the rows in view have cells, laid out as the table
/// scrolls (``ScrollView/contentOffset``). For the kit's own screens a table can instead show
/// ``Section``s of ready-made cells, as a storyboard's static table does. Headers, cells and
/// footers are subviews, so they receive appearance values and `TableView` works as a
/// container in proxies:
///
/// ```swift
/// TableView.appearance().separatorColor = .separator
/// Label.appearance(whenContainedInInstancesOf: [TableView.self]).textColor = .label
/// let table = TableView(style: .insetGrouped)
/// table.addSection(TableView.Section(
///     header: TableViewHeaderFooterView(text: "NETWORK"),
///     cells: [TableViewCell(text: "Wi-Fi", detail: "Home"), TableViewCell(text: "Bluetooth", detail: "On")]))
/// ```
@preconcurrency @MainActor
open class TableView: ScrollView {
    /// The look of the table.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Rows run edge to edge; headers float.
        case plain
        /// Sections are separated by space.
        case grouped
        /// Grouped, with sections inset and rounded.
        case insetGrouped

        /// The case name.
        public var description: String { rawValue }
    }

    /// How the lines between rows are drawn.
    public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No separators.
        case none
        /// A single line.
        case singleLine

        /// The case name.
        public var description: String { rawValue }
    }

    /// The height that sizes a row, header or footer to its content, as UIKit's
    /// `UITableView.automaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The look of the table.
    public let style: Style
    /// The ready-made sections, top to bottom, shown while there is no ``dataSource``.
    public private(set) var sections: [Section] = []

    /// The object that gives the table its sections, rows and cells, as UIKit's (held weakly).
    /// Setting it reloads the table; while it is set the ready-made ``sections`` are not shown.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet {
            syncContent()
            reloadData()
        }
    }
    /// The object that sizes rows, gives header views and follows selection (held weakly).
    public weak var delegate: (any TableViewDelegate)? {
        didSet { if dataSource != nil { setNeedsLayout() } }
    }
    /// The height the table assumes for rows it has not made yet, or
    /// ``automaticDimension`` (the row height, or 44 points).
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension
    /// The height assumed for section headers not made yet (``automaticDimension`` by default).
    public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension
    /// The height assumed for section footers not made yet (``automaticDimension`` by default).
    public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension
    /// Whether the user can select rows.
    public var allowsSelection = true
    /// Whether the user can select more than one row.
    public var allowsMultipleSelection = false
    /// Whether the table is in editing mode (its rows show their editing controls).
    public var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsLayout() } }
    }
    /// A view behind the table's content, filling the table (a subview while set).
    public var backgroundView: View? {
        didSet {
            if let oldValue, oldValue !== backgroundView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        }
    }
    /// What a table with a data source keeps between layout passes.
    let dataState = TableDataState()
    /// A view above the first section (a subview).
    public var tableHeaderView: View? {
        didSet { if oldValue !== tableHeaderView { syncContent() } }
    }
    /// A view below the last section (a subview).
    public var tableFooterView: View? {
        didSet { if oldValue !== tableFooterView { syncContent() } }
    }

    /// The colour of the lines between rows; `nil` uses ``Color/separator``.
    @Styled public var separatorColor: Color? = nil
    /// Whether lines are drawn between rows.
    @Styled public var separatorStyle: SeparatorStyle = .singleLine
    /// The default insets of the lines between rows.
    @Styled public var separatorInset = EdgeInsets(left: 16)
    /// The height of a row, in points.
    @Styled public var rowHeight: CGFloat = 44
    /// The height of a section header, in points.
    @Styled public var sectionHeaderHeight: CGFloat = 28
    /// The height of a section footer, in points.
    @Styled public var sectionFooterHeight: CGFloat = 28
    /// The colour of the section index titles; `nil` uses the tint colour.
    @Styled public var sectionIndexColor: Color? = nil
    /// The background colour of the section index; `nil` is clear.
    @Styled public var sectionIndexBackgroundColor: Color? = nil
    /// The background colour of the section index while it is touched; `nil` is clear.
    @Styled public var sectionIndexTrackingBackgroundColor: Color? = nil

    /// The views this table manages as subviews (table header, sections, table footer).
    private var contentViews: [View] = []

    /// A table with the given frame and style, as UIKit's `init(frame:style:)`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with the given frame.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A plain table of `style` with a zero frame, as UIKit's `init(style:)` on a table view
    /// controller's table.
    public convenience init(style: Style) {
        self.init(frame: .zero, style: style)
    }

    /// A plain table from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The rows in view change: they are laid out at the next pass, and the delegate hears of it.
    override func contentOffsetDidChange() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: - Sections

    /// Appends `section`; its header, cells and footer become subviews (and receive appearance
    /// values if the table is in a window).
    public func addSection(_ section: Section) {
        insertSection(section, at: sections.count)
    }

    /// Inserts `section` at `index` (clamped to the valid range).
    public func insertSection(_ section: Section, at index: Int) {
        if let other = section.table, other !== self { other.removeSection(section) }
        sections.removeAll { $0 === section }
        sections.insert(section, at: Swift.min(Swift.max(index, 0), sections.count))
        section.table = self
        syncContent()
    }

    /// Removes `section` and its views.
    public func removeSection(_ section: Section) {
        guard sections.contains(where: { $0 === section }) else { return }
        sections.removeAll { $0 === section }
        section.table = nil
        syncContent()
    }

    /// Removes every section and its views.
    public func removeAllSections() {
        for section in sections { section.table = nil }
        sections.removeAll()
        syncContent()
    }

    /// The cell at `row` of the ready-made section at `section`, or `nil` when out of range.
    public func cellForRow(_ row: Int, inSection section: Int) -> TableViewCell? {
        guard sections.indices.contains(section), sections[section].cells.indices.contains(row) else { return nil }
        return sections[section].cells[row]
    }

    /// Makes the subviews match the table header, the ready-made sections (without a data
    /// source) and the table footer: views no longer shown leave, new ones are added (and resolved if the table is in a window).
    func syncContent() {
        var wanted: [View] = []
        if let tableHeaderView { wanted.append(tableHeaderView) }
        if dataSource == nil {
            for section in sections { wanted.append(contentsOf: section.views) }
        }
        if let tableFooterView { wanted.append(tableFooterView) }
        let kept = Set(wanted.map(ObjectIdentifier.init))
        for view in contentViews where !kept.contains(ObjectIdentifier(view)) && view.superview === self {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== self { addSubview(view) }
        contentViews = wanted
    }
}
