public import Foundation

/// The background of a list's cell, header or footer: a colour, a corner radius, a stroke, or
/// a view of the app's, with the system's look for each kind, as UIKit's `UIBackgroundConfiguration`.
///
/// ```swift
/// var background = BackgroundConfiguration.listGroupedCell()
/// background.backgroundColor = .systemYellow
/// background.cornerRadius = 12
/// cell.backgroundConfiguration = background
/// ```
public struct BackgroundConfiguration {
    /// Which system look a configuration started from, for its selected state.
    enum Kind: Hashable, Sendable {
        case listCell, sidebarCell, headerFooter, clear
    }

    /// A view of the app's drawn as the background, under the colour's.
    public var customView: View?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The background colour; `nil` draws none (and the view's tint for a sidebar's selection).
    public var backgroundColor: Color?
    /// The colour of a line around the background; `nil` draws none.
    public var strokeColor: Color?
    /// The width of the line around the background.
    public var strokeWidth: CGFloat = 0
    /// How far the line is drawn outside the background.
    public var strokeOutset: CGFloat = 0
    /// An image drawn as the background.
    public var image: Image?

    let kind: Kind

    init(kind: Kind, color: Color?) {
        self.kind = kind
        backgroundColor = color
    }

    /// A cell of a plain list: the system background.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(kind: .listCell, color: .systemBackground) }
    /// A cell of a grouped list: the grouped cell background.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(kind: .listCell, color: .secondarySystemGroupedBackground)
    }
    /// A cell of a sidebar: clear until selected.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(kind: .sidebarCell, color: nil) }
    /// A cell of a sidebar beside another column.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration { listSidebarCell() }
    /// A header or footer of a plain list: the system background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(kind: .headerFooter, color: .systemBackground)
    }
    /// A header or footer of a grouped list: clear.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(kind: .headerFooter, color: nil) }
    /// A cell in the list's style (a plain one here, where the list is not known).
    public static func listCell() -> BackgroundConfiguration { listPlainCell() }
    /// A header in the list's style (a plain one here).
    public static func listHeader() -> BackgroundConfiguration { listPlainHeaderFooter() }
    /// A footer in the list's style (a plain one here).
    public static func listFooter() -> BackgroundConfiguration { listPlainHeaderFooter() }
    /// No background.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(kind: .clear, color: .clear) }

    /// This configuration as it looks in `state`: a selected or highlighted list cell takes the
    /// system's selection grey, a sidebar cell the tint colour's place (`nil` here: the view's tint).
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        guard let cell = state as? CellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var updated = self
        switch kind {
        case .listCell: updated.backgroundColor = .systemGray4
        case .sidebarCell, .headerFooter, .clear: break
        }
        return updated
    }

    /// The colour drawn, for a view whose tint colour is `tintColor`.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        backgroundColor ?? (kind == .sidebarCell ? tintColor : .clear)
    }
}
