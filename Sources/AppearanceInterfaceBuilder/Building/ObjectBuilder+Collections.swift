import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// A collection view with its flow layout's spacing.
    ///
    /// A storyboard's collection view cells (`<cells>`) are prototypes: they wait for a data
    /// source, and the loaded storyboard makes them by reuse identifier
    /// (``Storyboard/instantiateCollectionViewCell(withReuseIdentifier:)``), as a table's
    /// prototype cells.
    func makeCollectionView(_ element: Element) -> CollectionView {
        let collection = instantiate(element, as: CollectionView.self) {
            CollectionView(frame: .zero, collectionViewLayout: flowLayout(of: element))
        }
        if let layout = element.child("collectionViewFlowLayout", key: "collectionViewLayout"),
            let spacing = layout.number("minimumInteritemSpacing"), spacing >= 0
        {
            collection.itemSpacing = CGFloat(spacing)
        }
        for prototype in element.children(of: "cells") where prototype.name == "collectionViewCell" {
            if prototype["reuseIdentifier"]?.isEmpty ?? true {
                warn("the collection view cell has no reuse identifier, so nothing can dequeue it; set one in Xcode", at: prototype)
            }
        }
        registerPrototypes(of: element, with: collection)
        keepDataSourceOutlets(of: element, for: collection)
        return collection
    }

    /// A collection view cell with its content view's colours, subviews and constraints
    /// (`<collectionViewCellContentView key="contentView">`, or the `<view key="contentView">`
    /// older files write).
    func makeCollectionViewCell(_ element: Element) -> CollectionViewCell {
        let cell = instantiate(element, as: CollectionViewCell.self) { CollectionViewCell(frame: .zero) }
        let contentElement = element.children.first {
            ($0.name == "collectionViewCellContentView" || $0.name == "view") && $0["key"] == "contentView"
        }
        guard let content = contentElement.map(inSizeClasses) else { return cell }
        record(cell.contentView, for: content)
        applyViewAttributes(content, to: cell.contentView)
        addSubviews(of: content, to: cell.contentView)
        return cell
    }
}
