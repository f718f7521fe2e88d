import AppearanceKit
import AppearanceStudio
import Foundation
import Hummingbird
import Testing

/// `/api/inspect`: a view's facts and every styled property's explanation with its sources.
@Suite("Studio inspect route")
@MainActor
struct StudioInspectRouteTests {
    @Test("A label's report: class, path, containers, traits, and each rule with its theme line")
    func label() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/inspect?view=card/title", method: .get) { response in
                #expect(response.status == .ok)
                let report = try response.decoded(InspectorJSON.self)
                #expect(report.view == "card/title")
                #expect(report.type == "AppHeadline")
                #expect(report.classChain == ["AppHeadline", "Label", "View"])
                #expect(report.containers.contains("AppView #card"))
                #expect(report.traits.contains("userInterfaceStyle=light"))
                let textColor = try #require(report.properties.first { $0.name == "textColor" })
                #expect(textColor.value == "#aa0000")
                let winner = try #require(textColor.rules.first { $0.won })
                #expect(winner.proxy == "AppHeadline.appearance(whenContainedInInstancesOf: [AppView, AppView])")
                #expect(winner.source.display == "fixture.yaml:12:18")
                // The rule as `appearance explain --json` writes it, its location the engine's.
                #expect(winner.target == "AppHeadline" && winner.containers == ["AppView", "AppView"] && winner.traits == nil)
                #expect(winner.property == "textColor" && winner.order != nil && winner.outcome == "won")
                #expect(winner.location?.file.hasSuffix("/fixture.yaml") == true && winner.location?.kind == .themeFile)
                #expect(winner.location?.line == 12 && winner.location?.column == 18)
                #expect(winner.source.editable && winner.source.valueKind == "colour" && winner.source.editValue == "#aa0000")
                #expect(winner.wins == ["title"])
                let light = try #require(textColor.rules.first { $0.source.display.hasPrefix("light.yaml") && $0.matched })
                #expect(light.outcome.hasPrefix("outranked by"))
                #expect(!light.source.editable, "built-in themes are never edited")
                #expect(textColor.rules.contains { !$0.matched && $0.outcome == "containers not found" })
                let alpha = try #require(report.properties.first { $0.name == "alpha" })
                #expect(alpha.rules.first?.source.valueKind == "number")
            }
        }
    }

    @Test("Hovering a rule can outline every view it styles")
    func matches() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/inspect?view=headline&theme=light", method: .get) { response in
                let report = try response.decoded(InspectorJSON.self)
                let rules = report.properties.flatMap(\.rules).filter { $0.matched }
                #expect(rules.contains { $0.matches.count > 1 }, "a class-wide rule styles several views")
                #expect(rules.allSatisfy { $0.matches.contains("headline") })
                let textColor = try #require(report.properties.first { $0.name == "textColor" })
                #expect(textColor.rules.contains { $0.matches == ["headline", "title"] && $0.wins == ["headline"] })
            }
        }
    }

    @Test(
        "Unknown, malformed and missing view paths are 4xx with a message",
        arguments: [
            ("view=nope", 404, "unknown view path: no view 'nope'"),
            ("view=card//title", 400, "unknown view path"),
            ("view=card/nothing", 404, "unknown view path"),
            ("", 400, "missing 'view'"),
            ("view=", 400, "missing 'view'"),
            ("view=title&theme=nope", 404, "unknown theme 'nope'"),
        ])
    func badPaths(query: String, status: Int, message: String) async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/inspect?\(query)", method: .get) { response in
                #expect(response.status.code == status, "\(query)")
                #expect(response.errorMessage?.hasPrefix(message) == true, "\(response.text)")
            }
        }
    }

    @Test("A value from a variable is edited where the variable is defined")
    func variables() async throws {
        let text = """
            name: Variables
            variables:
              accent: "#123456"   # shared by the rules below
            rules:
              - class: TableView
                properties:
                  backgroundColor: $accent

            """
        let fixture = try StudioFixture(text: text)
        defer { fixture.remove() }
        try await fixture.withClient { client in
            var source: InspectorReport.Source?
            try await client.execute(uri: "/api/inspect?view=table", method: .get) { response in
                let report = try response.decoded(InspectorJSON.self)
                source = report.properties.first { $0.name == "backgroundColor" }?.rules.first?.source
            }
            let found = try #require(source)
            #expect(found.display == "fixture.yaml:7:24" && found.variable == "accent")
            #expect(found.editable && found.editLine == 3 && found.editColumn == 11 && found.editValue == "#123456")
            let body = StudioFixture.editBody(
                path: found.editPath ?? "", line: 3, column: "11", value: "#654321", expected: found.editText ?? "")
            try await client.execute(uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders, body: .json(body)) { response in
                #expect(response.status == .ok, "\(response.text)")
            }
        }
        #expect(try fixture.themeTextOnDisk() == text.replacingOccurrences(of: "#123456", with: "#654321"))
    }
}
