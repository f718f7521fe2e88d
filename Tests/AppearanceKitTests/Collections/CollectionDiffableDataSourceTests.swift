import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct CollectionDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case featured, all }

    @Test func applyingASnapshotAsksOnlyForTheItemsThatChanged() throws {
        Appearance.reset()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        grid.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        var asked: [String] = []
        let dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: grid) { grid, indexPath, name in
            asked.append(name)
            let cell = grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.accessibilityIdentifier = name
            return cell
        }
        var headers: [Int] = []
        dataSource.supplementaryViewProvider = { grid, kind, indexPath in
            headers.append(indexPath.section)
            return grid.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        #expect(grid.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(["sunset"], toSection: .featured)
        snapshot.appendItems(["beach", "forest"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        #expect(asked == ["sunset", "beach", "forest"])
        #expect(Set(headers) == [0, 1])
        let forest = grid.cellForItem(at: IndexPath(item: 1, section: 1))
        asked.removeAll()
        snapshot.insertItems(["lake"], beforeItem: "beach")
        dataSource.apply(snapshot)
        grid.layoutIfNeeded()
        #expect(asked == ["lake"], "only the new item is asked for")
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 1)) === forest)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "lake")
        #expect(dataSource.indexPath(for: "forest") == IndexPath(item: 2, section: 1))
        #expect(dataSource.sectionIdentifier(for: 0) == .featured)
    }

    @Test func tabBarItemsHaveTagsAndViewsHaveDirectionalMargins() {
        let item = TabBarItem(title: "Inbox", image: nil, tag: 3)
        #expect(item.tag == 3)
        let card = View()
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(card.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(card.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
}
