import AppearanceKit
import Testing

// Written the way an app extends `UIImage`.
extension Image {
    static let disclosure = Image(systemName: "chevron.right")!

    convenience init?(icon: String) {
        self.init(named: "icons/\(icon)")
    }

    var templated: Image { withRenderingMode(.alwaysTemplate) }
}

@Suite struct ImageTests {
    // MARK: Creating images

    @Test func appExtensionsCompileAndWork() throws {
        #expect(Image.disclosure.isSymbolImage)
        #expect(Image.disclosure.name == "chevron.right")
        let icon = try #require(Image(icon: "gear"))
        #expect(icon.name == "icons/gear")
        #expect(icon.templated.renderingMode == .alwaysTemplate)
    }

    @Test func namedImageDefaults() throws {
        let image = try #require(Image(named: "star"))
        #expect(image.name == "star")
        #expect(!image.isSymbolImage)
        #expect(image.renderingMode == .automatic)
        #expect(image.tintColor == nil)
        #expect(image.capInsets == .zero)
        #expect(image.resizingMode == .tile)
        #expect(image.symbolConfiguration == nil)
        #expect(image.size == .zero)
        #expect(image.description == "star")
    }

    @Test func failableInitializersRejectOnlyEmptyNames() {
        #expect(Image(named: "") == nil)
        #expect(Image(systemName: "") == nil)
        #expect(Image(systemName: "", withConfiguration: .unspecified) == nil)
        #expect(Image(named: "", in: nil, compatibleWith: nil) == nil)
        #expect(Image(named: "no-such-asset") != nil, "no asset catalog: every name makes an image")
        #expect(Image(systemName: "no.such.symbol") != nil)
        #expect(Image(named: "star", in: nil, compatibleWith: TraitCollection(userInterfaceStyle: .dark)) == Image(named: "star"))
        #expect(Image(systemName: "star", compatibleWith: nil) == Image(systemName: "star"))
    }

    @Test func emptyImage() {
        let empty = Image()
        #expect(empty.name.isEmpty)
        #expect(!empty.isSymbolImage)
        #expect(empty.size == .zero)
        #expect(empty == Image())
        #expect(empty.description == "empty image")
    }

    @Test func symbolsAreNotAssets() throws {
        let symbol = try #require(Image(systemName: "star"))
        #expect(symbol.isSymbolImage)
        #expect(symbol.name == "star")
        #expect(symbol != Image(named: "star"))
        #expect(symbol == Image(systemName: "star"))
        #expect(symbol.description == "star (symbol)")
    }

    @Test func imageLiteralsMakeNamedImages() {
        let typed: Image = #imageLiteral(resourceName: "star")
        #expect(typed == Image(named: "star"))
        let untyped = #imageLiteral(resourceName: "heart")
        #expect(untyped.name == "heart")
    }

    // MARK: Rendering

    @Test(arguments: Image.RenderingMode.allCases)
    func withRenderingMode(mode: Image.RenderingMode) throws {
        let original = try #require(Image(named: "star"))
        let image = original.withRenderingMode(mode)
        #expect(image.renderingMode == mode)
        #expect(image.name == "star")
        #expect(original.renderingMode == .automatic, "images are immutable")
        #expect(Image.RenderingMode(rawValue: mode.rawValue) == mode)
        #expect(mode.description == mode.rawValue)
    }

    @Test func renderingModeRawValues() {
        #expect(Image.RenderingMode.allCases.map(\.rawValue) == ["automatic", "alwaysOriginal", "alwaysTemplate"])
    }

    @Test func withTintColor() throws {
        let star = try #require(Image(named: "star"))
        let tinted = star.withTintColor(.systemBlue)
        #expect(tinted.tintColor == Color.systemBlue)
        #expect(tinted.renderingMode == .automatic)
        #expect(tinted.withTintColor(nil) == star)
        let template = star.withTintColor(.red, renderingMode: .alwaysTemplate)
        #expect(template.tintColor == Color.red)
        #expect(template.renderingMode == .alwaysTemplate)
    }

    // MARK: Resizing

    @Test func resizableImagesStoreTheirCapInsets() throws {
        let bubble = try #require(Image(named: "bubble"))
        let insets = EdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let tiled = bubble.resizableImage(withCapInsets: insets)
        #expect(tiled.capInsets == insets)
        #expect(tiled.resizingMode == .tile)
        #expect(tiled != bubble)
        let stretched = bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched.resizingMode == .stretch)
        #expect(stretched != tiled)
        #expect(bubble.resizableImage(withCapInsets: .zero) != bubble, "a resizable image differs even with zero insets")
        #expect(tiled.withRenderingMode(.alwaysTemplate).capInsets == insets, "variants keep the insets")
        #expect(stretched.description == "bubble (capInsets (top: 10, left: 12, bottom: 10, right: 12), stretch)")
    }

    @Test func alignmentInsetsAndMirroring() throws {
        let back = try #require(Image(named: "back"))
        let insets = EdgeInsets(top: 0, left: -4, bottom: -2, right: 0)
        let nudged = back.withAlignmentRectInsets(insets)
        #expect(nudged.alignmentRectInsets == insets)
        #expect(back.alignmentRectInsets == .zero)
        #expect(nudged != back)
        let mirrored = back.imageFlippedForRightToLeftLayoutDirection()
        #expect(mirrored.flipsForRightToLeftLayoutDirection)
        #expect(!back.flipsForRightToLeftLayoutDirection)
        #expect(mirrored != back)
        #expect(mirrored.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
        #expect(mirrored.description == "back (flipsForRightToLeft)")
    }

    // MARK: Symbol configurations

    @Test func symbolConfigurationInitializers() {
        let sized = Image.SymbolConfiguration(pointSize: 28, weight: .semibold, scale: .large)
        #expect(sized.pointSize == 28)
        #expect(sized.weight == .semibold)
        #expect(sized.scale == .large)
        #expect(sized.textStyle == nil)
        #expect(sized.description == "pointSize 28, semibold, scale large")
        let styled = Image.SymbolConfiguration(textStyle: .headline, scale: .small)
        #expect(styled.textStyle == .headline)
        #expect(styled.pointSize == 0)
        #expect(Image.SymbolConfiguration(weight: .bold).weight == .bold)
        #expect(Image.SymbolConfiguration(scale: .medium).scale == .medium)
        #expect(Image.SymbolConfiguration(pointSize: 20) == Image.SymbolConfiguration(pointSize: 20, weight: .unspecified))
        #expect(Image.SymbolConfiguration.unspecified.description == "unspecified")
        let fromFont = Image.SymbolConfiguration(font: .preferredFont(forTextStyle: .headline))
        #expect(fromFont.pointSize == 17)
        #expect(fromFont.weight == .semibold)
        #expect(fromFont.textStyle == .headline)
    }

    @Test func colourConfigurationsReplaceEachOtherAndKeepTheSize() {
        let palette = Image.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])
        #expect(palette.paletteColors == [.systemRed, .systemBlue] && palette.hierarchicalColor == nil)
        #expect(palette.primaryColor == .systemRed)
        let hierarchical = Image.SymbolConfiguration(hierarchicalColor: .systemGreen)
        #expect(hierarchical.primaryColor == .systemGreen && hierarchical.paletteColors.isEmpty)
        let sized = Image.SymbolConfiguration(pointSize: 20).applying(palette)
        #expect(sized.pointSize == 20 && sized.paletteColors == [.systemRed, .systemBlue])
        let replaced = sized.applying(hierarchical)
        #expect(replaced.pointSize == 20 && replaced.paletteColors.isEmpty && replaced.hierarchicalColor == .systemGreen)
        #expect(replaced.applying(Image.SymbolConfiguration(weight: .bold)).hierarchicalColor == .systemGreen, "no colour keeps the colour")
        #expect(palette != hierarchical && palette == Image.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]))
        #expect(palette.description.hasPrefix("palette "))
        #expect(Image.SymbolConfiguration(pointSize: 20).primaryColor == nil)
    }

    @Test func symbolConfigurationsLayer() {
        let base = Image.SymbolConfiguration(pointSize: 20, weight: .light)
        let combined = base.applying(Image.SymbolConfiguration(weight: .bold))
        #expect(combined == Image.SymbolConfiguration(pointSize: 20, weight: .bold))
        let styled = base.applying(Image.SymbolConfiguration(textStyle: .body))
        #expect(styled.textStyle == .body)
        #expect(styled.pointSize == 0, "a text style replaces the point size")
        #expect(styled.weight == .light)
        #expect(base.applying(nil) == base)
        #expect(base.applying(.unspecified) == base)
    }

    @Test func symbolImagesTakeConfigurations() throws {
        let configuration = Image.SymbolConfiguration(pointSize: 28, weight: .bold)
        let star = try #require(Image(systemName: "star", withConfiguration: configuration))
        #expect(star.symbolConfiguration == configuration)
        #expect(star != Image(systemName: "star"))
        let plain = try #require(Image(systemName: "star"))
        #expect(plain.withConfiguration(configuration) == star)
        let larger = try #require(star.applyingSymbolConfiguration(Image.SymbolConfiguration(scale: .large)))
        #expect(larger.symbolConfiguration == Image.SymbolConfiguration(pointSize: 28, weight: .bold, scale: .large))
        #expect(plain.applyingSymbolConfiguration(configuration)?.symbolConfiguration == configuration)
    }

    @Test func assetsIgnoreSymbolConfigurations() throws {
        let asset = try #require(Image(named: "star"))
        #expect(asset.withConfiguration(Image.SymbolConfiguration(pointSize: 10)) == asset)
        #expect(asset.applyingSymbolConfiguration(Image.SymbolConfiguration(pointSize: 10)) == nil)
    }

    @Test func symbolWeightsMatchFontWeights() {
        #expect(Image.SymbolWeight.allCases.map(\.rawValue) == Array(0...9))
        #expect(Image.SymbolWeight(Font.Weight.semibold) == .semibold)
        #expect(Image.SymbolWeight(Font.Weight(0.1)) == .regular)
        #expect(Image.SymbolWeight.heavy.fontWeight() == .heavy)
        #expect(Image.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(Image.SymbolScale.default.rawValue == -1)
    }

    // MARK: Identity

    @Test func equalityAndHashingUseEveryField() throws {
        let plain = try #require(Image(named: "star"))
        let images: Set<Image> = [
            plain,
            try #require(Image(named: "star")),
            try #require(Image(named: "heart")),
            try #require(Image(systemName: "star")),
            plain.withRenderingMode(.alwaysTemplate),
            plain.withTintColor(.red),
            plain.withTintColor(.blue),
            plain.withTintColor(.red).withRenderingMode(.alwaysTemplate),
            plain.resizableImage(withCapInsets: EdgeInsets(all: 4)),
        ]
        #expect(images.count == 8)
    }

    @Test func description() throws {
        let star = try #require(Image(named: "star"))
        #expect(
            star.withRenderingMode(.alwaysTemplate).withTintColor(.systemBlue).description
                == "star (alwaysTemplate, tint systemBlue)")
        #expect(star.withTintColor(.red).description == "star (tint #ff0000)")
        let symbol = try #require(Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 20)))
        #expect(symbol.description == "star (symbol, pointSize 20)")
    }
}
