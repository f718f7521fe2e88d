import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case favourites, all }

    /// A subclass giving header titles, as apps subclass UIKit's diffable data source.
    final class TitledDataSource: TableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .favourites ? "Favourites" : "Everyone"
        }
    }

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.all])
        snapshot.insertSections([.favourites], beforeSection: .all)
        snapshot.appendItems(["Ada", "Grace"], toSection: .all)
        snapshot.appendItems(["Alan"], toSection: .favourites)
        snapshot.insertItems(["Barbara"], afterItem: "Ada")
        #expect(snapshot.sectionIdentifiers == [.favourites, .all])
        #expect(snapshot.itemIdentifiers == ["Alan", "Ada", "Barbara", "Grace"])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.numberOfItems(inSection: .all) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: "Grace") == .all)
        #expect(snapshot.indexOfItem("Barbara") == 2)
        snapshot.moveItem("Grace", beforeItem: "Ada")
        #expect(snapshot.itemIdentifiers(inSection: .all) == ["Grace", "Ada", "Barbara"])
        snapshot.deleteItems(["Ada"])
        snapshot.reloadItems(["Grace"])
        #expect(snapshot.reloadedItemIdentifiers == ["Grace"])
        snapshot.deleteSections([.favourites])
        #expect(snapshot.itemIdentifiers == ["Grace", "Barbara"])
        #expect(snapshot.sectionIdentifier(containingItem: "Alan") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    func makeTable(log: @escaping (String) -> Void) -> (TableView, TitledDataSource) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "person")
        let dataSource = TitledDataSource(tableView: table) { table, indexPath, name in
            log(name)
            let cell = table.dequeueReusableCell(withIdentifier: "person", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        return (table, dataSource)
    }

    @Test func applyingASnapshotAsksOnlyForTheRowsThatChanged() {
        Appearance.reset()
        var asked: [String] = []
        let (table, dataSource) = makeTable { asked.append($0) }
        #expect(table.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["Alan"], toSection: .favourites)
        snapshot.appendItems(["Ada", "Grace"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(asked == ["Alan", "Ada", "Grace"])
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Favourites")
        let grace = table.cellForRow(at: IndexPath(row: 1, section: 1))
        asked.removeAll()
        snapshot.insertItems(["Barbara"], beforeItem: "Ada")
        snapshot.deleteItems(["Alan"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(asked == ["Barbara"], "only the new row is asked for")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1)) === grace)
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Barbara")
        #expect(dataSource.indexPath(for: "Grace") == IndexPath(row: 2, section: 1))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Barbara", "Ada", "Grace"])
        asked.removeAll()
        var reloaded = dataSource.snapshot()
        reloaded.reloadItems(["Ada"])
        dataSource.apply(reloaded)
        table.layoutIfNeeded()
        #expect(asked == ["Ada"])
    }
}
