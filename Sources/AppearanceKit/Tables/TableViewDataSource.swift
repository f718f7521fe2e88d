public import Foundation

/// The object that gives a table view its sections, rows and cells, as UIKit's
/// `UITableViewDataSource`.
///
/// The two row methods are required; the others are optional in UIKit and have defaults here
/// that do what UIKit does when an object leaves them out (one section, no titles, rows that
/// cannot be edited or moved):
///
/// ```swift
/// final class SettingsViewController: ViewController, TableViewDataSource {
///     let table = TableView(frame: .zero, style: .insetGrouped)
///     override func viewDidLoad() {
///         table.register(TableViewCell.self, forCellReuseIdentifier: "setting")
///         table.dataSource = self
///         view.addSubview(table)
///     }
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
///         cell.textLabel?.text = "Setting \(indexPath.row + 1)"
///         return cell
///     }
/// }
/// ```
///
/// Without Objective-C, a default is a witness the compiler picks once: a method of a subclass
/// counts only if the conforming class declares it too (``TableViewController`` declares every
/// one, so its subclasses `override` them as in UIKit).
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of the header of `section`, drawn in the table's style (none by default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section` (none by default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (`true` by default, as in UIKit).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved (`false` by default: UIKit allows moving only when the data
    /// source implements ``tableView(_:moveRowAt:to:)``).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index along the trailing edge (none by default).
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a title of the section index goes to (the title's index by default).
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits an insertion or deletion the user asked for (nothing by default).
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves the data of a row the user moved (nothing by default).
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The section at the title's index.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Does nothing.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
