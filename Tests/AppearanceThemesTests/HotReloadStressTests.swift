import Foundation
import TestSupport
import Testing
import AppearanceThemes

/// Hot reload under stress (#12): 10,000 random edits to a watched file (valid themes, broken
/// ones, binary bytes, deletions, and files caught half-written), while the watcher polls every
/// millisecond. After every event the window shows the last good theme; the final edit is
/// applied; nothing crashes.
///
/// Like ``HotReloadTests``, the scenario runs in a child process, where nothing else changes
/// the appearance registry while it waits.
///
/// Slow tier (`APPEARANCE_SLOW_TESTS=1`); ``HotReloadTests`` covers each kind of edit in the fast one.
@Suite(.slow) struct HotReloadStressTests {
    @Test func tenThousandEditsKeepTheLastGoodThemeAndEndOnTheFinalOne() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let transcript = await HotReloadStressScenario.run(edits: 10_000)
            print(transcript.map { "STRESS| " + $0 }.joined(separator: "\n"))
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        let transcript = output.split(separator: "\n").filter { $0.hasPrefix("STRESS| ") }.map { String($0.dropFirst(8)) }
        #expect(transcript.contains("violations: 0"), "\(transcript.joined(separator: "\n"))")
        #expect(transcript.contains("final: applied Final; label #abcdef"), "\(transcript.joined(separator: "\n"))")
        let counts = transcript.first { $0.hasPrefix("events: ") } ?? ""
        print("hot reload stress: \(counts)")
        #expect(counts.contains(" applied") && counts.contains(" failed"), "both kinds of event happened: \(counts)")
    }
}

/// The stress scenario, run in the exit test's child process.
@MainActor
enum HotReloadStressScenario {
    /// The colour of valid theme `index`, as a hex string.
    nonisolated static func color(_ index: Int) -> String {
        let value = (index &* 2_654_435_761) & 0xFFFFFF
        let hex = String(value, radix: 16)
        return "#" + String(repeating: "0", count: 6 - hex.count) + hex
    }

    /// Valid theme `index`. The name comes last and is quoted, so a file cut short either has
    /// no name (and is named after the file) or no valid end.
    nonisolated static func theme(_ index: Int) -> String {
        "rules:\n  - class: Label\n    properties:\n      textColor: \"\(color(index))\"\nname: \"Stress \(index)\"\n"
    }

    static func run(edits: Int) async -> [String] {
        Appearance.reset()
        let directory = Fixtures.temporaryDirectory()
        let url = directory.appendingPathComponent("stress.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        try? theme(0).write(to: url, atomically: true, encoding: .utf8)

        let window = Window()
        let label = Label(text: "Live")
        window.addSubview(label)
        var applied = 0, failed = 0
        var violations: [String] = []
        var lastGood: String?
        var watcherRef: ThemeWatcher?
        let watcher = ThemeWatcher(contentsOf: url, interval: .milliseconds(1)) { event in
            let shown = label.textColor.map { "\($0)" }
            let proxy = (Label.appearance().textColor.flatMap { $0 }).map { "\($0)" }
            switch event {
            case .applied(let theme):
                applied += 1
                if shown != proxy { violations.append("applied \(theme.name): label \(shown ?? "nil"), proxy \(proxy ?? "nil")") }
                if theme.name.hasPrefix("Stress "), let index = Int(theme.name.dropFirst(7)), shown != color(index) {
                    violations.append("applied \(theme.name): label \(shown ?? "nil"), expected \(color(index))")
                }
                lastGood = shown
            case .failed:
                failed += 1
                if shown != lastGood { violations.append("a failed load changed the label from \(lastGood ?? "nil") to \(shown ?? "nil")") }
                if watcherRef?.theme == nil { violations.append("the watcher lost its theme") }
            }
        }
        watcherRef = watcher
        watcher.start()

        // The edits run on another thread, as an editor writes while the app runs.
        // Awaiting it frees the main actor for the watcher's reloads meanwhile.
        await Task.detached { StressWriter.edit(url, count: edits) }.value
        try? (theme(1).replacingOccurrences(of: "Stress 1", with: "Final").replacingOccurrences(of: color(1), with: "#ABCDEF"))
            .write(to: url, atomically: true, encoding: .utf8)
        // A liveness bound: under the address sanitizer other suites hold the main actor long.
        let deadline = ContinuousClock.now + TestTier.mainActorLiveness
        while watcher.theme?.name != "Final", ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        watcher.stop()
        return [
            "events: \(applied) applied, \(failed) failed",
            "violations: \(violations.count)",
        ] + violations.prefix(10) + [
            watcher.theme?.name == "Final"
                ? "final: applied Final; label \(label.textColor.map { "\($0)" } ?? "nil")"
                : "final: not applied (watcher has \(watcher.theme?.name ?? "nothing"))"
        ]
    }
}

/// The editor side of the stress test: random edits of every kind.
enum StressWriter {
    static func edit(_ url: URL, count: Int) {
        var random = SystemRandomNumberGenerator()
        for index in 1...count {
            let valid = HotReloadStressScenario.theme(index + 1)
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                try? valid.write(to: url, atomically: true, encoding: .utf8)
            case 3:
                try? "rules: [{class: Label, properties: {textColor: 12}}]\n".write(to: url, atomically: true, encoding: .utf8)
            case 4:
                try? "rules: [{class: Label, properties: {textColor: red}\n".write(to: url, atomically: true, encoding: .utf8)
            case 5:
                try? Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &random) }).write(to: url)
            case 6:
                try? FileManager.default.removeItem(at: url)
            case 7:
                try? Data().write(to: url)
            default:
                // Caught half-written: the file is cut short, then completed, in place.
                let bytes = Array(valid.utf8)
                let cut = Int.random(in: 0..<bytes.count, using: &random)
                if let handle = try? FileHandle(forWritingTo: url) {
                    try? handle.truncate(atOffset: 0)
                    try? handle.write(contentsOf: bytes[..<cut])
                    if Bool.random(using: &random) { usleep(200) }
                    try? handle.write(contentsOf: bytes[cut...])
                    try? handle.close()
                } else {
                    try? Data(bytes[..<cut]).write(to: url)
                }
            }
            if index % 8 == 0 { usleep(300) }
        }
    }
}
