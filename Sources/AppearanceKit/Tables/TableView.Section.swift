extension TableView {
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
}
