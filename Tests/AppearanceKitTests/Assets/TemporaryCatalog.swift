import Foundation

/// An asset catalog written into a fresh temporary folder, removed when the value goes.
///
/// Tests describe catalogs as files (`"Brand.colorset/Contents.json": json`) instead of
/// keeping `.xcassets` fixtures, so each test shows the JSON it reads.
final class TemporaryCatalog {
    /// The temporary folder that holds the catalog.
    let folder: URL
    /// The `.xcassets` folder.
    let url: URL

    /// A catalog named `name` made of `files`, by path inside it (folders are made as needed;
    /// a path ending in `/` makes an empty folder).
    init(_ name: String = "Assets", files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetCatalogTests-\(UUID().uuidString)")
        url = folder.appendingPathComponent("\(name).xcassets")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(CatalogJSON.info.utf8).write(to: url.appendingPathComponent("Contents.json"))
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
                continue
            }
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    /// The path of `relative` inside the catalog.
    func path(_ relative: String) -> String {
        url.appendingPathComponent(relative).path
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// `Contents.json` texts laid out as Xcode writes them.
enum CatalogJSON {
    /// A catalog's or a plain group's own `Contents.json`.
    static let info = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """

    /// A group folder's `Contents.json` with "Provides Namespace" ticked.
    static let namespace = """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "properties" : {
            "provides-namespace" : true
          }
        }

        """

    static let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
    static let light = #"{ "appearance" : "luminosity", "value" : "light" }"#
    static let high = #"{ "appearance" : "contrast", "value" : "high" }"#

    /// A colour set of `entries` (from ``entry(_:appearances:idiom:)``).
    static func colorSet(_ entries: String...) -> String {
        """
        {
          "colors" : [
        \(entries.joined(separator: ",\n"))
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }

        """
    }

    /// One entry of a colour set: `color` (from ``components(_:space:)`` or ``reference(_:)``)
    /// for `appearances` and `idiom`.
    static func entry(_ color: String, appearances: [String] = [], idiom: String = "universal") -> String {
        let list = appearances.isEmpty ? "" : "      \"appearances\" : [ \(appearances.joined(separator: ", ")) ],\n"
        return "    {\n\(list)      \"color\" : \(color),\n      \"idiom\" : \"\(idiom)\"\n    }"
    }

    /// A `color` object with `components` (JSON members, such as `"red" : "0.500"`) in `space`.
    static func components(_ components: [String], space: String = "srgb") -> String {
        """
        {
                "color-space" : "\(space)",
                "components" : {
                  \(components.joined(separator: ",\n          "))
                }
              }
        """
    }

    /// An sRGB `color` object from three component strings and an alpha string.
    static func rgb(_ red: String, _ green: String, _ blue: String, alpha: String = "1.000", space: String = "srgb") -> String {
        components(
            [#""alpha" : "\#(alpha)""#, #""blue" : "\#(blue)""#, #""green" : "\#(green)""#, #""red" : "\#(red)""#], space: space)
    }

    /// A `color` object that refers to a system colour.
    static func reference(_ name: String, platform: String = "ios") -> String {
        #"{ "platform" : "\#(platform)", "reference" : "\#(name)" }"#
    }

    /// An image set of files (`(filename, scale)`), with a rendering intent when given.
    static func imageSet(_ files: [(String, String?)], intent: String? = nil) -> String {
        let images = files.map { name, scale in
            let scalePart = scale.map { #", "scale" : "\#($0)""# } ?? ""
            return #"    { "filename" : "\#(name)", "idiom" : "universal"\#(scalePart) }"#
        }
        let properties = intent.map { ",\n  \"properties\" : { \"template-rendering-intent\" : \"\($0)\" }" } ?? ""
        return
            "{\n  \"images\" : [\n\(images.joined(separator: ",\n"))\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\(properties)\n}\n"
    }
}
