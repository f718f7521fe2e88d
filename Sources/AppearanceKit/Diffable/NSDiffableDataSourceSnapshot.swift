/// The sections and items a list shows, by identifier, as UIKit's `NSDiffableDataSourceSnapshot`:
/// an app builds one and applies it to a ``TableViewDiffableDataSource`` (or a collection
/// view's), which works out the rows to insert, delete and reload.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.favourites, .all])
/// snapshot.appendItems(favourites.map(\.id), toSection: .favourites)
/// snapshot.appendItems(everyone.map(\.id), toSection: .all)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Identifiers are unique across the snapshot; adding one twice, or naming a section or item
/// that is not in it, stops the program naming it, as UIKit raises.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    /// The sections, in order, with their items.
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// The section of each item.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]

    /// The items reloaded since the snapshot was made (their cells are asked for again).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items reconfigured since the snapshot was made (their cells are updated in place).
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections reloaded since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: - Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in `identifier`.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[sectionIndex(identifier, in: #function)].items.count
    }

    /// The items of `identifier`, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[sectionIndex(identifier, in: #function)].items
    }

    /// The section holding `identifier`, or `nil` when it is not in the snapshot.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The position of `identifier` among every item, or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    /// The position of the section `identifier`, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: - Sections

    /// Adds `identifiers` as sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds `identifiers` as sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: sectionIndex(toIdentifier, in: #function))
    }

    /// Adds `identifiers` as sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: sectionIndex(toIdentifier, in: #function) + 1)
    }

    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            let index = sectionIndex(identifier, in: #function)
            for item in sections[index].items { sectionOfItem[item] = nil }
            sections.remove(at: index)
        }
    }

    /// Moves the section `identifier` before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        let section = sections.remove(at: sectionIndex(identifier, in: #function))
        sections.insert(section, at: sectionIndex(toIdentifier, in: #function))
    }

    /// Moves the section `identifier` after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        let section = sections.remove(at: sectionIndex(identifier, in: #function))
        sections.insert(section, at: sectionIndex(toIdentifier, in: #function) + 1)
    }

    /// Marks the sections `identifiers` for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier, in: #function) }
        reloadedSectionIdentifiers += identifiers
    }

    // MARK: - Items

    /// Adds `identifiers` at the end of `sectionIdentifier`, or of the last section when it is
    /// `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let index = sectionIdentifier.map({ sectionIndex($0, in: #function) }) ?? sections.indices.last else {
            preconditionFailure(
                "NSDiffableDataSourceSnapshot.appendItems: there are no sections to append items to; append a section first")
        }
        insertItems(identifiers, inSection: index, at: sections[index].items.count)
    }

    /// Adds `identifiers` before the item `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (section, row) = position(of: beforeIdentifier, in: #function)
        insertItems(identifiers, inSection: section, at: row)
    }

    /// Adds `identifiers` after the item `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (section, row) = position(of: afterIdentifier, in: #function)
        insertItems(identifiers, inSection: section, at: row + 1)
    }

    /// Removes the items `identifiers`.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            let (section, row) = position(of: identifier, in: #function)
            sections[section].items.remove(at: row)
            sectionOfItem[identifier] = nil
        }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
        sectionOfItem.removeAll()
    }

    /// Moves the item `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves the item `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks `identifiers` for reloading: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = position(of: identifier, in: #function) }
        reloadedItemIdentifiers += identifiers
    }

    /// Marks `identifiers` for reconfiguring: their cells are given the item again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = position(of: identifier, in: #function) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: - Positions

    /// The section and row of every item, for the data source's index paths.
    func position(of identifier: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
            let row = sections[sectionIndex].items.firstIndex(of: identifier)
        else { return nil }
        return (sectionIndex, row)
    }

    /// The item at `row` of the section at `section`, or `nil` when out of range.
    func item(atSection section: Int, row: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), sections[section].items.indices.contains(row) else { return nil }
        return sections[section].items[row]
    }

    /// The number of items of the section at `index` (0 when out of range).
    func numberOfItems(atSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        for (offset, identifier) in identifiers.enumerated() {
            precondition(
                indexOfSection(identifier) == nil,
                "NSDiffableDataSourceSnapshot: section identifier \(identifier) is already in the snapshot; identifiers must be unique")
            sections.insert((identifier, []), at: index + offset)
        }
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], inSection section: Int, at row: Int) {
        for (offset, identifier) in identifiers.enumerated() {
            precondition(
                sectionOfItem[identifier] == nil,
                "NSDiffableDataSourceSnapshot: item identifier \(identifier) is already in the snapshot; identifiers must be unique")
            sections[section].items.insert(identifier, at: row + offset)
            sectionOfItem[identifier] = sections[section].identifier
        }
    }

    private func sectionIndex(_ identifier: SectionIdentifierType, in function: String) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(function): section identifier \(identifier) is not in the snapshot")
        }
        return index
    }

    private func position(of identifier: ItemIdentifierType, in function: String) -> (section: Int, row: Int) {
        guard let position = position(of: identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(function): item identifier \(identifier) is not in the snapshot")
        }
        return position
    }
}
