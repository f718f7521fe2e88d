import Foundation
import TestSupport
import Testing
import AppearanceThemes

/// Hot reload on a real file: edit it and the window restyles; break it and the diagnostics
/// arrive while the old theme stays; fix it and it applies.
///
/// The scenario runs in a child process (an exit test), because it has to wait for the watcher
/// between steps, and while a test waits, the synchronous tests of other suites run on the main
/// actor and change the global appearance registry. In its own process nothing else runs, so what
/// the scenario observes is the watcher's doing alone. It prints what it observes; the test
/// checks the transcript.
@Suite struct HotReloadTests {
    @Test func editingTheWatchedFileRestylesTheWindowLiveAndABadEditKeepsTheOldTheme() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let transcript = await HotReloadScenario.run()
            let lines = transcript.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            print(lines.map { "HOTRELOAD| " + $0 }.joined(separator: "\n"))
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        let transcript = output.split(separator: "\n").filter { $0.hasPrefix("HOTRELOAD| ") }.map { $0.dropFirst(11) }
            .joined(separator: "\n")
        #expect(
            transcript == """
                start: applied Brand v1; label #111111; proxy #111111
                edit: applied Brand v2; label #22aa22; proxy #22aa22
                break: failed; label #22aa22; proxy #22aa22; watcher keeps Brand v2
                brand.yaml:5:18: error: expected a colour like "#1E90FF", rgba(30, 144, 255, 1) or a system colour name, got 12
                      textColor: 12
                                 ^
                brand.yaml:6:7: error: unknown property 'fnt' for Label; did you mean 'font'?
                      fnt: body
                      ^
                fix: applied Brand v3; label #3333cc; proxy #3333cc
                stop: no event after a further edit
                """)
    }
}

/// The hot-reload scenario, run in the exit test's child process.
@MainActor
enum HotReloadScenario {
    static func theme(_ version: String, textColor: String, extra: String = "") -> String {
        """
        name: Brand \(version)
        rules:
          - class: Label
            properties:
              textColor: \(textColor)
        \(extra)
        """
    }

    static func run() async -> [String] {
        Appearance.reset()
        let directory = Fixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("brand.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        var transcript: [String] = []
        func write(_ text: String) {
            do { try text.write(to: url, atomically: true, encoding: .utf8) } catch { transcript.append("write failed: \(error)") }
        }

        let window = Window()
        let label = Label(text: "Live")
        window.addSubview(label)
        var events: [String] = []
        var watcherRef: ThemeWatcher?
        write(theme("v1", textColor: "\"#111111\""))
        let watcher = ThemeWatcher(contentsOf: url, interval: .milliseconds(20)) { event in
            let proxyColor: Color? = Label.appearance().textColor.flatMap { $0 }
            let state = "label \(label.textColor.map { "\($0)" } ?? "nil"); proxy \(proxyColor.map { "\($0)" } ?? "nil")"
            switch event {
            case .applied(let theme):
                events.append("applied \(theme.name); \(state)")
            case .failed(let error):
                events.append(
                    "failed; \(state); watcher keeps \(watcherRef?.theme?.name ?? "nothing")\n"
                        + error.diagnostics.formatted(relativeTo: directory.path))
            }
        }
        watcherRef = watcher

        func step(_ name: String, _ change: () -> Void) async {
            let seen = events.count
            change()
            // A liveness bound, not a latency target: the suite shares two cores, and under the
            // address sanitizer other suites hold the main actor for minutes.
            let deadline = ContinuousClock.now + TestTier.mainActorLiveness
            while events.count == seen, ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(10))
            }
            transcript.append("\(name): " + (events.count > seen ? events[seen] : "timed out"))
        }

        await step("start") { watcher.start() }
        await step("edit") { write(theme("v2", textColor: "\"#22AA22\"")) }
        await step("break") {
            write(theme("v3", textColor: "12", extra: "      fnt: body"))
        }
        await step("fix") { write(theme("v3", textColor: "\"#3333CC\"")) }

        watcher.stop()
        let seen = events.count
        write(theme("v4", textColor: "red"))
        try? await Task.sleep(for: .milliseconds(300))
        transcript.append(events.count == seen ? "stop: no event after a further edit" : "stop: an event after stop()")
        return transcript
    }
}
