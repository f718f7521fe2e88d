#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A collection grid with a compositional layout, after the shape of huangboju/Moots
// (Examples/DiffableDataSource/ImplementingModernCollectionViews, Apple's "Implementing Modern
// Collection Views" sample with its grid and orthogonal sections): a
// UICollectionViewController whose layout's section provider gives a horizontally scrolling
// row of featured cards and then a two-column grid, each section with a header, cells
// registered by class and dequeued in the data source.

final class PortGridCell: UICollectionViewCell {
    static let reuseIdentifier = "PortGridCell"
    let imageView = UIImageView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .cardBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true

        imageView.tintColor = .brandTint
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 2

        for subview in [imageView, titleLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            imageView.bottomAnchor.constraint(equalTo: titleLabel.topAnchor, constant: -8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        imageView.image = nil
    }
}

final class PortGridHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "PortGridHeaderView"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PortGridViewController: UICollectionViewController {
    private let sections: [(title: String, items: [(title: String, symbol: String)])] = [
        ("Featured", [("Morning Walk", "sun.max"), ("City Lights", "moon.fill"), ("Harbour", "location")]),
        (
            "Albums",
            [
                ("Holidays", "paperplane"), ("Family", "house"), ("Garden", "camera"), ("Concerts", "mic"),
                ("Pets", "heart"), ("Food", "cart"),
            ]
        ),
    ]

    init() {
        super.init(collectionViewLayout: PortGridViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section: NSCollectionLayoutSection
            if sectionIndex == 0 {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(160)),
                    subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
            } else {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(140)),
                    subitems: [item])
                section = NSCollectionLayoutSection(group: group)
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PortGridCell.self, forCellWithReuseIdentifier: PortGridCell.reuseIdentifier)
        collectionView.register(
            PortGridHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: PortGridHeaderView.reuseIdentifier)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PortGridCell.reuseIdentifier, for: indexPath)
                as? PortGridCell
        else { fatalError("PortGridCell is registered in viewDidLoad") }
        let item = sections[indexPath.section].items[indexPath.item]
        cell.titleLabel.text = item.title
        cell.imageView.image = UIImage(systemName: item.symbol)
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: PortGridHeaderView.reuseIdentifier, for: indexPath) as? PortGridHeaderView
        else { fatalError("PortGridHeaderView is registered in viewDidLoad") }
        header.label.text = sections[indexPath.section].title
        return header
    }
}
