extension InterfaceBuilderDocument {
    /// The prototype cells of every table in the document by reuse identifier (the first one
    /// when two tables use the same identifier), and the identifiers in file order.
    func prototypeCells() -> (cells: [String: Element], order: [String]) {
        var cells: [String: Element] = [:]
        var order: [String] = []
        func visit(_ element: Element, depth: Int) {
            // The parser already bounds depth; this walk follows it.
            guard depth < ElementTreeParser.maximumDepth else { return }
            if element.name == "prototypes" {
                for cell in element.children where cell.name == "tableViewCell" {
                    guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty, cells[identifier] == nil else { continue }
                    cells[identifier] = cell
                    order.append(identifier)
                }
            }
            for child in element.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return (cells, order)
    }
}
