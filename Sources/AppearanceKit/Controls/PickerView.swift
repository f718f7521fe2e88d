import Foundation

/// Spinning wheels of rows, one wheel per component, each with a selected row.
///
/// The Swift stand-in for `UIPickerView`. It has no appearance properties of its own: apps
/// style it through ``View/tintColor`` and ``View/backgroundColor``. Its rows come from a
/// ``PickerViewDataSource`` and their titles from a ``PickerViewDelegate``, as in UIKit:
///
/// ```swift
/// PickerView.appearance().backgroundColor = .secondarySystemBackground
/// let sizes = PickerView()
/// sizes.dataSource = sizesModel
/// sizes.delegate = sizesModel
/// sizes.selectRow(1, inComponent: 0, animated: false)
/// ```
@preconcurrency @MainActor
open class PickerView: View {
    /// Where the numbers of components and rows come from (held weakly).
    public weak var dataSource: (any PickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }
    /// Where the rows' titles come from (held weakly).
    public weak var delegate: (any PickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    private var selectedRows: [Int] = []

    /// A empty picker with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A empty picker from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The number of wheels, from the data source.
    public var numberOfComponents: Int {
        dataSource.map { Swift.max($0.numberOfComponents(in: self), 0) } ?? 0
    }

    /// The number of rows of one wheel, from the data source.
    public func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents, let dataSource else { return 0 }
        return Swift.max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
    }

    /// The selected row of a wheel, or -1 when it has no rows.
    public func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return component < selectedRows.count ? selectedRows[component] : 0
    }

    /// Selects a row of a wheel (there is no animation here); rows out of range are ignored.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        while selectedRows.count <= component { selectedRows.append(0) }
        selectedRows[component] = row
    }

    /// The title of a row: the delegate's attributed title's string, else its plain title.
    public func title(forRow row: Int, inComponent component: Int) -> String? {
        guard let delegate else { return nil }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        return delegate.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// Asks the data source again for every wheel's rows, keeping selections that still exist.
    public func reloadAllComponents() {
        let count = numberOfComponents
        selectedRows = (0..<count).map { component in
            let old = component < selectedRows.count ? selectedRows[component] : 0
            return Swift.min(old, Swift.max(numberOfRows(inComponent: component) - 1, 0))
        }
    }

    /// Asks the data source again for one wheel's rows.
    public func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }
}
