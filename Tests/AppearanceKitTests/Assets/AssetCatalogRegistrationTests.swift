import AppearanceKit
import Foundation
import Testing

/// A registered catalog is what `Color(named:)`, `Color.named(_:)` and `Image(named:)` read
/// (#45, #46). Each test uses its own namespace: the registries are shared by tests that run
/// at the same time.
@Suite struct AssetCatalogRegistrationTests {
    static func catalog(_ namespace: String, extra: [String: String] = [:]) throws -> TemporaryCatalog {
        let card = CatalogJSON.colorSet(
            CatalogJSON.entry(CatalogJSON.rgb("1.000", "1.000", "1.000")),
            CatalogJSON.entry(CatalogJSON.rgb("0.110", "0.110", "0.118"), appearances: [CatalogJSON.dark]))
        var files = [
            "\(namespace)/Contents.json": CatalogJSON.namespace,
            "\(namespace)/Card.colorset/Contents.json": card,
            "\(namespace)/star.imageset/Contents.json": CatalogJSON.imageSet([("star.png", "1x")], intent: "template"),
        ]
        files.merge(extra) { _, new in new }
        return try TemporaryCatalog(files: files)
    }

    @Test func colorNamedFindsARegisteredCatalogColour() throws {
        let folder = try Self.catalog("RegisteredColors")
        let catalog = try AssetCatalog.load(contentsOf: folder.url)
        #expect(Color(named: "RegisteredColors/Card") == nil, "loading registers nothing")
        catalog.register()
        defer { catalog.unregister() }
        let card = try #require(Color(named: "RegisteredColors/Card"))
        #expect(card == catalog.color(named: "RegisteredColors/Card"))
        #expect(card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#1c1c1e")
        #expect(Color(named: "RegisteredColors/Card", in: nil, compatibleWith: nil) == card)
        #expect(Color.named("RegisteredColors/Card") == card)
        #expect(Color.registeredNames.contains("RegisteredColors/Card"))
        #expect(AssetCatalog.main.colorNames.contains("RegisteredColors/Card"))
    }

    @Test func imageNamedTakesARegisteredImageSetsRenderingMode() throws {
        let folder = try Self.catalog("RegisteredImages")
        let catalog = try AssetCatalog.load(contentsOf: folder.url)
        #expect(Image(named: "RegisteredImages/star")?.renderingMode == .automatic)
        catalog.register()
        defer { catalog.unregister() }
        let star = try #require(Image(named: "RegisteredImages/star"))
        #expect(star.renderingMode == .alwaysTemplate)
        #expect(star == catalog.image(named: "RegisteredImages/star"))
        #expect(AssetCatalog.main.image(named: "RegisteredImages/star") == star)
        #expect(AssetCatalog.main.image(named: "RegisteredImages/missing") == nil)
        #expect(Image(named: "RegisteredImages/missing")?.renderingMode == .automatic, "any other name still makes an image")
    }

    @Test func unregisterRemovesOnlyWhatTheCatalogRegistered() throws {
        let folder = try Self.catalog("Unregistered")
        let catalog = try AssetCatalog.load(contentsOf: folder.url)
        catalog.register()
        Color.register(.red, named: "Unregistered/Other")
        defer { Color.removeRegisteredColor(named: "Unregistered/Other") }
        catalog.unregister()
        #expect(Color(named: "Unregistered/Card") == nil)
        #expect(Color(named: "Unregistered/Other") == .red)
        #expect(Image(named: "Unregistered/star")?.renderingMode == .automatic)
        #expect(!AssetCatalog.main.colorNames.contains("Unregistered/Card"))
    }

    @Test func aColourRegisteredAgainSinceStaysAfterUnregister() throws {
        let folder = try Self.catalog("Replaced")
        let catalog = try AssetCatalog.load(contentsOf: folder.url)
        catalog.register()
        Color.register(.blue, named: "Replaced/Card")
        defer { Color.removeRegisteredColor(named: "Replaced/Card") }
        catalog.unregister()
        #expect(Color(named: "Replaced/Card") == .blue)
    }

    @Test func aLoadThatFailsRegistersNothing() throws {
        let broken = CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("2.5", "0", "0")))
        // "Failed/Card" is read first (sorted), then "Failed/Zed" fails.
        let folder = try Self.catalog("Failed", extra: ["Failed/Zed.colorset/Contents.json": broken])
        var registered = false
        do {
            try AssetCatalog.load(contentsOf: folder.url).register()
            registered = true
        } catch {
            #expect(error.code == .invalidComponent)
        }
        #expect(!registered)
        #expect(Color(named: "Failed/Card") == nil)
        #expect(!AssetCatalog.main.colorNames.contains { $0.hasPrefix("Failed/") })
        #expect(Image(named: "Failed/star")?.renderingMode == .automatic)
    }
}
