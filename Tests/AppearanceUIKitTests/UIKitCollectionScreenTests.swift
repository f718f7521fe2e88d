import AppearanceUIKit
import Foundation
import Testing

// A photo grid as UIKit apps write it (the shape of a `UICollectionViewController` subclass with
// a compositional layout, a registered cell class and section headers), and a tag cloud with a
// flow layout sized by its delegate, compiled with UIKit's names only: the file would compile
// unchanged against UIKit with `import UIKit`.

private struct Album {
    let title: String
    let photos: [String]
}

private final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
        contentView.layer.cornerRadius = 8
        contentView.clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

private final class AlbumHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "AlbumHeaderView"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class PhotosViewController: UICollectionViewController {
    private let albums = [
        Album(title: "Holidays", photos: ["Beach", "Harbour", "Dunes", "Pier"]),
        Album(title: "Family", photos: ["Garden", "Kitchen"]),
    ]
    private(set) var opened: String?

    init() {
        super.init(collectionViewLayout: PhotosViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 16, trailing: 8)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(
            AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: AlbumHeaderView.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        albums[section].photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
                as? PhotoCell
        else { fatalError("unexpected cell") }
        cell.titleLabel.text = albums[indexPath.section].photos[indexPath.item]
        cell.imageView.image = UIImage(systemName: "photo")
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: AlbumHeaderView.reuseIdentifier, for: indexPath)
        (view as? AlbumHeaderView)?.label.text = albums[indexPath.section].title
        return view
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        opened = albums[indexPath.section].photos[indexPath.item]
    }
}

private final class TagsViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let tags = ["swift", "ui", "layout", "linux"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            layout.minimumInteritemSpacing = 4
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        tags.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: CGFloat(tags[indexPath.item].count) * 10 + 20, height: 32)
    }
}

@MainActor
@Suite struct UIKitCollectionScreenTests {
    @Test func aCollectionViewControllerWrittenWithUIKitsNamesShowsAPhotoGrid() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        UILabel.appearance(whenContainedInInstancesOf: [UICollectionViewCell.self]).textColor = .systemIndigo
        let photos = PhotosViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: photos)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cells = photos.collectionView.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(cells.map { $0.titleLabel.text } == ["Beach", "Harbour", "Dunes", "Pier", "Garden", "Kitchen"])
        #expect(cells.allSatisfy { $0.titleLabel.textColor == .systemIndigo })
        // 374 points inside the section's insets: three 124.67-point columns, less 2 on each side.
        let first = try #require(photos.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(first.frame.width - (374.0 / 3 - 4)) < 0.001)
        #expect(first.frame.minX == 10)
        #expect(first.frame.minY == 46, "below the 44-point header")
        let header = photos.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header as? AlbumHeaderView)?.label.text == "Family")
        photos.collectionView.tapItem(at: IndexPath(item: 1, section: 1))
        #expect(photos.opened == "Kitchen")
        #expect(photos.collectionView.indexPathsForSelectedItems == nil, "the controller deselected it")
    }

    @Test func aFlowLayoutDelegateSubclassSizesItsItems() throws {
        Appearance.reset()
        let tags = TagsViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tags
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let attributes = try #require(tags.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(attributes.size == CGSize(width: 80, height: 32))
        #expect(tags.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 8, y: 8))
        #expect(tags.collectionView.visibleCells.count == 4)
    }
}
