import AppearanceRender
import Foundation
import Testing

/// A cell with a caption label, as apps write one.
@MainActor
private final class CaptionCell: CollectionViewCell {
    let caption = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private final class Captions: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "caption", for: indexPath)
        (cell as? CaptionCell)?.caption.text = "Photo \(indexPath.item)"
        return cell
    }
}

/// The renderer draws the cells a collection view with a data source made, where its content
/// offset puts them (#45).
@MainActor
@Suite struct CollectionRenderTests {
    @Test func theCellsInViewAreDrawnWithTheirLabels() {
        Appearance.reset()
        let source = Captions()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = CollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
        collection.dataSource = source
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.screenTraits.userInterfaceStyle = .light
        window.addSubview(collection)
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(">Photo 0</text>"))
        #expect(svg.contains(">Photo 8</text>"), "three rows of three are in view")
        #expect(!svg.contains(">Photo 12</text>"), "rows below the view have no cells")
        collection.contentOffset = CGPoint(x: 0, y: 330)
        let scrolled = SVGRenderer().render(window)
        #expect(scrolled.contains(">Photo 9</text>"))
        #expect(!scrolled.contains(">Photo 0</text>"))
        #expect(scrolled.contains(">Photo 17</text>"), "rows four to six are in view")
        #expect(!scrolled.contains(">Photo 18</text>"))
        withExtendedLifetime(source) {}  // the collection view holds its data source weakly
    }
}
