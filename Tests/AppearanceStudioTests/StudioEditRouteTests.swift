import AppearanceStudio
import Foundation
import Hummingbird
import Testing

/// `/api/edit` and `/api/undo`: values written back in place, undone, and bad edits refused.
@Suite("Studio edit routes")
@MainActor
struct StudioEditRouteTests {
    /// An edit's body, with the value there now as `expected`, as the page sends it.
    func edit(_ fixture: StudioFixture, line: Int, column: Int, value: String, path: String? = nil) -> String {
        StudioFixture.editBody(
            path: path ?? fixture.themeURL.path, line: line, column: String(column), value: value,
            expected: fixture.valueText(line: line, column: column))
    }

    @Test("A colour and a number are rewritten in place, comments kept, and undone in turn")
    func writeBackAndUndo() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let original = try fixture.themeTextOnDisk()
        try await fixture.withClient { client in
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders,
                body: .json(edit(fixture, line: 12, column: 18, value: "#00FF80"))
            ) { response in
                #expect(response.status == .ok)
                let result = try response.decoded(EditResult.self)
                #expect(result.old == "\"#aa0000\"" && result.new == "\"#00ff80\"" && result.undoDepth == 1)
            }
            let edited = try fixture.themeTextOnDisk()
            #expect(edited == original.replacingOccurrences(of: "\"#aa0000\"", with: "\"#00ff80\""))
            #expect(edited.contains("# the card's title") && edited.contains("# Studio test theme"))
            try await client.execute(uri: "/api/preview", method: .get) { response in
                #expect(response.text.contains("#00ff80"), "the watcher applied the edit")
            }
            // A number inside a flow mapping.
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders,
                body: .json(edit(fixture, line: 16, column: 33, value: "20"))
            ) { response in
                #expect(response.status == .ok, "\(response.text)")
            }
            #expect(try fixture.themeTextOnDisk().contains("{ cornerRadius: 20, backgroundColor: \"#fefefe\" }"))
            try await client.execute(
                uri: "/api/undo", method: .post, headers: StudioFixture.jsonHeaders, body: .json(#"{"path":"\#(fixture.themeURL.path)"}"#)
            ) { response in
                #expect(response.status == .ok)
                let depth = try response.decoded(EditResult.self).undoDepth
                #expect(depth == 1)
            }
            #expect(try fixture.themeTextOnDisk() == edited)
            try await client.execute(
                uri: "/api/undo", method: .post, headers: StudioFixture.jsonHeaders, body: .json(#"{"path":"\#(fixture.themeURL.path)"}"#)
            ) { response in
                #expect(response.status == .ok)
            }
            #expect(try fixture.themeTextOnDisk() == original)
            try await client.execute(
                uri: "/api/undo", method: .post, headers: StudioFixture.jsonHeaders, body: .json(#"{"path":"\#(fixture.themeURL.path)"}"#)
            ) { response in
                #expect(response.status == .conflict)
                #expect(response.errorMessage == "nothing to undo in fixture.yaml")
            }
        }
    }

    @Test("Bad edits are 4xx with a message and leave the file alone")
    func badEdits() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let original = try fixture.themeTextOnDisk()
        let outside = fixture.directory.appendingPathComponent("other.yaml")
        try original.write(to: outside, atomically: true, encoding: .utf8)
        let cases: [(body: String, status: Int, message: String)] = [
            ("{not json", 400, "malformed JSON body"),
            ("[]", 400, "malformed JSON body"),
            (#"{"path":"x","line":1,"column":1}"#, 400, "malformed JSON body: missing 'value'"),
            (##"{"path":"x","line":"one","column":1,"value":"#fff"}"##, 400, "malformed JSON body: wrong type for 'line'"),
            (edit(fixture, line: 1, column: 1, value: "#fff", path: "/etc/passwd"), 403, "'/etc/passwd' is not a theme file of the studio"),
            (edit(fixture, line: 1, column: 1, value: "#fff", path: outside.path), 403, "'\(outside.path)' is not a theme file"),
            (
                edit(
                    fixture, line: 1, column: 1, value: "#fff",
                    path: fixture.directory.path + "/sub/../../" + fixture.directory.lastPathComponent + "/other.yaml"), 403, "'"
            ),
            (edit(fixture, line: 12, column: 18, value: "red; rm -rf"), 400, "'red; rm -rf' is neither a colour (#rrggbb) nor a number"),
            (edit(fixture, line: 12, column: 18, value: "12"), 400, "textColor takes a colour, not '12'"),
            (edit(fixture, line: 13, column: 14, value: "#ffffff"), 400, "alpha takes a number"),
            (edit(fixture, line: 999, column: 1, value: "#ffffff"), 404, "no value to edit at fixture.yaml:999:1"),
            (edit(fixture, line: 10, column: 17, value: "#ffffff"), 404, "no value to edit at fixture.yaml:10:17"),
        ]
        try await fixture.withClient { client in
            for (body, status, message) in cases {
                try await client.execute(uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders, body: .json(body)) {
                    response in
                    #expect(response.status.code == status, "\(body): \(response.text)")
                    #expect(response.errorMessage?.hasPrefix(message) == true, "\(body): \(response.text)")
                }
            }
            try await client.execute(
                uri: "/api/undo", method: .post, headers: StudioFixture.jsonHeaders, body: .json(#"{"path":"/etc/hosts"}"#)
            ) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders, body: ByteBuffer(repeating: 32, count: 20_000)
            ) { response in
                #expect(response.status == .contentTooLarge)
            }
        }
        #expect(try fixture.themeTextOnDisk() == original)
    }

    @Test("A JSON theme is rewritten in place too")
    func json() async throws {
        let text = """
            {
              "name": "Fixture JSON",
              "rules": [
                { "class": "TableView", "properties": { "backgroundColor": "#112233", "rowHeight": 44 } }
              ]
            }

            """
        let fixture = try StudioFixture(text: text, fileName: "fixture.json")
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders,
                body: .json(edit(fixture, line: 4, column: 64, value: "#abcdef"))
            ) { response in
                #expect(response.status == .ok, "\(response.text)")
            }
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders,
                body: .json(edit(fixture, line: 4, column: 88, value: "52.5"))
            ) { response in
                #expect(response.status == .ok, "\(response.text)")
            }
        }
        #expect(
            try fixture.themeTextOnDisk()
                == text.replacingOccurrences(of: "#112233", with: "#abcdef").replacingOccurrences(of: "44", with: "52.5"))
    }

    @Test("Undo keeps an edit made elsewhere since the write-back")
    func undoAfterAnOutsideEdit() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(
                uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders,
                body: .json(edit(fixture, line: 12, column: 18, value: "#123456"))
            ) { response in
                #expect(response.status == .ok)
            }
            let outside = try fixture.themeTextOnDisk() + "# edited in an editor\n"
            try outside.write(to: fixture.themeURL, atomically: true, encoding: .utf8)
            try await client.execute(
                uri: "/api/undo", method: .post, headers: StudioFixture.jsonHeaders,
                body: .json(#"{"path":"\#(fixture.themeURL.path)"}"#)
            ) { response in
                #expect(response.status == .conflict)
                #expect(response.errorMessage == "fixture.yaml changed since the studio wrote it; undo in your editor instead")
            }
            #expect(try fixture.themeTextOnDisk() == outside)
        }
    }
}
