import AppearanceKit
import Foundation
import Testing

/// Walking `.xcassets` folders: groups, namespaces, colour and image sets, other asset types,
/// several catalogs (#45).
@Suite struct AssetCatalogLoadingTests {
    static let red = CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("1.000", "0.000", "0.000")))
    static let blue = CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("0.000", "0.000", "1.000")))

    @Test func groupsWithANamespacePrefixTheNames() throws {
        let catalog = try TemporaryCatalog(files: [
            "AccentColor.colorset/Contents.json": Self.red,
            "Plain/Card.colorset/Contents.json": Self.blue,
            "Plain/Contents.json": CatalogJSON.info,
            "NoContents/Deep.colorset/Contents.json": Self.red,
            "Brand/Contents.json": CatalogJSON.namespace,
            "Brand/Primary.colorset/Contents.json": Self.red,
            "Brand/Inner/Contents.json": CatalogJSON.namespace,
            "Brand/Inner/Secondary.colorset/Contents.json": Self.blue,
            "Brand/Flat/Tertiary.colorset/Contents.json": Self.blue,
        ])
        let loaded = try AssetCatalog.load(contentsOf: catalog.url)
        #expect(loaded.colorNames == ["AccentColor", "Brand/Inner/Secondary", "Brand/Primary", "Brand/Tertiary", "Card", "Deep"])
        #expect(loaded.color(named: "Brand/Inner/Secondary")?.hexString == "#0000ff")
        #expect(loaded.color(named: "Secondary") == nil)
        #expect(loaded.colorSet(named: "Card")?.url.lastPathComponent == "Card.colorset")
        #expect(loaded.urls == [catalog.url])
    }

    @Test func imageSetsAreKnownByNameWithTheirFiles() throws {
        let star = CatalogJSON.imageSet([("star.png", "1x"), ("star@2x.png", "2x"), ("star@3x.png", "3x")], intent: "template")
        let logo = CatalogJSON.imageSet([("logo.pdf", nil)], intent: "original")
        let empty = #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" } ] }"#
        let catalog = try TemporaryCatalog(files: [
            "Icons/Contents.json": CatalogJSON.namespace,
            "Icons/star.imageset/Contents.json": star,
            "logo.imageset/Contents.json": logo,
            "empty.imageset/Contents.json": empty,
        ])
        let loaded = try AssetCatalog.load(contentsOf: catalog.url)
        #expect(loaded.imageNames == ["Icons/star", "logo"])
        let set = try #require(loaded.imageSet(named: "Icons/star"))
        #expect(set.files.map(\.filename) == ["star.png", "star@2x.png", "star@3x.png"])
        #expect(set.files.map(\.scale) == [1, 2, 3])
        #expect(set.renderingMode == .alwaysTemplate)
        #expect(loaded.image(named: "Icons/star") == Image(named: "Icons/star")?.withRenderingMode(.alwaysTemplate))
        #expect(loaded.imageSet(named: "logo")?.files.first?.scale == nil)
        #expect(loaded.image(named: "logo")?.renderingMode == .alwaysOriginal)
        #expect(loaded.image(named: "empty") == nil)
        #expect(loaded.image(named: "missing") == nil)
    }

    @Test func otherAssetTypesAndLooseFilesAreSkipped() throws {
        let catalog = try TemporaryCatalog(files: [
            "AppIcon.appiconset/Contents.json": #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ] }"#,
            "Data.dataset/Contents.json": #"{ "data" : [] }"#,
            "gear.symbolset/Contents.json": #"{ "symbols" : [] }"#,
            "notes.txt": "not an asset",
            "Atlas.spriteatlas/ship.imageset/Contents.json": CatalogJSON.imageSet([("ship.png", "1x")]),
            "Unassigned.colorset/Contents.json": #"{ "colors" : [ { "idiom" : "universal" } ] }"#,
        ])
        let loaded = try AssetCatalog.load(contentsOf: catalog.url)
        #expect(loaded.colorNames == [])
        #expect(loaded.imageNames == ["ship"])
    }

    @Test func severalCatalogsLoadAsOne() throws {
        let first = try TemporaryCatalog("App", files: ["Red.colorset/Contents.json": Self.red])
        let second = try TemporaryCatalog("Package", files: ["Blue.colorset/Contents.json": Self.blue])
        let loaded = try AssetCatalog.load(contentsOf: [first.url, second.url])
        #expect(loaded.colorNames == ["Blue", "Red"])
        #expect(loaded.urls == [first.url, second.url])
    }

    @Test func mergingKeepsTheLaterSets() throws {
        let first = try TemporaryCatalog("App", files: ["Brand.colorset/Contents.json": Self.red])
        let second = try TemporaryCatalog("Theme", files: ["Brand.colorset/Contents.json": Self.blue])
        let merged = try AssetCatalog.load(contentsOf: first.url).merging(AssetCatalog.load(contentsOf: second.url))
        #expect(merged.color(named: "Brand")?.hexString == "#0000ff")
        #expect(AssetCatalog().colorNames.isEmpty)
    }

    @Test func aSymbolicLinkBackUpTheTreeIsReadOnce() throws {
        let catalog = try TemporaryCatalog(files: ["Group/Red.colorset/Contents.json": Self.red])
        try FileManager.default.createSymbolicLink(
            at: catalog.url.appendingPathComponent("Group/Loop"), withDestinationURL: catalog.url.appendingPathComponent("Group"))
        #expect(try AssetCatalog.load(contentsOf: catalog.url).colorNames == ["Red"])
    }

    @Test func anXcodeCatalogWithUTF8NamesAndWindowsLineEndings() throws {
        let set = Self.red.replacingOccurrences(of: "\n", with: "\r\n")
        let catalog = try TemporaryCatalog(files: ["Café Crème.colorset/Contents.json": "\u{FEFF}" + set])
        #expect(try AssetCatalog.load(contentsOf: catalog.url).color(named: "Café Crème")?.hexString == "#ff0000")
    }
}
