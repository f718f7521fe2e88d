import AppearanceKit
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Catalogs that cannot load throw an error that names the file, the line and column, and the
/// fix, and never crash, hang or register half (#45).
@Suite struct AssetCatalogErrorTests {
    /// The error loading `files` throws, or `nil` when it loads.
    static func loadError(_ files: [String: String]) throws -> (AssetCatalogError, TemporaryCatalog)? {
        let catalog = try TemporaryCatalog(files: files)
        do {
            _ = try AssetCatalog.load(contentsOf: catalog.url)
            return nil
        } catch {
            return (error, catalog)
        }
    }

    @Test func aWrongComponentIsLocatedWithACaret() throws {
        let set = CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("2.5", "0", "0")))
        let (error, catalog) = try #require(try Self.loadError(["Brand.colorset/Contents.json": set]))
        #expect(error.code == .invalidComponent)
        #expect(error.path == catalog.path("Brand.colorset/Contents.json"))
        #expect(
            error.description == """
                \(catalog.path("Brand.colorset/Contents.json")):10:19: error: colors[0].color.components.red "2.5" is not a decimal \
                number from 0 to 1 ("0.500"), an integer from 0 to 255 ("128") or a hexadecimal byte ("0x80")
                          "red" : "2.5"
                                  ^
                """)
    }

    @Test func malformedJSONIsLocatedAtFoundationsOffset() throws {
        let text = """
            {
              "colors" : [
                {
                  "idiom" : "universal",,
                }
              ]
            }
            """
        let (error, _) = try #require(try Self.loadError(["Bad.colorset/Contents.json": text]))
        #expect(error.code == .malformedJSON)
        #expect(error.line == 4)
        #expect(error.column == 29)
        #expect(error.message.hasPrefix("Contents.json is not valid JSON: Invalid value; check the commas"))
        #expect(error.description.hasSuffix("      \"idiom\" : \"universal\",,\n" + String(repeating: " ", count: 28) + "^"))
    }

    /// Contents.json texts, the kind of error, the line, and a part of the message.
    static let cases: [(name: String, text: String, code: AssetCatalogError.Code, line: Int?, message: String)] = [
        (
            "unknown colour space",
            CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("0", "0", "0", space: "cmyk"))), .unknownColorSpace, 5,
            #"unknown color-space "cmyk"; use srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22 or extended-gray"#
        ),
        (
            "missing colour space", CatalogJSON.colorSet(CatalogJSON.entry(#"{ "components" : { "red" : "0" } }"#)),
            .unknownColorSpace, 4, #"colors[0].color has no "color-space""#
        ),
        (
            "grey without white", CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("0", "0", "0", space: "gray-gamma-22"))),
            .invalidComponent, 6, #"has no "white"; gray-gamma-22 colours have one component, white, and alpha"#
        ),
        (
            "rgb without blue",
            CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.components([#""red" : "0""#, #""green" : "0""#]))),
            .invalidComponent, 6, #"colors[0].color.components has no "blue""#
        ),
        (
            "component of the wrong type",
            CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.components([#""red" : [1]"#, #""green" : "0""#, #""blue" : "0""#]))),
            .invalidComponent, 7, "colors[0].color.components.red should be a decimal number from 0 to 1"
        ),
        (
            "component true",
            CatalogJSON.colorSet(
                CatalogJSON.entry(
                    CatalogJSON.rgb("0", "0", "0", alpha: "0").replacingOccurrences(
                        of: #""alpha" : "0""#, with: #""alpha" : true"#))),
            .invalidComponent, 7, "colors[0].color.components.alpha true is not"
        ),
        (
            "unknown system colour", CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.reference("systemPlaidColor"))),
            .unknownSystemColor, 4, #"colors[0].color.reference "systemPlaidColor" is not a system colour the kit has"#
        ),
        (
            "unknown luminosity",
            CatalogJSON.colorSet(
                CatalogJSON.entry(CatalogJSON.rgb("0", "0", "0"), appearances: [#"{ "appearance" : "luminosity", "value" : "dim" }"#])),
            .invalidContents, 4, #"unknown luminosity "dim"; use "light" or "dark""#
        ),
        (
            "colors not a list", #"{ "colors" : { "idiom" : "universal" } }"#, .invalidContents, 1,
            "colors should be a list ([ … ]), not an object"
        ),
        ("no colors", #"{ "info" : { "version" : 1 } }"#, .invalidContents, 1, #"needs a "colors" list"#),
        ("root not an object", #"[]"#, .invalidContents, 1, "the file should be an object ({ … }), not a list"),
        (
            "idiom a number", #"{ "colors" : [ { "idiom" : 3 } ] }"#, .invalidContents, 1,
            #"colors[0].idiom should be a string, such as "universal", not a number"#
        ),
        ("empty file", "", .malformedJSON, 1, "the file is empty"),
        (
            "a long value is cut",
            CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("0", "0", "0", space: String(repeating: "x", count: 5000)))),
            .unknownColorSpace, 5, "unknown color-space \"\(String(repeating: "x", count: 40))…\"; use srgb"
        ),
        (
            "too many entries", #"{ "colors" : ["# + Array(repeating: "{}", count: 1001).joined(separator: ",") + "] }", .tooManyAssets, 1,
            "colors has 1001 entries, more than the 1000 a set may have"
        ),
        ("truncated", "{\n  \"colors\" : [\n", .malformedJSON, 3, "Contents.json is not valid JSON"),
        ("nested too deep", String(repeating: "[", count: 100_000), .malformedJSON, 1, "Contents.json is not valid JSON"),
        ("not UTF-8", "{ \"colors\" : [ \"\u{1}\" ] }", .malformedJSON, 1, "Contents.json is not valid JSON"),
    ]

    @Test(arguments: cases)
    func contentsErrors(_ row: (name: String, text: String, code: AssetCatalogError.Code, line: Int?, message: String)) throws {
        let (error, catalog) = try #require(try Self.loadError(["Bad.colorset/Contents.json": row.text]), "\(row.name) loaded")
        #expect(error.code == row.code, "\(row.name): \(error)")
        #expect(error.path == catalog.path("Bad.colorset/Contents.json"), "\(row.name)")
        #expect(error.line == row.line, "\(row.name): \(error)")
        #expect(error.message.contains(row.message), "\(row.name): \(error.message)")
    }

    /// Image set texts, the kind of error, and a part of the message.
    static let imageCases: [(text: String, code: AssetCatalogError.Code, message: String)] = [
        (CatalogJSON.imageSet([("a.png", "2.5y")]), .invalidContents, #"scale "2.5y" is not a scale; write "1x", "2x" or "3x""#),
        (CatalogJSON.imageSet([("a.png", "1x")], intent: "stencil"), .invalidContents, #"unknown template-rendering-intent "stencil""#),
        (#"{ "images" : "a.png" }"#, .invalidContents, "images should be a list"),
        (#"{ "images" : [ { "filename" : 7 } ] }"#, .invalidContents, #"images[0].filename should be a string, such as "star@2x.png""#),
    ]

    @Test(arguments: imageCases)
    func imageSetErrors(_ row: (text: String, code: AssetCatalogError.Code, message: String)) throws {
        let (error, _) = try #require(try Self.loadError(["Bad.imageset/Contents.json": row.text]))
        #expect(error.code == row.code)
        #expect(error.line != nil)
        #expect(error.message.contains(row.message), "\(error.message)")
    }

    // MARK: - Folders and files

    @Test func aMissingFolderIsNamed() {
        let url = URL(fileURLWithPath: "/nonexistent/AssetCatalogErrorTests/Assets.xcassets")
        #expect {
            try AssetCatalog.load(contentsOf: url)
        } throws: { error in
            guard let error = error as? AssetCatalogError else { return false }
            return error.code == .missingFolder && error.path == url.path && error.line == nil
                && error.description
                    == "\(url.path): error: there is no asset catalog here; check the path, which names a folder such as Assets.xcassets"
        }
    }

    @Test func aFileIsNotACatalog() throws {
        let catalog = try TemporaryCatalog(files: [:])
        let file = catalog.url.appendingPathComponent("Contents.json")
        #expect {
            try AssetCatalog.load(contentsOf: file)
        } throws: { error in
            (error as? AssetCatalogError)?.code == .missingFolder
        }
    }

    @Test func aSetWithoutContentsIsNamed() throws {
        let (error, catalog) = try #require(try Self.loadError(["Empty.colorset/": ""]))
        #expect(error.code == .unreadableFile)
        #expect(error.path == catalog.path("Empty.colorset"))
        #expect(error.message.contains(#"the colour set "Empty" has no Contents.json"#))
    }

    @Test func aBadGroupContentsFileFailsTheLoad() throws {
        let files = ["Group/Contents.json": #"{ "properties" : { "provides-namespace" : "yes" } }"#]
        let (error, _) = try #require(try Self.loadError(files))
        #expect(error.code == .invalidContents)
        #expect(error.message.contains("properties.provides-namespace should be true or false, not a string"))
    }

    @Test func aBadCatalogContentsFileFailsTheLoad() throws {
        let catalog = try TemporaryCatalog(files: [:])
        try Data("{".utf8).write(to: catalog.url.appendingPathComponent("Contents.json"))
        #expect(throws: AssetCatalogError.self) { try AssetCatalog.load(contentsOf: catalog.url) }
    }

    @Test func aDuplicateNameNamesBothSets() throws {
        let red = CatalogJSON.colorSet(CatalogJSON.entry(CatalogJSON.rgb("1.000", "0.000", "0.000")))
        let first = try TemporaryCatalog("App", files: ["Brand.colorset/Contents.json": red])
        let second = try TemporaryCatalog("Package", files: ["Brand.colorset/Contents.json": red])
        #expect {
            try AssetCatalog.load(contentsOf: [first.url, second.url])
        } throws: { error in
            guard let error = error as? AssetCatalogError else { return false }
            return error.code == .duplicateName && error.path == second.path("Brand.colorset")
                && error.message.contains(first.path("Brand.colorset"))
        }
    }

    @Test func anOversizedContentsFileIsRefusedUnread() throws {
        let huge = String(repeating: " ", count: AssetCatalog.maximumContentsFileSize + 1)
        let (error, _) = try #require(try Self.loadError(["Huge.colorset/Contents.json": huge]))
        #expect(error.code == .fileTooLarge)
        #expect(error.message.contains("more than the 4194304 a catalog's file may be"))
    }

    @Test func aContentsFolderOrPipeIsRefusedWithoutBlocking() throws {
        let folder = try Self.loadError(["Dir.colorset/Contents.json/": ""])
        #expect(folder?.0.code == .unreadableFile)
        let catalog = try TemporaryCatalog(files: ["Pipe.colorset/": ""])
        let pipe = catalog.url.appendingPathComponent("Pipe.colorset/Contents.json")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        #expect {
            try AssetCatalog.load(contentsOf: catalog.url)
        } throws: { error in
            (error as? AssetCatalogError)?.code == .unreadableFile
        }
    }

    @Test func foldersNestedTooDeeplyAreRefused() throws {
        let path = (0..<(AssetCatalog.maximumFolderDepth + 1)).map { "G\($0)" }.joined(separator: "/") + "/"
        let (error, _) = try #require(try Self.loadError([path: ""]))
        #expect(error.code == .tooManyAssets)
    }

    @Test func codesDescribeThemselves() {
        #expect(AssetCatalogError.Code.invalidComponent.description == "invalidComponent")
        #expect(AssetCatalogError.Code.missingFolder != .malformedJSON)
    }
}
