/// The state a configuration is updated for, as UIKit's `UIConfigurationState`.
public protocol ConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: TraitCollection { get set }
}

/// The state of a view being configured, as UIKit's `UIViewConfigurationState`.
public struct ViewConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The traits of the view.
    public var traitCollection: TraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false

    /// A state in `traitCollection`, neither disabled, highlighted, selected nor focused.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// The state of a cell being configured, as UIKit's `UICellConfigurationState`.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The traits of the cell.
    public var traitCollection: TraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus.
    public var isFocused = false
    /// Whether the cell's table is in editing mode.
    public var isEditing = false
    /// Whether the cell is swiped to show its actions.
    public var isSwiped = false
    /// Whether the cell is expanded (an outline's).
    public var isExpanded = false

    /// A state in `traitCollection`, with every flag off.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}
