// Cells configured as iOS 14 apps configure them: a content configuration (usually the cell's
// default list configuration with the row's text) and a background configuration, updated
// each time the cell's state changes.
extension TableViewCell {
    /// What the cell shows, as UIKit's `contentConfiguration`: its view goes inside the
    /// ``contentView`` in place of the text labels; `nil` brings the labels back.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurations.content }
        set { configurations.setContent(newValue, in: contentView, labels: textLabels) }
    }

    /// The cell's background, as UIKit's `backgroundConfiguration`: drawn as the cell's
    /// ``backgroundView`` while set.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurations.background }
        set { backgroundView = configurations.setBackground(newValue) }
    }

    /// The list configuration of the cell's style, without content, as UIKit's
    /// `defaultContentConfiguration()`: a subtitle cell's stacks its texts, a value cell's sets
    /// them side by side.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's state: its traits, selection, highlight and whether its table is editing.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = (superview as? TableView)?.isEditing ?? false
        return state
    }

    /// Updates the configurations for the current state now (``updateConfiguration(using:)``).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// The view showing the content configuration, if one is set.
    package var configuredContentView: View? { configurations.contentView }

    /// The cell's own text labels, which leave the content view while a configuration shows.
    private var textLabels: [View] {
        cellStyle == .default ? [contentTextLabel] : [contentTextLabel, contentDetailTextLabel]
    }
}
