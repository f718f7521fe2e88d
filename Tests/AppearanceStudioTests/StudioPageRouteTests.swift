import AppearanceStudio
import Foundation
import HTTPTypes
import Hummingbird
import HTTPTypes
import Testing

/// The page's own files, and nothing else.
@Suite("Studio page routes")
@MainActor
struct StudioPageRouteTests {
    @Test("The page, its CSS and its JavaScript are served with their types")
    func servesThePage() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.text.contains("<script src=\"/studio.js\">"))
                #expect(!response.text.contains("http"), "no CDN: the page loads nothing from elsewhere")
            }
            try await client.execute(uri: "/studio.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            }
            try await client.execute(uri: "/studio.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
                #expect(response.text.contains("EventSource"))
            }
        }
    }

    @Test(
        "Paths outside the page's files are not found, traversal included",
        arguments: [
            "/../Package.swift", "/..%2F..%2FPackage.swift", "/Resources/index.html", "/studio.js/../../../etc/passwd",
            "/etc/passwd", "/fixture.yaml", "/api/theme?path=/etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/index.html/..",
        ])
    func rejectsOtherFiles(uri: String) async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .notFound, "\(uri)")
                #expect(!response.text.contains("root:"), "\(uri)")
                #expect(!response.text.contains("swift-tools-version"), "\(uri)")
            }
        }
    }

    @Test("Writing to the page's routes is not allowed")
    func rejectsOtherMethods() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/", method: .post, headers: StudioFixture.jsonHeaders, body: .json("{}")) { response in
                #expect(response.status.code >= 400 && response.status.code < 500)
            }
            try await client.execute(uri: "/api/edit", method: .get) { response in
                #expect(response.status.code >= 400 && response.status.code < 500)
            }
        }
    }

    @Test("Requests from other sites and writes that are not JSON are refused")
    func foreignRequests() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let edit = ##"{"path":"\##(fixture.themeURL.path)","line":12,"column":18,"value":"#000000"}"##
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/state", method: .get, headers: [HTTPField.Name("Host")!: "evil.example:8765"]) { response in
                #expect(response.status == .forbidden)
                #expect(response.errorMessage == "the studio answers only pages on 127.0.0.1 or localhost, not 'evil.example:8765'")
            }
            for host in ["127.0.0.1:8765", "localhost:8765", "[::1]:8765", "127.0.0.1"] {
                try await client.execute(uri: "/api/state", method: .get, headers: [HTTPField.Name("Host")!: host]) { response in
                    #expect(response.status == .ok, "\(host)")
                }
            }
            var headers = StudioFixture.jsonHeaders
            headers[.origin] = "https://evil.example"
            try await client.execute(uri: "/api/edit", method: .post, headers: headers, body: .json(edit)) { response in
                #expect(response.status == .forbidden)
                #expect(response.errorMessage == "the studio answers only its own page, not pages from 'https://evil.example'")
            }
            try await client.execute(uri: "/api/edit", method: .post, headers: [.contentType: "text/plain"], body: .json(edit)) {
                response in
                #expect(response.status == .unsupportedMediaType)
                #expect(response.errorMessage == "send the body as JSON (Content-Type: application/json)")
            }
            // The studio's own page (the request's host and port) gets through to the route.
            headers[.origin] = "http://127.0.0.1"
            try await client.execute(
                uri: "/api/undo", method: .post, headers: headers, body: .json(#"{"path":"\#(fixture.themeURL.path)"}"#)
            ) { response in
                #expect(response.status == .conflict, "the studio's own page gets through to the route")
            }
        }
        #expect(try fixture.themeTextOnDisk() == StudioFixture.themeText)
    }
}
