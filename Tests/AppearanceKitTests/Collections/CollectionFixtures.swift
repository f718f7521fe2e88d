import AppearanceKit
import Foundation

/// A photo cell as apps write one: it overrides `init(frame:)` to add a caption to its content
/// view, and counts its reuses.
@MainActor
final class CaptionCell: CollectionViewCell {
    let caption = Label()
    private(set) var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        caption.text = nil
    }
}

/// A section header with a title label.
@MainActor
final class TitleHeader: CollectionReusableView {
    let title = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A data source and delegate that lists `items` items per section and logs what the
/// collection view asks.
@MainActor
final class CaptionSource: CollectionViewDataSource, CollectionViewDelegate {
    var items: [Int]
    var log: [String] = []
    var captions: [IndexPath: String] = [:]
    var refused: Set<IndexPath> = []

    init(items: [Int]) { self.items = items }

    func numberOfSections(in collectionView: CollectionView) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cell \(indexPath.section).\(indexPath.item)")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "caption", for: indexPath)
        (cell as? CaptionCell)?.caption.text = captions[indexPath] ?? "Item \(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        log.append("\(kind == CollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? TitleHeader)?.title.text = "Section \(indexPath.section)"
        return view
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refused.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
    func scrollViewDidScroll(_ scrollView: ScrollView) { log.append("didScroll") }
}

/// A flow-layout delegate that sizes some items and sections itself.
@MainActor
final class SizingSource: CollectionViewDelegateFlowLayout {
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: EdgeInsets] = [:]

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        insets[section] ?? .zero
    }
}

/// The data sources of the collection views `makeCollection` made: a collection view holds its
/// data source weakly, as UIKit's, so a test that passes one inline would lose it.
@MainActor var keptSources: [CaptionSource] = []

/// A collection view `width`×`height` placed by `layout`, with `source` as its data source and
/// delegate, its cells and headers registered, laid out.
@MainActor
func makeCollection(
    _ source: CaptionSource, layout: CollectionViewLayout, width: Double = 320, height: Double = 400
) -> CollectionView {
    let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collection.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
    collection.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
    collection.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
    keptSources.append(source)
    collection.dataSource = source
    collection.delegate = source
    collection.layoutIfNeeded()
    return collection
}
