import AppearanceStudio
import Foundation
import Hummingbird
import Testing

/// `/api/audit` and `/api/matrix`: the audit panel's findings with the settings that show
/// them, and the trait-matrix picture (#34).
@Suite("Studio audit routes")
@MainActor
struct StudioAuditRouteTests {
    @Test("The audit lists the theme's findings, each with the state's menu values and a view to select")
    func audit() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/audit?theme=ocean&screen=demo", method: .get) { response in
                #expect(response.status == .ok)
                let object = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
                #expect(object["theme"] as? String == "ocean")
                #expect((object["summary"] as? String)?.contains("contrast errors at AA") == true)
                let findings = try #require(object["findings"] as? [[String: Any]])
                let wifi = try #require(findings.first { ($0["message"] as? String)?.contains("\"Wi-Fi\"") == true })
                #expect(wifi["severity"] as? String == "error")
                #expect(wifi["select"] as? String == "label")
                #expect((wifi["location"] as? String)?.contains("ocean.yaml:") == true)
                let settings = try #require(
                    findings.compactMap { $0["settings"] as? [String: String] }.first {
                        $0["style"] == "dark" && $0["contrast"] == "high" && $0["category"] == "accessibilityExtraLarge"
                    })
                #expect(settings["sizeClass"] == "compact")
            }
            try await client.execute(
                uri: "/api/audit?theme=ocean&matrix=style%3Dlight&level=AAA", method: .get
            ) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("AAA needs 7:1"))
                #expect(!response.text.contains("style=dark"))
            }
        }
    }

    @Test("Bad matrices and levels are 400 with what to write")
    func badInput() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/audit?matrix=colour%3Ddark", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("unknown trait 'colour'"))
            }
            try await client.execute(uri: "/api/audit?level=AAAA", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("unknown level 'AAAA'; use one of: AA, AAA"))
            }
            try await client.execute(uri: "/api/matrix?screen=settings", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test("The matrix is one SVG with a panel per state and the failures outlined")
    func matrix() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            let uri = "/api/matrix?theme=ocean&matrix=style%3Dlight%2Cdark%20contrast%3Dnormal%2Chigh&audit=AA"
            var first = ""
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
                first = response.text
                #expect(first.components(separatedBy: "<g data-panel=").count == 5)
                #expect(first.contains("data-role=\"annotation\""))
            }
            // As a page's URLSearchParams writes it: spaces as `+`.
            try await client.execute(uri: uri.replacingOccurrences(of: "%20", with: "+"), method: .get) { response in
                #expect(response.text == first)
            }
        }
    }
}
