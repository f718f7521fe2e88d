// Headers and footers configured as iOS 14 apps configure them (see `TableViewCell+Configurations.swift`).
extension TableViewHeaderFooterView {
    /// What the header or footer shows, as UIKit's `contentConfiguration`: its view goes inside
    /// the ``contentView`` in place of the text label; `nil` brings the label back.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurations.content }
        set { configurations.setContent(newValue, in: contentView, labels: [contentTextLabel]) }
    }

    /// The background, as UIKit's `backgroundConfiguration`: drawn as the ``backgroundView``.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurations.background }
        set { backgroundView = configurations.setBackground(newValue) }
    }

    /// The list configuration of a header or footer in its table's style, without content, as
    /// UIKit's `defaultContentConfiguration()`: a grouped header in a grouped table, a plain
    /// one otherwise.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        let grouped = (superview as? TableView).map { $0.style != .plain } ?? false
        return grouped ? .groupedHeader() : .plainHeader()
    }

    /// The view showing the content configuration, if one is set.
    package var configuredContentView: View? { configurations.contentView }
}
