import AppearanceStudio
import Foundation
import Hummingbird
import Testing

/// `/api/events`: a change on disk, good or bad, reaches open pages as a `theme` event.
@Suite("Studio event route")
@MainActor
struct StudioEventRouteTests {
    @Test("Edits on disk are announced; a broken file keeps the last good theme and reports its diagnostics")
    func liveEdits() async throws {
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        fixture.studio.startWatching()
        let studio = fixture.studio
        let events = studio.events
        let url = fixture.themeURL
        let original = try fixture.themeTextOnDisk()
        try await fixture.withClient { client in
            let driver = Task { @MainActor in
                while events.subscriberCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
                let start = ContinuousClock.now
                try original.replacingOccurrences(of: "#112233", with: "#445566").write(to: url, atomically: true, encoding: .utf8)
                while studio.version < 1 { try await Task.sleep(for: .milliseconds(5)) }
                let latency = ContinuousClock.now - start
                try original.replacingOccurrences(of: "separatorColor: red", with: "separatorColour: red")
                    .write(to: url, atomically: true, encoding: .utf8)
                while studio.version < 2 { try await Task.sleep(for: .milliseconds(5)) }
                events.finishAll()
                return latency
            }
            try await client.execute(uri: "/api/events", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/event-stream")
                #expect(response.text.hasPrefix("retry: 500\nevent: hello\n"))
                #expect(response.text.contains("event: theme\ndata: {\"ok\":true,\"theme\":\"file1\",\"version\":1}\n\n"))
                #expect(response.text.contains("event: theme\ndata: {\"ok\":false,\"theme\":\"file1\",\"version\":2}\n\n"))
            }
            let latency = try await driver.value
            #expect(latency < StudioFixture.latencyBudget, "the change was seen within \(StudioFixture.latencyBudget)")
            try await client.execute(uri: "/api/preview", method: .get) { response in
                #expect(response.text.contains("#445566"), "the last good theme stays on screen")
            }
            try await client.execute(uri: "/api/state", method: .get) { response in
                let state = try response.decoded(StudioStateReport.self)
                let theme = state.themes[0]
                #expect(theme.hasErrors && theme.loaded)
                let diagnostic = try #require(theme.diagnostics.first)
                #expect(diagnostic.location == "fixture.yaml:8:7")
                #expect(diagnostic.message.contains("did you mean 'separatorColor'?"))
                #expect(diagnostic.rendered.contains("\n      separatorColour: red\n      ^"))
            }
        }
    }

    @Test("Finishing the hub ends open streams and refuses new ones at once")
    func finishing() async {
        let events = StudioEvents()
        let stream = events.subscribe()
        #expect(events.subscriberCount == 1)
        events.send("theme", data: "{}")
        events.finishAll()
        var received: [String] = []
        for await text in stream { received.append(text) }
        #expect(received == ["event: theme\ndata: {}\n\n"])
        var later = 0
        for await _ in events.subscribe() { later += 1 }
        #expect(later == 0 && events.subscriberCount == 0)
    }
}
