import AppearanceStudio
import Foundation
import TestSupport
import Testing

/// The browsers `Browser/studio_e2e.py` can drive, by program name.
let studioBrowsers = ["chromium", "chromium-browser", "google-chrome"]

/// The studio in a real browser: headless Chromium driven over the DevTools protocol by
/// `Browser/studio_e2e.py`, against a server started here.
///
/// A slow-tier test (`APPEARANCE_SLOW_TESTS=1`) that needs Chromium (`apt-get install -y
/// chromium`, or `$CHROMIUM`): without it the test is skipped with that reason, unless
/// `APPEARANCE_REQUIRE_TOOLS=1` (which `.ci/run` sets) makes it run and fail. The screenshot goes to `$STUDIO_SCREENSHOT` (Scripts/studio-e2e.sh sets
/// docs/studio.png), else to a temporary file.
@Suite(
    "Studio in Chromium", .slow,
    .requires(studioBrowsers, orVariable: "CHROMIUM", install: "apt-get install -y chromium"))
@MainActor
struct StudioBrowserTests {
    /// One line the script prints per step.
    struct Step: Decodable {
        let step: String
        let ok: Bool
        let detail: String
        let ms: Double?
    }

    // A liveness bound, not a latency target (the steps have their own budget): the server
    // waits for the main actor behind other suites' work.
    @Test("Load, switch to Ocean, inspect a label, live edits and diagnostics, write-back and undo", .mainActorLiveness)
    func endToEnd() async throws {
        guard TestTier.locateAny(studioBrowsers, orVariable: "CHROMIUM") != nil else {
            Issue.record(
                "Chromium is not installed (apt-get install -y chromium, or set CHROMIUM); APPEARANCE_REQUIRE_TOOLS=1 asks for this test")
            return
        }
        let fixture = try StudioFixture()
        defer { fixture.remove() }
        let screenshot =
            ProcessInfo.processInfo.environment["STUDIO_SCREENSHOT"].map { URL(fileURLWithPath: $0) }
            ?? fixture.directory.appendingPathComponent("studio.png")
        let (urls, ready) = AsyncStream.makeStream(of: URL.self)
        let server = Task {
            try await StudioServer(studio: fixture.studio, port: 0).run(signals: false) { url in ready.yield(url) }
        }
        defer { server.cancel() }
        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next())

        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Browser/studio_e2e.py")
        let (status, output, errors) = try await Self.run(
            [
                "python3", script.path, url.absoluteString, fixture.themeURL.path, screenshot.path,
                String(StudioFixture.latencyBudgetMilliseconds),
            ], in: fixture.directory)
        let steps = output.split(separator: "\n").compactMap { try? JSONDecoder().decode(Step.self, from: Data($0.utf8)) }
        if let chromium = steps.first(where: { $0.step == "chromium" }), !chromium.ok {
            Issue.record("Chromium could not start, so the studio was not checked in a browser: \(chromium.detail)")
            return
        }
        for step in steps {
            print("studio e2e: \(step.ok ? "ok  " : "FAIL") \(step.step) \(step.ms.map { "\(Int($0)) ms " } ?? "")\(step.detail)")
            #expect(step.ok, "\(step.step): \(step.detail)")
        }
        let names = steps.map(\.step)
        for expected in [
            "load", "switch-ocean", "switch-style", "inspect-label", "hover-rule", "live-edit", "diagnostic", "fixed", "write-back",
            "screenshot", "undo",
        ] {
            #expect(names.contains(expected), "the step \(expected) did not run; stderr: \(errors)")
        }
        #expect(status == 0, "studio_e2e.py exited with \(status); stderr: \(errors)")
        server.cancel()
        _ = await server.result
    }

    /// Runs `arguments` (through /usr/bin/env) with its output going to files in `directory`,
    /// waiting without blocking a thread: the studio's requests need the concurrency pool and the
    /// main actor meanwhile (a blocking pipe read would starve them on a two-core machine).
    nonisolated static func run(_ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String, errors: String) {
        let outputURL = directory.appendingPathComponent("e2e-stdout.txt")
        let errorsURL = directory.appendingPathComponent("e2e-stderr.txt")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let errors = try FileHandle(forWritingTo: errorsURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Polled rather than waited for: a termination handler would keep the process object
        // alive (the address sanitizer reports it), and waiting would hold a thread.
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        process.waitUntilExit()  // returns at once; lets Foundation release its run-loop source
        let status = process.terminationStatus
        try output.close()
        try errors.close()
        return (status, try String(contentsOf: outputURL, encoding: .utf8), try String(contentsOf: errorsURL, encoding: .utf8))
    }
}
