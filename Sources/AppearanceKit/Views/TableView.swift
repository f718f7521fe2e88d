public import AppearanceCore

/// A view that shows rows of cells in sections, with optional headers and footers.
///
/// The Swift stand-in for `UITableView`, without a data source: you hand it sections of ready
/// cells. Headers, cells and footers are subviews, so they receive appearance values and
/// `TableView` works as a container in proxies:
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

    /// A section of a table: an optional header, cells, an optional footer.
    ///
    /// Changing a section that is in a table updates the table's subviews.
    @MainActor
    public final class Section {
        /// The header.
        public var header: TableViewHeaderFooterView? {
            didSet { table?.syncContent() }
        }
        /// The cells, top to bottom.
        public var cells: [TableViewCell] {
            didSet { table?.syncContent() }
        }
        /// The footer.
        public var footer: TableViewHeaderFooterView? {
            didSet { table?.syncContent() }
        }
        /// The table showing this section.
        public internal(set) weak var table: TableView?

        /// A section with the given header, cells and footer.
        public init(header: TableViewHeaderFooterView? = nil, cells: [TableViewCell] = [], footer: TableViewHeaderFooterView? = nil) {
            self.header = header
            self.cells = cells
            self.footer = footer
        }

        /// The header, the cells and the footer, in order.
        var views: [View] {
            var views: [View] = []
            if let header { views.append(header) }
            views.append(contentsOf: cells)
            if let footer { views.append(footer) }
            return views
        }
    }

    /// The look of the table.
    public let style: Style
    /// The sections, top to bottom.
    public private(set) var sections: [Section] = []
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

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of cells in the section at `section`, or 0 when out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    /// The cell at `row` of the section at `section`, or `nil` when out of range.
    public func cellForRow(_ row: Int, inSection section: Int) -> TableViewCell? {
        guard sections.indices.contains(section), sections[section].cells.indices.contains(row) else { return nil }
        return sections[section].cells[row]
    }

    /// Makes the subviews match the table header, the sections and the table footer: views no
    /// longer shown leave, new ones are added (and resolved if the table is in a window).
    func syncContent() {
        var wanted: [View] = []
        if let tableHeaderView { wanted.append(tableHeaderView) }
        for section in sections { wanted.append(contentsOf: section.views) }
        if let tableFooterView { wanted.append(tableFooterView) }
        let kept = Set(wanted.map(ObjectIdentifier.init))
        for view in contentViews where !kept.contains(ObjectIdentifier(view)) && view.superview === self {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== self { addSubview(view) }
        contentViews = wanted
    }
}
