import AppearanceStudio
import Foundation
import Hummingbird
import Testing

/// `/api/compare`: the page's theme beside another, the other one a scope over its half of one
/// tree (#35).
@Suite("Studio compare route")
@MainActor
struct StudioCompareRouteTests {
    @Test("Two panels: the theme as the app's rules, the other as an isolated scope, each in its own colours")
    func compare() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/compare?theme=ocean&with=dark&screen=demo", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
                let svg = response.text
                #expect(svg.contains("data-panel=\"Ocean\""))
                #expect(svg.contains("data-panel=\"Dark, in a scope\""))
                let halves = svg.components(separatedBy: "data-panel=\"Dark, in a scope\"")
                // Ocean's cyan table on the left only; Dark's yellow tint on the right only.
                #expect(halves[0].contains("#00ffff"))
                #expect(!halves[1].contains("#00ffff"))
                #expect(halves[1].contains("#ffff00"))
            }
            // The page's own preview still shows its theme alone.
            try await client.execute(uri: "/api/preview?theme=ocean&screen=demo", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("#00ffff"))
            }
        }
    }

    @Test("A missing or unknown theme to compare with is a clear error")
    func badInput() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/compare?theme=ocean", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("missing 'with'"))
            }
            try await client.execute(uri: "/api/compare?with=nope", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("unknown theme 'nope'"))
            }
        }
    }
}
