import AppearanceKit
import AppearanceThemes
import Foundation
import Testing

/// Theme files name the colours of a registered asset catalog as they name system colours:
/// by name, with the catalog's namespaces (#45, #46).
@MainActor
@Suite struct AssetCatalogThemeTests {
    /// A catalog with a namespaced light/dark colour set `ThemeCatalog/Brand`, in a temporary
    /// folder that the caller removes.
    private static func writeCatalog() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalogThemeTests-\(UUID().uuidString)")
        let group = folder.appendingPathComponent("Assets.xcassets/ThemeCatalog")
        let set = group.appendingPathComponent("Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "properties" : { "provides-namespace" : true } }"#.utf8).write(to: group.appendingPathComponent("Contents.json"))
        let colors = """
            {
              "colors" : [
                { "color" : { "color-space" : "srgb", "components" : { "red" : "0x1E", "green" : "0x90", "blue" : "0xFF", "alpha" : "1.000" } },
                  "idiom" : "universal" },
                { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "srgb", "components" : { "red" : "0x0A", "green" : "0x84", "blue" : "0xFF", "alpha" : "1.000" } },
                  "idiom" : "universal" }
              ]
            }
            """
        try Data(colors.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return folder
    }

    /// The text colour a theme gives labels when it writes `expression`.
    private func textColor(_ expression: String) throws -> Color {
        let yaml = """
            name: Catalog
            rules:
              - class: Label
                properties:
                  textColor: \(expression)
            """
        let theme = try ThemeFile.load(text: yaml, path: "catalog.yaml")
        return try #require(theme.resolved.assignments.first?.value as? Color)
    }

    @Test func themeFilesNameRegisteredCatalogColours() throws {
        let folder = try Self.writeCatalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try AssetCatalog.load(contentsOf: folder.appendingPathComponent("Assets.xcassets"))
        catalog.register()
        defer { catalog.unregister() }
        let brand = try #require(catalog.color(named: "ThemeCatalog/Brand"))

        #expect(try textColor("ThemeCatalog/Brand") == brand)
        #expect(try textColor("\"ThemeCatalog/Brand\"") == brand)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(try textColor("ThemeCatalog/Brand").resolvedColor(with: dark).hexString == "#0a84ff")
        #expect(try textColor("{light: ThemeCatalog/Brand, dark: white}").resolvedColor(with: TraitCollection()).hexString == "#1e90ff")
        #expect(try textColor("alpha(ThemeCatalog/Brand, 0.5)").hexString == "#1e90ff80")
    }

    @Test func aCatalogColourThatIsNotRegisteredIsAnUnknownName() {
        #expect {
            try textColor("ThemeCatalogUnregistered/Brand")
        } throws: { error in
            "\(error)".contains("unknown colour name 'ThemeCatalogUnregistered/Brand'")
        }
    }
}
