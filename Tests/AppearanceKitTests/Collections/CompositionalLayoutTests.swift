import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct CompositionalLayoutTests {
    func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func fractionalItemsFillRepeatedGroupsInsideTheSectionInsets() {
        Appearance.reset()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let collection = makeCollection(CaptionSource(items: [7]), layout: CollectionViewCompositionalLayout(section: section))
        // 300 points inside the insets: three 100-point items a group, less their 1-point insets.
        #expect(frame(collection, 0) == CGRect(x: 11, y: 6, width: 98, height: 98))
        #expect(frame(collection, 1) == CGRect(x: 111, y: 6, width: 98, height: 98))
        #expect(frame(collection, 2) == CGRect(x: 211, y: 6, width: 98, height: 98))
        #expect(frame(collection, 3) == CGRect(x: 11, y: 116, width: 98, height: 98), "the next group, 10 below")
        #expect(frame(collection, 6) == CGRect(x: 11, y: 226, width: 98, height: 98))
        #expect(collection.contentSize == CGSize(width: 320, height: 330))
    }

    @Test func aCountedGroupSharesItsWidthAndAbsoluteHeightsHold() {
        Appearance.reset()
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(40)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(4)
        let collection = makeCollection(
            CaptionSource(items: [5]), layout: CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 77, height: 40))
        #expect(frame(collection, 1) == CGRect(x: 81, y: 0, width: 77, height: 40))
        #expect(frame(collection, 3) == CGRect(x: 243, y: 0, width: 77, height: 40))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 50, width: 77, height: 40), "the group is 50 high")
    }

    @Test func nestedGroupsPlaceABigItemBesideAColumn() {
        Appearance.reset()
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1 / 3), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let collection = makeCollection(
            CaptionSource(items: [6]), layout: CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
            width: 300)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    @Test func estimatedHeightsComeFromTheCells() {
        Appearance.reset()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collection.register(forCellWithReuseIdentifier: "caption") {
            let cell = CaptionCell(frame: .zero)
            cell.contentView.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 80)))
            return cell
        }
        let source = CaptionSource(items: [10])
        keptSources.append(source)
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 320, height: 80), "the width holds; the height is the cell's")
        #expect(frame(collection, 1) == CGRect(x: 0, y: 82, width: 320, height: 80))
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 328)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0)) == nil, "below the view")
        // Items never shown keep their estimate.
        #expect(frame(collection, 9)?.height == 44)
    }

    @Test func aHeaderSitsAboveTheSectionInsideItsInsets() {
        Appearance.reset()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: CollectionView.elementKindSectionHeader,
                alignment: .top)
        ]
        let source = CaptionSource(items: [2, 2])
        let collection = makeCollection(source, layout: CollectionViewCompositionalLayout(section: section))
        let header = collection.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? TitleHeader)?.title.text == "Section 1")
        #expect(header?.superview === collection)
        #expect(header?.frame == CGRect(x: 16, y: 96, width: 288, height: 30))
        #expect(frame(collection, 0) == CGRect(x: 16, y: 38, width: 144, height: 50))
        #expect(frame(collection, 1, 1) == CGRect(x: 160, y: 134, width: 144, height: 50))
    }

    @Test func anOrthogonalSectionShowsItsFirstPage() {
        Appearance.reset()
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.interGroupSpacing = 10
        carousel.orthogonalScrollingBehavior = .groupPaging
        let list = NSCollectionLayoutSection(
            group: NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        let layout = CollectionViewCompositionalLayout { index, _ in index == 0 ? carousel : list }
        let collection = makeCollection(CaptionSource(items: [5, 2]), layout: layout, width: 300)
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 240, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 250, y: 0, width: 240, height: 100))
        #expect(collection.indexPathsForVisibleItems == [[0, 0], [0, 1], [1, 0], [1, 1]], "the second group peeks in")
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 100, width: 300, height: 44))
    }

    @Test func theSectionProviderKnowsTheContainerAndTraits() {
        Appearance.reset()
        var widths: [CGFloat] = []
        var styles: [UserInterfaceStyle] = []
        let layout = CollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            styles.append(environment.traitCollection.userInterfaceStyle)
            let columns = index == 0 ? 2 : 3
            let item = NSCollectionLayoutItem(layoutSize: self.size(.fractionalWidth(1), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: self.size(.fractionalWidth(1), .absolute(60)), subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        collection.overrideUserInterfaceStyle = .dark
        collection.register(CaptionCell.self, forCellWithReuseIdentifier: "caption")
        let source = CaptionSource(items: [2, 3])
        keptSources.append(source)
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(widths.first == 300)
        #expect(styles.first == .dark)
        #expect(frame(collection, 1) == CGRect(x: 150, y: 0, width: 150, height: 60))
        #expect(frame(collection, 2, 1) == CGRect(x: 200, y: 60, width: 100, height: 60))
    }
}
