import AppearancePreview
import AppearanceStudio
import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// The studio over an app's own catalog (#31): its screens, its Swift themes with their source
/// lines, a screen that fails to build, and write-back that never reaches Swift.
@Suite("Studio over an app's catalog")
@MainActor
struct StudioAppCatalogTests {
    /// Lines of the Swift themes' `appearance()` calls, which the inspector must show.
    nonisolated static let warmLine = line(of: #".swift("warm")"#)
    nonisolated static let coolLine = line(of: #".swift("cool")"#)

    /// The line of this file where `text` is first written (after this function).
    nonisolated static func line(of text: String, file: String = #filePath) -> Int {
        let lines = (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        return (lines.lastIndex { $0.contains(text) } ?? -1) + 1
    }

    static let catalog = PreviewCatalog(
        screens: [
            PreviewScreen("greeting") { environment in
                let window = Window(frame: CGRect(origin: .zero, size: environment.size))
                let card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
                card.accessibilityIdentifier = "card"
                let label = Label()
                label.text = "Hello"
                label.accessibilityIdentifier = "greeting"
                card.addSubview(label)
                window.addSubview(card)
                return window
            },
            PreviewScreen("broken") { _ in throw BuilderFailure() },
        ],
        themes: [
            .swift("warm") { Label.appearance().textColor = .red },
            .swift("cool") { Label.appearance().textColor = .blue },
            .swift("empty") {},
        ])

    struct BuilderFailure: Error, CustomStringConvertible {
        var description: String { "the profile service is not configured" }
    }

    @Test("The inspector shows the Swift file and line of a Swift theme's rule, never editable")
    func swiftLocations() async throws {
        let fixture = try StudioFixture(catalog: Self.catalog)
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/inspect?screen=greeting&theme=warm&view=card/greeting", method: .get) { response in
                #expect(response.status == .ok, "\(response.text)")
                let report = try response.decoded(InspectorJSON.self)
                let textColor = try #require(report.properties.first { $0.name == "textColor" })
                #expect(textColor.value == "#ff0000")
                let winner = try #require(textColor.rules.first { $0.won })
                #expect(winner.location?.kind == .swift)
                #expect(winner.source.display == "AppearanceStudioTests/StudioAppCatalogTests.swift:\(Self.warmLine)")
                #expect(winner.location?.line == Self.warmLine)
                #expect(!winner.source.editable)
            }
        }
    }

    @Test("Switching between Swift themes restyles the same screen, leaving nothing of the last theme")
    func switching() async throws {
        let fixture = try StudioFixture(catalog: Self.catalog)
        defer { fixture.remove() }
        try await fixture.withClient { client in
            for (theme, colour, line) in [
                ("warm", "#ff0000", Self.warmLine), ("cool", "#0000ff", Self.coolLine), ("warm", "#ff0000", Self.warmLine),
            ] {
                try await client.execute(uri: "/api/inspect?screen=greeting&theme=\(theme)&view=card/greeting", method: .get) { response in
                    let report = try response.decoded(InspectorJSON.self)
                    let textColor = try #require(report.properties.first { $0.name == "textColor" })
                    #expect(textColor.value == colour)
                    #expect(textColor.rules.count == 1, "\(textColor.rules.map(\.proxy))")
                    #expect(textColor.rules.first?.location?.line == line)
                }
            }
        }
    }

    @Test("A screen whose builder throws is a 500 with its error, and the other screens keep working")
    func brokenScreen() async throws {
        let fixture = try StudioFixture(catalog: Self.catalog)
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/preview?screen=broken&theme=warm", method: .get) { response in
                #expect(response.status == .internalServerError)
                #expect(response.errorMessage == "the screen 'broken' could not be built: the profile service is not configured")
            }
            try await client.execute(uri: "/api/preview?screen=greeting&theme=warm", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("Hello"))
            }
        }
    }

    @Test(
        "Unknown screens and themes are 404s that list the names there are",
        arguments: [
            ("screen=profile", "unknown screen 'profile'; the screens are: greeting, broken"),
            ("theme=sepia", "unknown theme 'sepia'; the studio has: file1, warm, cool, empty"),
        ])
    func unknownNames(query: String, message: String) async throws {
        let fixture = try StudioFixture(catalog: Self.catalog)
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/preview?\(query)", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.errorMessage == message)
            }
        }
    }

    @Test("The page's menus list the app's screens and themes; a Swift theme that records nothing is a warning")
    func state() async throws {
        let fixture = try StudioFixture(catalog: Self.catalog)
        defer { fixture.remove() }
        try await fixture.withClient { client in
            try await client.execute(uri: "/api/preview?screen=greeting&theme=empty", method: .get) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/state", method: .get) { response in
                let state = try response.decoded(StudioStateReport.self)
                #expect(state.screens.map(\.id) == ["greeting", "broken"])
                #expect(state.themes.map(\.id) == ["file1", "warm", "cool", "empty"])
                #expect(state.themes.filter(\.swift).map(\.id) == ["warm", "cool", "empty"])
                let empty = try #require(state.themes.first { $0.id == "empty" })
                #expect(empty.diagnostics.map(\.severity) == ["warning"])
                #expect(empty.diagnostics.first?.message.contains("recorded no rule") == true)
            }
        }
    }

    @Test("Write-back never touches a Swift source")
    func noSwiftWriteBack() async throws {
        let fixture = try StudioFixture(catalog: Self.catalog)
        defer { fixture.remove() }
        let source = URL(fileURLWithPath: #filePath)
        let before = try String(contentsOf: source, encoding: .utf8)
        try await fixture.withClient { client in
            let body = ##"{"path":"\##(source.path)","line":\##(Self.warmLine),"column":60,"value":"#00ff00","expected":"x"}"##
            try await client.execute(uri: "/api/edit", method: .post, headers: StudioFixture.jsonHeaders, body: .json(body)) { response in
                #expect(response.status == .forbidden)
            }
        }
        #expect(try String(contentsOf: source, encoding: .utf8) == before)
    }
}
