extension InterfaceBuilderDocument {
    /// The prototype cells of every table in the document by reuse identifier (the first one
    /// when two tables use the same identifier), and the identifiers in file order; with
    /// `container` "cells" and `cellName` "collectionViewCell", a collection view's.
    func prototypeCells(
        in container: String = "prototypes", named cellName: String = "tableViewCell"
    ) -> (cells: [String: Element], order: [String]) {
        var cells: [String: Element] = [:]
        var order: [String] = []
        func visit(_ element: Element, depth: Int) {
            // The parser already bounds depth; this walk follows it.
            guard depth < ElementTreeParser.maximumDepth else { return }
            if element.name == container {
                for cell in element.children where cell.name == cellName {
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
