import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// The font a `<fontDescription>` means, or `nil` (with a warning) when it cannot be read.
    ///
    /// `type="system"` (with `weight`), `boldSystem` and `italicSystem` at `pointSize`; a text
    /// style (`style="UICTFontTextStyleBody"`) is the kit's preferred font for it, which scales
    /// with the content size of the traits it is drawn in; `name="Avenir-Book"` is that font at
    /// `pointSize` (a name the kit does not know is the system font of the same size, with a
    /// warning).
    func font(_ element: Element) -> Font? {
        if let styleName = element["style"] {
            guard let style = Self.textStyles[styleName] else {
                warn("text style \(styleName) is not one UIKit has; the body style is used", at: element)
                return Font.preferredFont(forTextStyle: .body)
            }
            return Font.preferredFont(forTextStyle: style)
        }
        let size = CGFloat(max(element.number("pointSize") ?? 17, 1))
        switch element["type"] {
        case "system":
            guard let name = element["weight"] else { return Font.systemFont(ofSize: size) }
            guard let weight = Self.weights[name] else {
                warn("font weight \(name) is not one UIKit has; regular is used", at: element)
                return Font.systemFont(ofSize: size)
            }
            return Font.systemFont(ofSize: size, weight: weight)
        case "boldSystem": return Font.boldSystemFont(ofSize: size)
        case "italicSystem": return Font.italicSystemFont(ofSize: size)
        case let type?:
            warn("font type \(type) is not one the loader reads; the system font is used", at: element)
            return Font.systemFont(ofSize: size)
        case nil:
            guard let name = element["name"] else { return Font.systemFont(ofSize: size) }
            if let font = Font(name: name, size: size) { return font }
            warn("font \(name) is not one the kit knows; the system font of the same size stands in", at: element)
            return Font.systemFont(ofSize: size)
        }
    }

    /// IB's names for Dynamic Type styles.
    static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline,
        "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleBody": .body, "UICTFontTextStyleCallout": .callout,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]

    /// IB's names for system font weights.
    static let weights: [String: Font.Weight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
}
