import AppearanceKit
import Foundation
import Testing

/// Colour sets in every colour space and component notation Xcode writes (#45).
@Suite struct AssetCatalogColorSpaceTests {
    // MARK: - Notation

    /// Component text, the space it is read in, and the value (`nil`: rejected).
    static let notations: [(text: String, space: AssetCatalog.ColorSpace, value: Double?)] = [
        ("0.500", .srgb, 0.5), ("1.000", .srgb, 1), ("0.000", .srgb, 0), (".25", .srgb, 0.25),
        ("0xFF", .srgb, 1), ("0x80", .srgb, 128.0 / 255), ("0x00", .srgb, 0), ("0Xff", .srgb, 1),
        ("255", .srgb, 1), ("128", .srgb, 128.0 / 255), ("1", .srgb, 1.0 / 255), ("0", .srgb, 0),
        (" 0.5 ", .srgb, 0.5),
        ("2.5", .srgb, nil), ("-0.1", .srgb, nil), ("256", .srgb, nil), ("-1", .srgb, nil), ("0x100", .srgb, nil),
        ("0xZZ", .srgb, nil), ("red", .srgb, nil), ("", .srgb, nil), ("1e-3", .srgb, nil), ("nan.0", .srgb, nil),
        ("1.250", .extendedSRGB, 1.25), ("-0.250", .extendedSRGB, -0.25), ("2.5", .extendedGray, 2.5),
        ("2.5", .displayP3, nil), ("255", .extendedSRGB, 1),
    ]

    @Test(arguments: notations)
    func componentNotation(_ row: (text: String, space: AssetCatalog.ColorSpace, value: Double?)) {
        let value = AssetCatalog.ComponentNotation.value(of: row.text, in: row.space)
        if let expected = row.value {
            #expect(value.map { abs(Double($0) - expected) < 1e-9 } == true, "\(row.text) in \(row.space): \(String(describing: value))")
        } else {
            #expect(value == nil, "\(row.text) in \(row.space) should be rejected")
        }
    }

    /// A component written as a JSON number keeps its notation: `1` is 1/255, `1.0` is 1.
    @Test func jsonNumbersFollowTheSameRule() throws {
        let numbers = CatalogJSON.components([#""red" : 255"#, #""green" : 1.0"#, #""blue" : 1"#, #""alpha" : 0.5"#])
        let catalog = try TemporaryCatalog(files: ["N.colorset/Contents.json": CatalogJSON.colorSet(CatalogJSON.entry(numbers))])
        let color = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "N"))
        #expect(color.red == 1)
        #expect(color.green == 1)
        #expect(abs(color.blue - 1.0 / 255) < 1e-9)
        #expect(color.alpha == 0.5)
    }

    // MARK: - Colour spaces

    /// A colour written in a space, and the sRGB colour it draws as.
    static let spaces: [(space: String, components: [String], hex: String)] = [
        ("srgb", [#""red" : "0.200""#, #""green" : "0.400""#, #""blue" : "0.800""#], "#3366cc"),
        ("extended-srgb", [#""red" : "1.250""#, #""green" : "-0.100""#, #""blue" : "0.500""#], "#ff0080"),
        ("extended-linear-srgb", [#""red" : "0.2140""#, #""green" : "0.000""#, #""blue" : "1.000""#], "#7f00ff"),
        // Display P3's pure red lies outside sRGB (1.093, -0.227, -0.150): clamped.
        ("display-p3", [#""red" : "1.000""#, #""green" : "0.000""#, #""blue" : "0.000""#], "#ff0000"),
        ("display-p3", [#""red" : "0.200""#, #""green" : "0.400""#, #""blue" : "0.800""#], "#1b68d3"),
        ("display-p3", [#""red" : "0.500""#, #""green" : "0.500""#, #""blue" : "0.500""#], "#808080"),
        ("gray-gamma-22", [#""white" : "0.500""#], "#808080"),
        ("gray-gamma-22", [#""white" : "0.100""#], "#131313"),
        ("gray-gamma-22", [#""white" : "0xFF""#], "#ffffff"),
        ("extended-gray", [#""white" : "0.900""#], "#e6e6e6"),
        ("extended-gray", [#""white" : "1.500""#], "#ffffff"),
        ("SRGB", [#""red" : "255""#, #""green" : "128""#, #""blue" : "0""#], "#ff8000"),
    ]

    @Test(arguments: spaces)
    func colorSpaceConvertsToSRGB(_ row: (space: String, components: [String], hex: String)) throws {
        let color = CatalogJSON.components(row.components + [#""alpha" : "1.000""#], space: row.space)
        let catalog = try TemporaryCatalog(files: ["C.colorset/Contents.json": CatalogJSON.colorSet(CatalogJSON.entry(color))])
        let loaded = try AssetCatalog.load(contentsOf: catalog.url)
        #expect(loaded.color(named: "C")?.hexString == row.hex, "\(row.space) \(row.components)")
        let entry = try #require(loaded.colorSet(named: "C")?.entries.first)
        #expect(entry.colorSpace == AssetCatalog.ColorSpace(rawValue: row.space.lowercased()))
    }

    /// Display P3 converts through linear light: a mid P3 blue is a more saturated sRGB one,
    /// not the same numbers (which `Color(displayP3Red:…)` keeps).
    @Test func displayP3IsConvertedNotCopied() throws {
        let color = CatalogJSON.rgb("0.200", "0.400", "0.800", space: "display-p3")
        let catalog = try TemporaryCatalog(files: ["P.colorset/Contents.json": CatalogJSON.colorSet(CatalogJSON.entry(color))])
        let p3 = try #require(try AssetCatalog.load(contentsOf: catalog.url).color(named: "P"))
        #expect(abs(p3.red - 0.1041) < 0.001)
        #expect(abs(p3.green - 0.4059) < 0.001)
        #expect(abs(p3.blue - 0.8278) < 0.001)
    }

    @Test func alphaUsesTheNotationAndDefaultsToOne() throws {
        let half = CatalogJSON.rgb("0xFF", "0x00", "0x00", alpha: "0x80")
        let opaque = CatalogJSON.components([#""red" : "0.000""#, #""green" : "0.000""#, #""blue" : "0.000""#])
        let catalog = try TemporaryCatalog(files: [
            "Half.colorset/Contents.json": CatalogJSON.colorSet(CatalogJSON.entry(half)),
            "Opaque.colorset/Contents.json": CatalogJSON.colorSet(CatalogJSON.entry(opaque)),
        ])
        let loaded = try AssetCatalog.load(contentsOf: catalog.url)
        #expect(loaded.color(named: "Half")?.hexString == "#ff000080")
        #expect(loaded.color(named: "Opaque")?.hexString == "#000000")
    }

    @Test func everySpaceXcodeOffersIsKnown() {
        #expect(
            AssetCatalog.ColorSpace.allCases.map(\.rawValue).sorted() == [
                "display-p3", "extended-gray", "extended-linear-srgb", "extended-srgb", "gray-gamma-22", "srgb",
            ])
        #expect(AssetCatalog.ColorSpace.allCases.filter(\.isGray) == [.grayGamma22, .extendedGray])
    }
}
