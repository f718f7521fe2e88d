import AppearanceKit
import Foundation
import Testing

/// One shape per concept (#42): a rule, a source location and an explanation encode as every
/// JSON output of the tools writes them.
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

    static func object(_ value: some Encodable) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(try json(value).utf8)) as? [String: Any])
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

    @Test func aRuleIsWrittenWithItsProxyPartsValueAndLocation() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance(for: .dark, whenContainedInInstancesOf: [CardView.self]).textColor = .red
        let line = #line - 1
        let rule = try #require(Appearance.recordedRules.first)
        #expect(
            rule.description == "Label.appearance(for: userInterfaceStyle=dark, whenContainedInInstancesOf: [CardView]).textColor = #ff0000"
        )
        let object = try Self.object(rule)
        #expect(Set(object.keys) == ["proxy", "target", "containers", "traits", "styleClass", "property", "value", "location"])
        #expect(object["proxy"] as? String == rule.proxyDescription)
        #expect(object["target"] as? String == "Label")
        #expect(object["containers"] as? [String] == ["CardView"])
        #expect(object["traits"] as? String == "userInterfaceStyle=dark")
        #expect(object["styleClass"] is NSNull)
        #expect(object["property"] as? String == "textColor")
        #expect(object["value"] as? String == "#ff0000")
        let location = try #require(object["location"] as? [String: Any])
        #expect(location["file"] as? String == "AppearanceKitTests/RuleJSONTests.swift")
        #expect(location["line"] as? Int == line)
        #expect(location["kind"] as? String == "swift")
    }

    @Test func anExplanationIsWrittenAsExplainJSONPrintsIt() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        Label.appearance(whenContainedInInstancesOf: [PanelView.self]).textColor = .green
        let window = Window()
        let label = RuleFixtures.buildChain(["Card", "Label"], in: window)
        let why = try #require(Appearance.explain(label, property: "textColor"))
        let object = try Self.object(why)
        #expect(Set(object.keys) == ["type", "property", "value", "dynamicValue", "traits", "explicit", "rules"])
        #expect(object["type"] as? String == "Label")
        #expect(object["value"] as? String == "#0000ff")
        #expect(object["dynamicValue"] is NSNull && object["traits"] is NSNull)
        #expect(object["explicit"] as? Bool == false)
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.map { $0["order"] as? Int } == [1, 2, nil])
        #expect(rules.map { $0["matched"] as? Bool } == [true, true, false])
        #expect(rules.map { $0["outcome"] as? String } == ["outranked by 2", "won", "containers not found"])
        #expect(rules.map { $0["proxy"] as? String } == why.rules.map(\.proxyDescription))
        #expect(
            Set(rules[0].keys) == [
                "proxy", "target", "containers", "traits", "styleClass", "property", "value", "location", "order", "matched", "outcome",
            ])
    }
}
