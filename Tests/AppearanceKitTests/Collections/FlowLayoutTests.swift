import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct FlowLayoutTests {
    /// A flow layout of 80×60 items, 10 apart in a line and 5 between lines, inset
    /// (10, 20, 30, 20), with a 40-point header and a 25-point footer.
    func makeLayout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 5
        layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 25)
        return layout
    }

    func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func rowsFillLeftToRightInsideTheInsetsWithTheSpacing() {
        Appearance.reset()
        let source = CaptionSource(items: [7, 2])
        let collection = makeCollection(source, layout: makeLayout())
        // 280 points between the insets take three 80-point items; full rows are justified.
        #expect(frame(collection, 0) == CGRect(x: 20, y: 50, width: 80, height: 60))
        #expect(frame(collection, 1) == CGRect(x: 120, y: 50, width: 80, height: 60))
        #expect(frame(collection, 2) == CGRect(x: 220, y: 50, width: 80, height: 60))
        #expect(frame(collection, 3) == CGRect(x: 20, y: 115, width: 80, height: 60), "the line spacing below the first row")
        #expect(frame(collection, 6) == CGRect(x: 20, y: 180, width: 80, height: 60), "the last row starts at the left")
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 295, width: 320, height: 40), "after the bottom inset and the footer")
        #expect(frame(collection, 0, 1) == CGRect(x: 20, y: 345, width: 80, height: 60))
        #expect(frame(collection, 1, 1) == CGRect(x: 110, y: 345, width: 80, height: 60), "the last row keeps the least spacing")
        #expect(collection.contentSize == CGSize(width: 320, height: 460))
    }

    @Test func theDelegateSizesItemsAndInsetsSections() {
        Appearance.reset()
        let source = CaptionSource(items: [3])
        let sizing = SizingSource()
        sizing.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 80, height: 100)
        sizing.insets[0] = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let layout = makeLayout()
        layout.headerReferenceSize = .zero
        let collection = makeCollection(source, layout: layout)
        collection.delegate = sizing
        collection.layoutIfNeeded()
        // The taller item makes the row 100 high; the others are centred in it.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 20, width: 80, height: 60))
        #expect(frame(collection, 1) == CGRect(x: 90, y: 0, width: 80, height: 100))
        #expect(frame(collection, 2)?.minX == 180)
    }

    @Test func aHorizontalLayoutFillsColumnsTopToBottom() {
        Appearance.reset()
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 20
        layout.minimumInteritemSpacing = 0
        let collection = makeCollection(CaptionSource(items: [7]), layout: layout, width: 320, height: 200)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 460, height: 200))
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5], "the seventh item is beyond the width")
    }

    @Test func estimatedSizesAreReplacedByTheCellsOwnSizes() {
        Appearance.reset()
        let source = CaptionSource(items: [3])
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 10
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(forCellWithReuseIdentifier: "caption") {
            let cell = CaptionCell(frame: .zero)
            cell.contentView.addSubview(View(frame: CGRect(x: 0, y: 0, width: 150, height: 30)))
            return cell
        }
        keptSources.append(source)
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 150, height: 30))
        #expect(frame(collection, 1) == CGRect(x: 170, y: 0, width: 150, height: 30), "two fit; the row is justified")
        #expect(frame(collection, 2) == CGRect(x: 0, y: 40, width: 150, height: 30))
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 40, width: 150, height: 30))
    }
}
