import AppearanceCore
import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct ColourAndFontTests {
    private func palette(assets: AssetCatalog? = nil) throws -> (Nib, [String: View]) {
        let nib = try Nib(contentsOf: Fixtures.url("Palette.xib"), assets: assets)
        let root = try #require(nib.instantiate(withOwner: nil).first as? View)
        var byText: [String: View] = [:]
        for view in root.subviews {
            if let label = view as? Label, let text = label.text { byText[text] = label } else { byText["\(type(of: view))"] = view }
        }
        return (nib, byText)
    }

    private func label(_ views: [String: View], _ text: String) throws -> Label {
        try #require(views[text] as? Label)
    }

    @Test func systemColourNamesAreTheKitsDynamicColours() throws {
        let (_, views) = try palette()
        let system = try label(views, "system")
        #expect(system.textColor == .systemRed)
        #expect(system.backgroundColor == .systemBackground)
        #expect(system.isHidden && system.alpha == 0.5 && system.tag == 7 && system.clipsToBounds)
        let legacy = try label(views, "legacy")
        #expect(legacy.textColor == .darkText)
        #expect(legacy.backgroundColor == .systemGroupedBackground)
        #expect(legacy.textAlignment == .center)
    }

    @Test func literalsInEveryColourSpaceAreReadAsComponents() throws {
        let (_, views) = try palette()
        let grey = try label(views, "grey")
        #expect(grey.textColor == Color(white: 0.25, alpha: 0.5))
        #expect(grey.backgroundColor == .white)
        let srgb = try label(views, "srgb")
        #expect(srgb.textColor == Color(red: 1, green: 0.5, blue: 0.25))
        #expect(srgb.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        let p3 = try label(views, "p3")
        #expect(p3.textColor == Color(displayP3Red: 0, green: 0.5, blue: 1))
        #expect(p3.backgroundColor == Color(red: 0.1, green: 0.2, blue: 0.3))
    }

    @Test func namedColoursComeFromTheCatalogWithDarkVariants() throws {
        let (nib, views) = try palette(assets: Fixtures.catalog())
        let catalog = try label(views, "catalog")
        let ink = try #require(catalog.textColor)
        #expect(ink.isDynamic)
        #expect(ink.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).hexString.lowercased().hasPrefix("#222222"))
        #expect(ink.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString.lowercased().hasPrefix("#303030"))
        #expect(!nib.warnings.contains { $0.message.contains("named colour Ink") })
        // Paper is not in the catalog: the file's light value, and a warning saying so.
        #expect(catalog.backgroundColor == Color(red: 0.98, green: 0.97, blue: 0.94))
        #expect(nib.warnings.contains { $0.message.contains("named colour Paper") && $0.message.contains("has no colour set Paper") })
    }

    @Test func namedColoursWithoutACatalogAreTheStoredLightValueWithAWarning() throws {
        let (nib, views) = try palette()
        let catalog = try label(views, "catalog")
        #expect(catalog.textColor == Color(red: 0.1, green: 0.1, blue: 0.1))
        let warning = try #require(nib.warnings.first { $0.message.contains("named colour Ink") })
        #expect(warning.message.contains("no asset catalog was given"))
        #expect(warning.line == 42)
        let missing = try label(views, "missing")
        #expect(missing.textColor == nil)
        #expect(nib.warnings.contains { $0.message.contains("named colour Nowhere is not in the asset catalog") })
    }

    @Test func fontsOfEveryKind() throws {
        let (nib, views) = try palette()
        #expect(try label(views, "system").font == Font.systemFont(ofSize: 17))
        #expect(try label(views, "legacy").font == Font.boldSystemFont(ofSize: 20))
        #expect(try label(views, "grey").font == Font.systemFont(ofSize: 12, weight: .heavy))
        #expect(try label(views, "srgb").font == Font.preferredFont(forTextStyle: .largeTitle))
        #expect(try label(views, "srgb").font.followsContentSizeCategory)
        let avenir = try label(views, "p3").font
        #expect(avenir.fontName == "Avenir-Book" && avenir.pointSize == 15)
        // The kit draws any font name (it measures text with its own metrics), so no name is unknown.
        let custom = try label(views, "catalog").font
        #expect(custom.familyName == "NoSuchFont" && custom.pointSize == 13)
        #expect(!nib.warnings.contains { $0.message.contains("font ") })
    }

    @Test func controlsReadTheirValues() throws {
        let (nib, views) = try palette()
        let slider = try #require(views["Slider"] as? Slider)
        #expect(slider.value == 0.25 && slider.maximumValue == 2)
        #expect(slider.minimumTrackTintColor == .systemOrange)
        let stepper = try #require(views["Stepper"] as? Stepper)
        #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 2)
        let progress = try #require(views["ProgressView"] as? ProgressView)
        #expect(progress.progress == 0.75 && progress.progressViewStyle == .bar && progress.progressTintColor == .systemGreen)
        let spinner = try #require(views["ActivityIndicatorView"] as? ActivityIndicatorView)
        #expect(spinner.style == .large && spinner.isAnimating && spinner.color == .systemPink)
        let pages = try #require(views["PageControl"] as? PageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2 && pages.currentPageIndicatorTintColor == .systemIndigo)
        let notes = try #require(views["TextView"] as? TextView)
        #expect(notes.text == "First line\nsecond line")
        #expect(notes.textAlignment == .justified && notes.font?.textStyle == .callout)
        // An element the kit lacks is a labelled placeholder at its frame, and a warning.
        let map = try #require(views["View"])
        #expect(map.accessibilityIdentifier == "<mapView>")
        #expect(map.frame == CGRect(x: 200, y: 300, width: 100, height: 60))
        #expect(nib.warnings.contains { $0.message.contains("<mapView>") })
    }
}
