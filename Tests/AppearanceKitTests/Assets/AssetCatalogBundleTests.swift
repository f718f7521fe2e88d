import AppearanceKit
import Foundation
import Testing

/// `UIColor(named:in:compatibleWith:)` on Linux (#45): the bundle's `.xcassets` folders are read
/// once, and their colour sets found by name, resolved for the traits given.
@MainActor
@Suite struct AssetCatalogBundleTests {
    @Test func aBundlesCatalogGivesItsNamedColours() throws {
        let catalog = try TemporaryCatalog(
            "Colors",
            files: [
                "Ink.colorset/Contents.json": CatalogJSON.colorSet(
                    CatalogJSON.entry(CatalogJSON.rgb("0x10", "0x20", "0x30")),
                    CatalogJSON.entry(CatalogJSON.rgb("0xE0", "0xE0", "0xF0"), appearances: [CatalogJSON.dark]))
            ])
        // The temporary folder holding the catalog stands for a resource bundle.
        let bundle = try #require(Bundle(path: catalog.folder.path))
        let ink = try #require(Color(named: "Ink", in: bundle, compatibleWith: nil))
        #expect(ink.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).hexString == "#102030")
        #expect(ink.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#e0e0f0")
        let dark = try #require(Color(named: "Ink", in: bundle, compatibleWith: TraitCollection(userInterfaceStyle: .dark)))
        #expect(dark.hexString == "#e0e0f0")
        #expect(Color(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(AssetCatalog.catalog(in: bundle)?.colorNames == ["Ink"])
    }

    @Test func aBundleWithoutACatalogHasNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NoCatalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        #expect(AssetCatalog.catalog(in: bundle) == nil)
        #expect(Color(named: "Brand", in: bundle, compatibleWith: nil) == nil)
    }
}
