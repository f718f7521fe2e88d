public import Foundation

/// The content of a list's cell, header or footer: an image, a text and a secondary text, with
/// the system's styling for each kind, as UIKit's `UIListContentConfiguration`.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// content.image = Image(systemName: "wifi")
/// content.textProperties.color = .systemBlue
/// cell.contentConfiguration = content
/// ```
///
/// Its fonts and colours are set on the labels it shows, so they win over appearance proxies,
/// as in UIKit.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// The image, at the leading edge.
    public var image: Image?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The main text.
    public var text: String?
    /// The main text with attributes (its string is shown, in ``textProperties``).
    public var attributedText: NSAttributedString?
    /// How the main text is drawn.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes (its string is shown).
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The space around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts sit side by side (a value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between stacked texts.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least space between side-by-side texts.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    /// A configuration with texts in `text` and `secondary` styles and `margins`.
    init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// The margins of a cell's content.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A cell: body text.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(
            text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
            margins: cellMargins)
    }

    /// A cell with a subtitle: body text over secondary subheadline text.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(
            text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
            margins: cellMargins)
    }

    /// A cell with a value: body text, with the secondary text at the trailing edge.
    public static func valueCell() -> ListContentConfiguration {
        ListContentConfiguration(
            text: TextProperties(style: .body, color: .label), secondary: TextProperties(style: .body, color: .secondaryLabel),
            margins: cellMargins, sideBySide: true)
    }

    /// A cell of a sidebar.
    public static func sidebarCell() -> ListContentConfiguration { cell() }

    /// A cell of a sidebar beside another column.
    public static func accompaniedSidebarCell() -> ListContentConfiguration { cell() }

    /// A sidebar's subtitle cell.
    public static func sidebarSubtitleCell() -> ListContentConfiguration { subtitleCell() }

    /// A header of a plain list: bold text.
    public static func plainHeader() -> ListContentConfiguration {
        ListContentConfiguration(
            text: TextProperties(style: .headline, color: .label), secondary: TextProperties(style: .subheadline, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A footer of a plain list.
    public static func plainFooter() -> ListContentConfiguration { footnote(top: 6, bottom: 6) }

    /// A header of a grouped list: small secondary text above the section.
    public static func groupedHeader() -> ListContentConfiguration { footnote(top: 17, bottom: 6) }

    /// A footer of a grouped list: small secondary text below the section.
    public static func groupedFooter() -> ListContentConfiguration { footnote(top: 6, bottom: 17) }

    /// Footnote texts in the secondary colour, with `top` and `bottom` margins.
    private static func footnote(top: CGFloat, bottom: CGFloat) -> ListContentConfiguration {
        ListContentConfiguration(
            text: TextProperties(style: .footnote, color: .secondaryLabel),
            secondary: TextProperties(style: .footnote, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: top, leading: 16, bottom: bottom, trailing: 16))
    }

    /// A prominent header of an inset grouped list: bold title text.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        var header = groupedHeader()
        header.textProperties = TextProperties(style: .title3, color: .label, bold: true)
        return header
    }

    /// An extra prominent header of an inset grouped list: bold larger title text.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        var header = groupedHeader()
        header.textProperties = TextProperties(style: .title2, color: .label, bold: true)
        return header
    }

    /// A header in the list's style (a plain one here, where the list is not known).
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A footer in the list's style (a plain one here).
    public static func footer() -> ListContentConfiguration { plainFooter() }

    /// A content view showing this configuration.
    @MainActor public func makeContentView() -> any View & ContentView {
        ListContentView(configuration: self)
    }

    /// This configuration: its look does not change with the state here.
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }

    /// The main text as shown: the attributed text's string, else the text, transformed.
    var shownText: String? { textProperties.transform.apply(to: attributedText?.string ?? text) }
    /// The secondary text as shown.
    var shownSecondaryText: String? { secondaryTextProperties.transform.apply(to: secondaryAttributedText?.string ?? secondaryText) }
}
