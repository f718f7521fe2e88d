import AppearanceKit
import AppearanceStudio

/// `/api/inspect`'s JSON as the page reads it: ``InspectorReport`` is written, not read back
/// (its rules are the engine's, whose traits only the app can read), so the tests read the
/// wire format, each rule's location with the engine's own decoder.
struct InspectorJSON: Decodable {
    var view: String
    var type: String
    var classChain: [String]
    var styleClasses: [String]
    var containers: [String]
    var traits: String
    var properties: [Property]

    struct Property: Decodable {
        var name: String
        var value: String?
        var dynamicValue: String?
        var explicit: Bool
        var rules: [Rule]
    }

    /// A rule as `appearance explain --json` writes it, with what the page adds.
    struct Rule: Decodable {
        var order: Int?
        var proxy: String
        var target: String
        var containers: [String]
        var traits: String?
        var styleClass: String?
        var property: String
        var value: String
        var matched: Bool
        var outcome: String
        var location: AppearanceSourceLocation?
        var won: Bool
        var source: InspectorReport.Source
        var matches: [String]
        var wins: [String]
    }
}
