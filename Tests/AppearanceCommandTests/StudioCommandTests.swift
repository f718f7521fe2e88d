import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `appearance studio`: serves on 127.0.0.1, prints its URL, stops cleanly on Ctrl-C, and
/// refuses bad arguments.
@Suite struct StudioCommandTests {
    @Test func servesPrintsItsURLAndStopsOnInterrupt() async throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        let process = Process()
        process.executableURL = AppearanceTool.binary
        process.arguments = ["studio", "--theme", "valid.yaml", "--theme", "ocean", "--port", "0"]
        process.currentDirectoryURL = AppearanceTool.fixtures
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = FileHandle.nullDevice
        let finished = AsyncStream.makeStream(of: Int32.self)
        process.terminationHandler = { finished.continuation.yield($0.terminationStatus) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var address: String?
        for _ in 0..<300 where address == nil {
            try await Task.sleep(for: .milliseconds(50))
            let text = try String(contentsOf: stdoutURL, encoding: .utf8)
            address = text.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init)
        }
        let url = try #require(address.flatMap(URL.init(string:)), "the studio printed no URL")
        #expect(url.host == "127.0.0.1")
        let (page, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("Appearance Studio"))
        let (state, _) = try await URLSession.shared.data(from: url.appendingPathComponent("api/state"))
        #expect(String(decoding: state, as: UTF8.self).contains(#""initialTheme":"file1""#))

        let interrupted = ContinuousClock.now
        kill(process.processIdentifier, SIGINT)
        var statuses = finished.stream.makeAsyncIterator()
        let status = await statuses.next()
        #expect(status == 0, "Ctrl-C stops the studio cleanly")
        #expect(ContinuousClock.now - interrupted < .seconds(10))
    }

    @Test(arguments: [
        (["studio", "--theme", "nope"], "error: unknown theme 'nope'; give a theme file (.yaml or .json) or a built-in theme: dark, light, ocean"),
        (["studio", "--theme", "missing.yaml"], "error: no theme file at 'missing.yaml'; check the path"),
        (["studio", "--port", "70000"], "--port must be from 0 to 65535"),
    ])
    func refusesBadArguments(arguments: [String], message: String) throws {
        let run = try AppearanceTool.run(arguments)
        #expect(run.status != 0)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout == "")
    }
}
