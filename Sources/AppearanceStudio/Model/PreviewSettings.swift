public import AppearanceKit
public import AppearancePreview

/// What the page asks to see: a theme, a screen, a device size and the traits to show it with.
///
/// It is read from the query of `/api/preview` and `/api/inspect`
/// (`?theme=ocean&style=dark&contrast=high&sizeClass=regular&category=extraLarge&size=430x932`);
/// every parameter is optional, and an unknown value is a bad request that names the values
/// there are (an unknown screen or theme is not found, with the names there are).
public struct PreviewSettings: Sendable, Equatable {
    /// The theme's id in the studio (`ocean`, `file1`), or `nil` for the studio's first theme.
    public var themeID: String?
    /// The screen's name in the studio's catalog, or `nil` for its first screen.
    public var screen: String?
    /// Light or dark, or `nil` for the theme's own (dark for a theme named "…dark…").
    public var style: UserInterfaceStyle?
    /// The accessibility contrast.
    public var contrast: AccessibilityContrast = .normal
    /// The horizontal size class.
    public var sizeClass: UserInterfaceSizeClass = .compact
    /// The preferred content size category (Dynamic Type).
    public var category: ContentSizeCategory = .large
    /// The device size in points.
    public var size: CGSize = CGSize(width: 390, height: 844)

    /// The device sizes the page offers, by name.
    public static let devices: [(name: String, size: CGSize)] = [
        ("iPhone", CGSize(width: 390, height: 844)),
        ("iPhone SE", CGSize(width: 375, height: 667)),
        ("iPhone Pro Max", CGSize(width: 430, height: 932)),
        ("iPad mini", CGSize(width: 744, height: 1133)),
    ]

    /// Default settings.
    public init() {}

    /// Settings from query parameters; missing ones keep their defaults.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/badRequest``)
    ///   naming the parameter and the values it takes.
    public init(query: [String: String]) throws(ToolError) {
        themeID = query["theme"].flatMap { $0.isEmpty ? nil : $0 }
        screen = query["screen"].flatMap { $0.isEmpty ? nil : $0 }
        if let text = query["style"], text != "auto", !text.isEmpty {
            style = try Self.parse(text, "style", UserInterfaceStyle.self, allowed: [.light, .dark])
        }
        if let text = query["contrast"] {
            contrast = try Self.parse(text, "contrast", AccessibilityContrast.self, allowed: [.normal, .high])
        }
        if let text = query["sizeClass"] {
            sizeClass = try Self.parse(text, "sizeClass", UserInterfaceSizeClass.self, allowed: [.compact, .regular])
        }
        if let text = query["category"] {
            category = try Self.parse(
                text, "category", ContentSizeCategory.self, allowed: ContentSizeCategory.allCases.filter { $0 != .unspecified })
        }
        if let text = query["size"] { size = try Self.parseSize(text) }
    }

    /// The screen traits the window gets: the window's own, with these settings.
    func traits(from base: TraitCollection, style: UserInterfaceStyle) -> TraitCollection {
        var traits = base
        traits.userInterfaceStyle = style
        traits.accessibilityContrast = contrast
        traits.horizontalSizeClass = sizeClass
        traits.preferredContentSizeCategory = category
        return traits
    }

    private static func parse<Value: RawRepresentable & CaseIterable>(
        _ text: String, _ name: String, _ type: Value.Type, allowed: [Value]? = nil
    ) throws(ToolError) -> Value where Value.RawValue == String, Value: Equatable {
        let choices = allowed ?? Array(Value.allCases)
        guard let value = Value(rawValue: text), choices.contains(value) else {
            throw ToolError(
                .badRequest, "unknown \(name) '\(text)'; use one of: \(choices.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// `390x844`: whole points from 100 to 4000 on each side.
    static func parseSize(_ text: String) throws(ToolError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (100...4000).contains(width), (100...4000).contains(height)
        else {
            throw ToolError(.badRequest, "bad size '\(text)'; write WIDTHxHEIGHT in points, such as 390x844 (100 to 4000 each)")
        }
        return CGSize(width: Double(width), height: Double(height))
    }
}
