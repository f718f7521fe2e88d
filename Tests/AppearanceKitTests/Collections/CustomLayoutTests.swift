import AppearanceKit
import Foundation
import Testing

/// An app's own layout, written as UIKit apps write one: it works out every item's attributes in
/// `prepare()` and hands out those in a rectangle. Items go down one column, each 60 high.
@MainActor
private final class ColumnLayout: CollectionViewLayout {
    private var cache: [CollectionViewLayoutAttributes] = []
    private(set) var prepared = 0

    override func prepare() {
        super.prepare()
        prepared += 1
        guard let collectionView else { return }
        cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 10, y: Double(item) * 60, width: collectionView.bounds.width - 20, height: 60)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

@MainActor
@Suite struct CustomLayoutTests {
    @Test func anAppsOwnLayoutPlacesTheCells() throws {
        Appearance.reset()
        let layout = ColumnLayout()
        let collection = makeCollection(CaptionSource(items: [10]), layout: layout, width: 320, height: 200)
        #expect(layout.prepared == 1, "prepared once for the first layout")
        #expect(collection.contentSize == CGSize(width: 320, height: 600))
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 10, y: 120, width: 300, height: 60))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minY == 540)
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 130)) == IndexPath(item: 2, section: 0))
        layout.invalidateLayout()
        collection.layoutIfNeeded()
        #expect(layout.prepared == 2, "invalidating the layout prepares it again")
    }
}
