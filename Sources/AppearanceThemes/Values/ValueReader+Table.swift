internal import AppearanceKit
internal import Foundation

extension ValueReader {
    /// The parsers of the value types theme files can write, by type identity.
    static let parsers: [ObjectIdentifier: Parser] = [
        ObjectIdentifier(Double.self): { reader, node in reader.double(node) },
        // UIKit's geometry and opacity are CGFloat and Float; a theme writes them as any number.
        ObjectIdentifier(CGFloat.self): { reader, node in reader.double(node).map { CGFloat($0) } },
        ObjectIdentifier(Float.self): { reader, node in reader.double(node).map { Float($0) } },
        ObjectIdentifier(Int.self): { reader, node in reader.int(node) },
        ObjectIdentifier(Bool.self): { reader, node in reader.bool(node) },
        ObjectIdentifier(String.self): { reader, node in reader.string(node) },
        ObjectIdentifier(Color.self): { reader, node in reader.color(node) },
        // Layer colours (`layer.borderColor`, `borderColor`) are written as any colour.
        ObjectIdentifier(CGColor.self): { reader, node in reader.color(node).map(CGColor.init) },
        ObjectIdentifier(Font.self): { reader, node in reader.font(node) },
        ObjectIdentifier(Image.self): { reader, node in reader.image(node) },
        ObjectIdentifier(EdgeInsets.self): { reader, node in reader.edgeInsets(node) },
        ObjectIdentifier(CGSize.self): { reader, node in reader.size(node) },
        ObjectIdentifier(CGPoint.self): { reader, node in reader.point(node) },
        ObjectIdentifier(Offset.self): { reader, node in reader.offset(node) },
        ObjectIdentifier([NSAttributedString.Key: Any].self): { reader, node in reader.textAttributes(node) },
        ObjectIdentifier(NSAttributedString.self): { reader, node in reader.attributedString(node) },
        ObjectIdentifier(NavigationBarAppearance.self): { reader, node in reader.navigationBarAppearance(node) },
        ObjectIdentifier(ToolbarAppearance.self): { reader, node in reader.toolbarAppearance(node) },
        ObjectIdentifier(TabBarAppearance.self): { reader, node in reader.tabBarAppearance(node) },
    ]

    /// What values of those types look like, for messages.
    static let expectations: [ObjectIdentifier: String] = [
        ObjectIdentifier(Double.self): "a number",
        ObjectIdentifier(CGFloat.self): "a number",
        ObjectIdentifier(Float.self): "a number",
        ObjectIdentifier(Int.self): "a whole number",
        ObjectIdentifier(Bool.self): "true or false",
        ObjectIdentifier(String.self): "text",
        ObjectIdentifier(Color.self): colorExpectation,
        ObjectIdentifier(CGColor.self): colorExpectation,
        ObjectIdentifier(Font.self): fontExpectation,
        ObjectIdentifier(Image.self): "an image name, or a mapping such as {name: chevron, renderingMode: alwaysTemplate}",
        ObjectIdentifier(EdgeInsets.self): insetsExpectation,
        ObjectIdentifier(CGSize.self): "a size: [width, height] or {width: 44, height: 44}",
        ObjectIdentifier(CGPoint.self): "a point: [x, y] or {x: 0, y: 0}",
        ObjectIdentifier(Offset.self): "an offset: [horizontal, vertical] or {horizontal: 0, vertical: -2}",
        ObjectIdentifier([NSAttributedString.Key: Any].self): textAttributesExpectation,
        ObjectIdentifier(NSAttributedString.self): attributedStringExpectation,
        ObjectIdentifier(NavigationBarAppearance.self): navigationBarAppearanceExpectation,
        ObjectIdentifier(ToolbarAppearance.self): toolbarAppearanceExpectation,
        ObjectIdentifier(TabBarAppearance.self): tabBarAppearanceExpectation,
    ]

    static let colorExpectation = "a colour like \"#1E90FF\", rgba(30, 144, 255, 1) or a system colour name"
    static let fontExpectation =
        "a font: a text style such as body, a size such as 17, or a mapping such as {size: 17, weight: semibold}"
    static let insetsExpectation =
        "edge insets: [top, left, bottom, right], [vertical, horizontal], one number for every edge, "
        + "or {top: 8, left: 12, bottom: 8, right: 12}"
}
