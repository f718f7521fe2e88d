import AppearanceKit
import Foundation
import Testing

/// Colour sets become dynamic colours: the entry each style, contrast and idiom shows, and the
/// order in which a missing entry falls back (#45).
@Suite struct AssetCatalogAppearanceTests {
    /// The appearances of each kind of entry, and a colour that tells them apart.
    static let variants: [String: (appearances: [String], hex: String)] = [
        "any": ([], "#100000"), "light": ([CatalogJSON.light], "#200000"), "dark": ([CatalogJSON.dark], "#300000"),
        "anyHigh": ([CatalogJSON.high], "#400000"), "lightHigh": ([CatalogJSON.light, CatalogJSON.high], "#500000"),
        "darkHigh": ([CatalogJSON.dark, CatalogJSON.high], "#600000"),
    ]

    /// A colour set of the named variants.
    static func colorSet(_ names: [String], idiom: String = "universal") -> String {
        let entries = names.map { name in
            let variant = variants[name]!
            let red = "0x" + variant.hex.dropFirst().prefix(2)
            return CatalogJSON.entry(CatalogJSON.rgb(String(red), "0x00", "0x00"), appearances: variant.appearances, idiom: idiom)
        }
        return "{\n  \"colors\" : [\n\(entries.joined(separator: ",\n"))\n  ]\n}\n"
    }

    /// The entries a set has, the traits, and the entry that shows.
    static let fallbacks: [(set: [String], style: UserInterfaceStyle, high: Bool, shows: String)] = [
        // Xcode's "Any, Dark" with High Contrast: four entries, each shown as is.
        (["any", "dark", "anyHigh", "darkHigh"], .light, false, "any"),
        (["any", "dark", "anyHigh", "darkHigh"], .dark, false, "dark"),
        (["any", "dark", "anyHigh", "darkHigh"], .light, true, "anyHigh"),
        (["any", "dark", "anyHigh", "darkHigh"], .dark, true, "darkHigh"),
        (["any", "dark", "anyHigh", "darkHigh"], .unspecified, false, "any"),
        (["any", "dark", "anyHigh", "darkHigh"], .unspecified, true, "anyHigh"),
        // No high contrast: the normal entries.
        (["any", "dark"], .light, true, "any"),
        (["any", "dark"], .dark, true, "dark"),
        // Only Any: everywhere.
        (["any"], .dark, false, "any"),
        (["any"], .dark, true, "any"),
        // Dark + high missing: the dark entry, not Any's high-contrast one.
        (["any", "dark", "anyHigh"], .dark, true, "dark"),
        (["any", "dark", "anyHigh"], .light, true, "anyHigh"),
        // Any, Light, Dark: the explicit light entry wins over Any.
        (["any", "light", "dark"], .light, false, "light"),
        (["any", "light", "dark"], .unspecified, false, "light"),
        (["any", "light", "dark"], .light, true, "light"),
        (["any", "light", "dark", "anyHigh"], .light, true, "light"),
        (["any", "light", "dark", "lightHigh", "darkHigh"], .light, true, "lightHigh"),
        // Any and Any + high: the style falls back to Any.
        (["any", "anyHigh"], .dark, false, "any"),
        (["any", "anyHigh"], .dark, true, "anyHigh"),
        // Nothing fits: the first entry.
        (["dark"], .light, false, "dark"),
        (["darkHigh", "dark"], .light, false, "darkHigh"),
    ]

    @Test(arguments: fallbacks)
    func fallbackOrder(_ row: (set: [String], style: UserInterfaceStyle, high: Bool, shows: String)) throws {
        let catalog = try TemporaryCatalog(files: ["V.colorset/Contents.json": Self.colorSet(row.set)])
        let set = try #require(try AssetCatalog.load(contentsOf: catalog.url).colorSet(named: "V"))
        let traits = TraitCollection {
            $0.userInterfaceStyle = row.style
            if row.high { $0.accessibilityContrast = .high }
        }
        let expected = Self.variants[row.shows]!.hex
        #expect(set.color.resolvedColor(with: traits).hexString == expected, "\(row.set) in \(row.style), high: \(row.high)")
        #expect(set.entry(for: row.style, highContrast: row.high)?.color.hexString == expected)
    }

    @Test func aSetWithOneColourIsAFixedColour() throws {
        let catalog = try TemporaryCatalog(files: ["One.colorset/Contents.json": Self.colorSet(["any"])])
        let color = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "One"))
        #expect(color == Color(red: 16.0 / 255, green: 0, blue: 0))
    }

    @Test func aLightDarkSetEqualsTheSameLightDarkColour() throws {
        let catalog = try TemporaryCatalog(files: ["Two.colorset/Contents.json": Self.colorSet(["any", "dark"])])
        let color = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "Two"))
        #expect(color == Color(light: Color(hex: "#100000")!, dark: Color(hex: "#300000")!))
        #expect(color.description == "dynamic(light: #100000, dark: #300000)")
    }

    @Test func entriesRecordTheirAppearance() throws {
        let catalog = try TemporaryCatalog(files: ["E.colorset/Contents.json": Self.colorSet(["any", "dark", "lightHigh"])])
        let entries = try #require(try AssetCatalog.load(contentsOf: catalog.url).colorSet(named: "E")).entries
        #expect(entries.map(\.luminosity) == [.any, .dark, .light])
        #expect(entries.map(\.isHighContrast) == [false, false, true])
        #expect(entries.map(\.idiom) == ["universal", "universal", "universal"])
        #expect(entries.map(\.colorSpace) == [.srgb, .srgb, .srgb])
    }

    // MARK: - Idioms

    /// Entries for several idioms: each idiom's own, then universal.
    @Test(arguments: [
        (UserInterfaceIdiom.phone, "#200000"), (.unspecified, "#200000"), (.pad, "#300000"), (.mac, "#100000"),
        (.tv, "#100000"), (.vision, "#100000"),
    ])
    func idiomEntriesWinOverUniversal(_ idiom: UserInterfaceIdiom, _ hex: String) throws {
        let universal = CatalogJSON.entry(CatalogJSON.rgb("0x10", "0", "0"))
        let phone = CatalogJSON.entry(CatalogJSON.rgb("0x20", "0", "0"), idiom: "iphone")
        let pad = CatalogJSON.entry(CatalogJSON.rgb("0x30", "0", "0"), idiom: "ipad")
        let catalog = try TemporaryCatalog(files: ["I.colorset/Contents.json": CatalogJSON.colorSet(universal, phone, pad)])
        let color = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "I"))
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceIdiom: idiom)).hexString == hex)
    }

    @Test func aSetForAnotherIdiomOnlyStillShows() throws {
        let mac = CatalogJSON.entry(CatalogJSON.rgb("0x10", "0", "0"), idiom: "mac")
        let catalog = try TemporaryCatalog(files: ["M.colorset/Contents.json": CatalogJSON.colorSet(mac)])
        let color = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "M"))
        #expect(color.hexString == "#100000")
    }

    @Test func anEntryForAnyDisplayWinsOverADisplayP3One() throws {
        let wide = """
                {
                  "color" : \(CatalogJSON.rgb("0x10", "0", "0", space: "display-p3")),
                  "display-gamut" : "display-P3",
                  "idiom" : "universal"
                }
            """
        let plain = CatalogJSON.entry(CatalogJSON.rgb("0x20", "0", "0"))
        let catalog = try TemporaryCatalog(files: ["G.colorset/Contents.json": CatalogJSON.colorSet(wide, plain)])
        #expect(try AssetCatalog.load(contentsOf: catalog.url).color(named: "G")?.hexString == "#200000")
    }

    // MARK: - System colours

    /// Xcode's references and the kit colours they name.
    static let references: [(reference: String, color: Color)] = [
        ("systemBlueColor", .systemBlue), ("labelColor", .label), ("secondaryLabelColor", .secondaryLabel),
        ("systemBackgroundColor", .systemBackground), ("systemGray2Color", .systemGray2), ("whiteColor", .white),
        ("tintColor", .tintColor), ("separatorColor", .separator), ("systemGroupedBackgroundColor", .systemGroupedBackground),
    ]

    @Test(arguments: references)
    func systemColorReferencesAreTheKitsColours(_ row: (reference: String, color: Color)) throws {
        let set = CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.reference(row.reference)))
        let catalog = try TemporaryCatalog(files: ["S.colorset/Contents.json": set])
        let loaded = try AssetCatalog.load(contentsOf: catalog.url)
        let color = try #require(loaded.color(named: "S"))
        for style in [UserInterfaceStyle.light, .dark] {
            for contrast in [AccessibilityContrast.normal, .high] {
                let traits = TraitCollection {
                    $0.userInterfaceStyle = style
                    $0.accessibilityContrast = contrast
                }
                #expect(color.resolvedColor(with: traits) == row.color.resolvedColor(with: traits), "\(row.reference) \(style) \(contrast)")
            }
        }
        #expect(loaded.colorSet(named: "S")?.entries.first?.systemColorReference == row.reference)
        #expect(loaded.colorSet(named: "S")?.entries.first?.colorSpace == nil)
    }

    @Test func aSystemColourMixesWithOwnEntries() throws {
        let any = CatalogJSON.entry(CatalogJSON.reference("systemRedColor"))
        let dark = CatalogJSON.entry(CatalogJSON.rgb("0x30", "0", "0"), appearances: [CatalogJSON.dark])
        let catalog = try TemporaryCatalog(files: ["Mixed.colorset/Contents.json": CatalogJSON.colorSet(any, dark)])
        let color = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "Mixed"))
        #expect(
            color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color.systemRed.resolvedColor(with: TraitCollection())
        )
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#300000")
    }

    @Test func anotherPlatformsUnknownReferenceIsLeftOut() throws {
        let mac = CatalogJSON.entry(CatalogJSON.reference("controlAccentColor", platform: "osx"), idiom: "mac")
        let any = CatalogJSON.entry(CatalogJSON.rgb("0x10", "0", "0"))
        let catalog = try TemporaryCatalog(files: ["P.colorset/Contents.json": CatalogJSON.colorSet(mac, any)])
        let set = try #require(try AssetCatalog.load(contentsOf: catalog.url).colorSet(named: "P"))
        #expect(set.entries.count == 1)
        #expect(set.color.hexString == "#100000")
    }
}
