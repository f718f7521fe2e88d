import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct DataSourceCollectionTests {
    /// A flow layout of full-width 100-point rows, nothing between them.
    func rows() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        return layout
    }

    @Test func onlyTheItemsInViewHaveCellsOfTheRegisteredClass() throws {
        Appearance.reset()
        let source = CaptionSource(items: [20])
        let collection = makeCollection(source, layout: rows(), height: 300)
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 20)
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 0.0", "cell 0.1", "cell 0.2"])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CaptionCell)
        #expect(cell.reuseIdentifier == "caption")
        #expect(cell.caption.text == "Item 0.1")
        #expect(cell.caption.superview === cell.contentView, "the subclass's own init(frame:) ran")
        #expect(cell.superview === collection)
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 320, height: 100))
        #expect(collection.indexPath(for: cell) == IndexPath(item: 1, section: 0))
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "item 3 is below the view")
        #expect(collection.contentSize == CGSize(width: 320, height: 2000))
    }

    @Test func scrollingReusesTheCellsThatLeaveTheView() {
        Appearance.reset()
        let source = CaptionSource(items: [20])
        let collection = makeCollection(source, layout: rows(), height: 300)
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        source.log.removeAll()
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
        #expect(
            source.log == [
                "didScroll", "cell 0.3", "cell 0.4", "didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.3",
                "willDisplay 0.4",
            ])
        #expect(first?.superview == nil, "a cell out of view leaves the collection view")
        source.log.removeAll()
        collection.contentOffset = CGPoint(x: 0, y: 500)
        collection.layoutIfNeeded()
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 0.5", "cell 0.6", "cell 0.7"])
        let reused = collection.visibleCells.compactMap { $0 as? CaptionCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 2, "the two cells that left before are handed out again")
        #expect(reused.contains { $0 === first })
        #expect(first?.superview === collection)
        #expect((first as? CaptionCell)?.caption.text?.hasPrefix("Item 0.") == true)
    }

    @Test func headersAndFootersComeFromTheDataSource() throws {
        Appearance.reset()
        let layout = rows()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let source = CaptionSource(items: [1, 1])
        let collection = makeCollection(source, layout: layout)
        let header = try #require(
            collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
                as? TitleHeader)
        #expect(header.title.text == "Section 1")
        #expect(header.reuseIdentifier == "title")
        #expect(header.frame == CGRect(x: 0, y: 140, width: 320, height: 40))
        #expect(collection.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).count == 2)
        #expect(collection.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionFooter).isEmpty)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 180)
    }

    @Test func insertingAndDeletingItemsKeepsTheCellsOfTheItemsThatStay() {
        Appearance.reset()
        let source = CaptionSource(items: [3])
        let collection = makeCollection(source, layout: rows())
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        let third = collection.cellForItem(at: IndexPath(item: 2, section: 0))
        source.items = [3]
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        source.log.removeAll()
        source.items = [3, 2]
        collection.insertSections([1])
        collection.layoutIfNeeded()
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 1.0"], "only the new item in view is asked for")
        collection.reloadItems(at: [IndexPath(item: 0, section: 0)])
        collection.layoutIfNeeded()
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 1.0", "cell 0.0"])
        source.items = [3]
        collection.deleteSections([1])
        #expect(collection.numberOfSections == 1)
    }

    @Test func anUpdateTheCountsDoNotMatchStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let source = CaptionSource(items: [3])
                let collection = makeCollection(source, layout: CollectionViewFlowLayout())
                source.items = [5]
                collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
    }

    @Test func theUserSelectsThroughTheDelegateAndTheAppWithoutIt() {
        Appearance.reset()
        let source = CaptionSource(items: [5])
        source.refused = [IndexPath(item: 4, section: 0)]
        let collection = makeCollection(source, layout: CollectionViewFlowLayout())
        source.log.removeAll()
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(source.log.isEmpty)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collection.tapItem(at: IndexPath(item: 3, section: 0)))
        #expect(source.log == ["shouldSelect 3", "didDeselect 1", "didSelect 3"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        source.log.removeAll()
        #expect(!collection.tapItem(at: IndexPath(item: 4, section: 0)))
        #expect(source.log == ["shouldSelect 4"])
        collection.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
    }

    @Test func scrollingToAnItemBringsItIntoView() {
        Appearance.reset()
        let source = CaptionSource(items: [20])
        let collection = makeCollection(source, layout: rows(), height: 300)
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == 1000)
        #expect(collection.indexPathsForVisibleItems.map(\.item) == [10, 11, 12])
        collection.scrollToItem(at: IndexPath(item: 19, section: 0), at: .centeredVertically, animated: false)
        #expect(collection.contentOffset.y == 1700, "clamped to the end of the content")
    }

    @Test func cellsTheCollectionViewMakesAreStyledByTheProxies() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance(whenContainedInInstancesOf: [CaptionCell.self]).textColor = .systemPurple
        CollectionReusableView.appearance().backgroundColor = .systemGray
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        collection.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
        let source = CaptionSource(items: [3])
        keptSources.append(source)
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CaptionCell)
        #expect(cell.caption.textColor == .systemPurple)
        #expect(cell.backgroundColor == .systemGray)
        #expect(collection.visibleCells.count == 3)
    }

    @Test func readyCellsStillFlowWithoutADataSource() {
        Appearance.reset()
        let grid = CollectionView()
        let cells = (0..<3).map { _ in CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50)) }
        for cell in cells { grid.addItem(cell) }
        grid.frame = CGRect(x: 0, y: 0, width: 220, height: 200)
        grid.layoutIfNeeded()
        #expect(cells.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 108, y: 0), CGPoint(x: 0, y: 58)])
        #expect(grid.numberOfItems == 3)
        #expect(grid.visibleCells.count == 3)
    }
}
