import AppearanceKit
import Foundation

// Dynamic tables and collection views as a storyboard sets them up: the prototype cells are
// registered with the view under their reuse identifiers (so the data source's
// `dequeueReusableCell(withIdentifier:for:)` makes them, as in UIKit), and the `dataSource`
// and `delegate` outlets are connected once every object of the scene exists.
extension ObjectBuilder {
    /// Registers each prototype cell of `element` with `table`: a dequeue builds a new cell from
    /// the prototype's element, as UIKit instantiates the prototype.
    func registerPrototypes(of element: Element, with table: TableView) {
        for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
            let make = prototypeMaker(prototype)
            table.register(forCellReuseIdentifier: identifier) {
                make() as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: identifier)
            }
        }
    }

    /// Registers each cell of `element` (a collection view's prototypes) with `collection`.
    func registerPrototypes(of element: Element, with collection: CollectionView) {
        for prototype in element.children(of: "cells") where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
            let make = prototypeMaker(prototype)
            collection.register(forCellWithReuseIdentifier: identifier) {
                make() as? CollectionViewCell ?? CollectionViewCell(frame: .zero)
            }
        }
    }

    /// Keeps the `dataSource` and `delegate` outlets of `element` for ``connectDataSources()``.
    func keepDataSourceOutlets(of element: Element, for view: View) {
        let outlets = element.children(of: "connections").filter {
            $0.name == "outlet" && ($0["property"] == "dataSource" || $0["property"] == "delegate")
        }
        if !outlets.isEmpty { pendingDataSourceOutlets.append((view, outlets)) }
    }

    /// Connects the kept outlets to the objects they name: a controller that is the view's data
    /// source or delegate of the right kind (an app's registered class, or the kit's table and
    /// collection view controllers); other destinations are reported.
    func connectDataSources() {
        for (view, outlets) in pendingDataSourceOutlets {
            for outlet in outlets {
                guard let property = outlet["property"], let destination = outlet["destination"].flatMap({ objects[$0] }) else {
                    continue
                }
                if connect(property, of: view, to: destination) { continue }
                warn(
                    "the \(property) outlet leads to a \(type(of: destination)), which is not a \(property) the "
                        + "\(type(of: view)) can use; register the app's class that adopts the protocol", at: outlet)
            }
        }
        pendingDataSourceOutlets = []
    }

    private func connect(_ property: String, of view: View, to destination: AnyObject) -> Bool {
        switch (view, property) {
        case (let table as TableView, "dataSource"):
            table.dataSource = destination as? any TableViewDataSource
            return table.dataSource != nil
        case (let table as TableView, "delegate"):
            table.delegate = destination as? any TableViewDelegate
            return table.delegate != nil
        case (let collection as CollectionView, "dataSource"):
            collection.dataSource = destination as? any CollectionViewDataSource
            return collection.dataSource != nil
        case (let collection as CollectionView, "delegate"):
            collection.delegate = destination as? any CollectionViewDelegate
            return collection.delegate != nil
        default:
            return false
        }
    }

    /// A closure that builds a new object from `prototype`, with this builder's document,
    /// catalog and size classes, as each dequeue of the prototype does.
    private func prototypeMaker(_ prototype: Element) -> @MainActor () -> AnyObject? {
        let document = document
        let assets = assets
        let horizontal = horizontalSizeClass
        let vertical = verticalSizeClass
        return {
            let builder = ObjectBuilder(
                document: document, assets: assets, horizontalSizeClass: horizontal, verticalSizeClass: vertical)
            return builder.build { builder.makeView(prototype) }
        }
    }

    /// The flow layout a collection view element describes (`<collectionViewFlowLayout>`): its
    /// item, header and footer sizes, spacing, section insets and direction.
    func flowLayout(of element: Element) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        guard let flow = element.child("collectionViewFlowLayout", key: "collectionViewLayout") else { return layout }
        if let spacing = flow.number("minimumLineSpacing"), spacing >= 0 { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = flow.number("minimumInteritemSpacing"), spacing >= 0 { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if flow["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let size = size(flow.child("size", key: "itemSize")) { layout.itemSize = size }
        if let size = size(flow.child("size", key: "estimatedItemSize")) { layout.estimatedItemSize = size }
        if let size = size(flow.child("size", key: "headerReferenceSize")) { layout.headerReferenceSize = size }
        if let size = size(flow.child("size", key: "footerReferenceSize")) { layout.footerReferenceSize = size }
        if let inset = flow.child("inset", key: "sectionInset") {
            layout.sectionInset = EdgeInsets(
                top: CGFloat(inset.number("minY") ?? 0), left: CGFloat(inset.number("minX") ?? 0),
                bottom: CGFloat(inset.number("maxY") ?? 0), right: CGFloat(inset.number("maxX") ?? 0))
        }
        return layout
    }

    private func size(_ element: Element?) -> CGSize? {
        guard let element, let width = element.number("width"), let height = element.number("height") else { return nil }
        return CGSize(width: width, height: height)
    }
}
