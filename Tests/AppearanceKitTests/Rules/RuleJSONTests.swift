import AppearanceKit
import Foundation
import Testing

/// One shape per concept (#42): a source location encodes as every JSON output of the tools
/// writes it.
@MainActor
@Suite struct RuleJSONTests {
    /// Writes a location's file as its last path component.
    struct FileNameOnly: AppearanceSourceFileNaming {
        func file(of location: AppearanceSourceLocation) -> String {
            String(location.file.split(separator: "/").last ?? "")
        }
    }

    static func json(_ value: some Encodable, naming: (any AppearanceSourceFileNaming)? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if let naming { encoder.userInfo[AppearanceSourceLocation.fileNamingKey] = naming }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func aLocationRoundTripsWithItsFileAsTheEncoderNamesIt() throws {
        let theme = AppearanceSourceLocation(file: "/work/app/Themes/brand.yaml", line: 4, column: 16)
        let text = try Self.json(theme)
        #expect(text == #"{"column":16,"file":"/work/app/Themes/brand.yaml","kind":"themeFile","line":4}"#)
        #expect(try JSONDecoder().decode(AppearanceSourceLocation.self, from: Data(text.utf8)) == theme)
        #expect(try Self.json(theme, naming: FileNameOnly()) == #"{"column":16,"file":"brand.yaml","kind":"themeFile","line":4}"#)

        // A Swift call site has no column: the key is left out, and the location reads back.
        let swift = AppearanceSourceLocation(fileID: "App/Theme.swift", line: 12)
        let swiftText = try Self.json(swift)
        #expect(swiftText == #"{"file":"App/Theme.swift","kind":"swift","line":12}"#)
        #expect(try JSONDecoder().decode(AppearanceSourceLocation.self, from: Data(swiftText.utf8)) == swift)
    }
}
