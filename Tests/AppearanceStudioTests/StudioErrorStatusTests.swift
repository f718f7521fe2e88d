import AppearancePreview
import AppearanceStudio
import HTTPTypes
import Hummingbird
import Testing

/// One error type for the tools (#42): each kind of ``ToolError`` is one HTTP status, the same
/// on every route, and a name that is not there is 404 wherever it is named.
@Suite("Studio error statuses")
@MainActor
struct StudioErrorStatusTests {
    /// Each kind and the status the studio answers it with.
    nonisolated static let statuses: [(kind: ToolError.Kind, status: Int)] = [
        (.badRequest, 400), (.notFound, 404), (.forbidden, 403), (.conflict, 409), (.invalidTheme, 409),
        (.appCodeFailed, 500), (.io, 500), (.busy, 503),
    ]

    @Test("Each kind of error is one HTTP status", arguments: statuses)
    func statusOfEachKind(kind: ToolError.Kind, status: Int) {
        #expect(ToolError.httpStatus(for: kind).code == status)
    }

    @Test("The table names every kind once")
    func everyKindHasAStatus() {
        #expect(Set(Self.statuses.map(\.kind)) == Set(ToolError.Kind.allCases))
        #expect(Self.statuses.count == ToolError.Kind.allCases.count)
    }

    /// Every route that takes a screen (and a theme), with the other parameters it needs.
    nonisolated static let routes = [
        "/api/preview?", "/api/inspect?view=card&", "/api/compare?with=dark&", "/api/audit?", "/api/matrix?",
    ]

    /// A screen and a theme the studio does not have, and what it answers.
    nonisolated static let unknownNames = [
        ("screen=settings", "unknown screen 'settings'; the screens are: demo, controls"),
        ("theme=sepia", "unknown theme 'sepia'; the studio has: file1, light, dark, ocean"),
    ]

    @Test("An unknown screen or theme is 404 on every route that takes one", arguments: routes, unknownNames)
    func unknownNameIsNotFound(route: String, name: (query: String, message: String)) async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: route + name.query, method: .get) { response in
                #expect(response.status == .notFound, "\(route)\(name.query): \(response.text)")
                #expect(response.errorMessage == name.message, "\(route)\(name.query)")
            }
        }
    }

    @Test("A theme that does not load answers its diagnostics after what failed")
    func invalidThemeIsAConflictWithItsDiagnostics() async throws {
        let fixture = try StudioFixture(text: "rules:\n  - class: Labl\n    properties: { textColor: red }\n")
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/audit?theme=file1&matrix=style%3Dlight", method: .get) { response in
                #expect(response.status == .conflict, "\(response.text)")
                let message = try #require(response.errorMessage)
                #expect(message.hasPrefix("theme 'fixture' does not load:\n"), "\(message)")
                #expect(message.contains("fixture.yaml:2:12: error: unknown class 'Labl'"), "\(message)")
            }
        }
    }
}
