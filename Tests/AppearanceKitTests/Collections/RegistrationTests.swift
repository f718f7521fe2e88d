import AppearanceKit
import Foundation
import Testing

/// A data source that dequeues through registrations, as iOS 14 apps write one.
@MainActor
private final class RegisteredSource: CollectionViewDataSource {
    let titles = ["Beach", "Harbour", "Dunes"]
    var configured: [String] = []
    lazy var cells = CollectionView.CellRegistration<CaptionCell, String> { [unowned self] cell, indexPath, title in
        cell.caption.text = title
        configured.append("\(indexPath.item) \(title)")
    }
    let header = CollectionView.SupplementaryRegistration<TitleHeader>(elementKind: CollectionView.elementKindSectionHeader) {
        view, kind, indexPath in
        view.title.text = "Album \(indexPath.section)"
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: titles[indexPath.item])
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
}

@MainActor
@Suite struct RegistrationTests {
    @Test func registrationsMakeAndConfigureCellsAndHeaders() throws {
        Appearance.reset()
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let source = RegisteredSource()
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(source.configured == ["0 Beach", "1 Harbour", "2 Dunes"])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? CaptionCell)
        #expect(cell.caption.text == "Harbour")
        let header = collection.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? TitleHeader)?.title.text == "Album 0")
        source.configured.removeAll()
        collection.reloadData()
        collection.layoutIfNeeded()
        #expect(source.configured.count == 3)
        #expect((collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? CaptionCell)?.reuses == 1, "the cells are reused")
    }
}
