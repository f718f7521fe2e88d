import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `appearance studio`: serves on 127.0.0.1, prints its URL, stops cleanly on Ctrl-C, and
/// refuses bad arguments.
@Suite struct StudioCommandTests {
    @Test func servesPrintsItsURLAndStopsOnInterrupt() async throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: stdoutURL)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = AppearanceTool.binary
        process.arguments = ["studio", "--theme", "valid.yaml", "--theme", "ocean", "--port", "0"]
        process.currentDirectoryURL = AppearanceTool.fixtures
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var address: String?
        var token: String?
        for _ in 0..<300 where token == nil {
            try await Task.sleep(for: .milliseconds(50))
            let text = try String(contentsOf: stdoutURL, encoding: .utf8)
            address = text.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("http://") }.map(String.init)
            token = text.split(separator: "\n").first { $0.hasPrefix("API token") }?.split(separator: " ").last.map(String.init)
        }
        let url = try #require(address.flatMap(URL.init(string:)), "the studio printed no URL")
        #expect(url.host == "127.0.0.1")
        let port = try #require(url.port)
        let page = try Self.get("/", port: port)
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("Appearance Studio"))
        #expect(page.contains(try #require(token, "the studio printed its API token")), "the page holds the token")
        let refused = try Self.get("/api/state", port: port)
        #expect(refused.hasPrefix("HTTP/1.1 403"), "the API answers only the page or a holder of the token")
        let state = try Self.get("/api/state", port: port, headers: "X-Studio-Token: \(token ?? "")\r\n")
        #expect(state.contains(#""initialTheme" : "file1""#))

        // The time to stop is taken when the process exits, on Foundation's own thread, not
        // when this task next runs: with the whole suite on two cores the test's task can wait
        // seconds for a thread, which says nothing about the studio.
        let interrupted = ContinuousClock.now
        kill(process.processIdentifier, SIGINT)
        let stoppedAfter =
            try #require(
                await Self.exitTime(of: process, waitingAtMost: .seconds(120)),
                "Ctrl-C stops the studio") - interrupted
        process.waitUntilExit()  // returns at once; lets Foundation release its run-loop source
        #expect(process.terminationStatus == 0, "Ctrl-C stops the studio cleanly")
        #expect(stoppedAfter < .seconds(10), "the studio stopped \(stoppedAfter) after Ctrl-C")
    }

    /// When `process` exited, read from a monotonic clock by a waiting thread of its own, or nil if it
    /// is still running after `limit`.
    static func exitTime(of process: Process, waitingAtMost limit: Duration) async -> ContinuousClock.Instant? {
        await withCheckedContinuation { continuation in
            let waiter = Thread {
                let deadline = ContinuousClock.now + limit
                while process.isRunning, ContinuousClock.now < deadline { usleep(2_000) }
                continuation.resume(returning: process.isRunning ? nil : ContinuousClock.now)
            }
            waiter.start()
        }
    }

    @Test(arguments: [
        (
            ["studio", "--theme", "nope"],
            "error: unknown theme 'nope'; give a theme file (.yaml or .json) or one of the themes: light, dark, ocean"
        ),
        (["studio", "--theme", "missing.yaml"], "error: no theme file at 'missing.yaml'; check the path"),
        (["studio", "--port", "70000"], "--port must be from 0 to 65535"),
    ])
    func refusesBadArguments(arguments: [String], message: String) throws {
        let run = try AppearanceTool.run(arguments)
        #expect(run.status != 0)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout == "")
    }

    /// The raw response to `GET path` from 127.0.0.1:`port`, over a plain socket (no HTTP
    /// library: URLSession's libcurl leaks under the address sanitizer). `Connection: close`
    /// makes the server end the response by closing; a 5 s receive timeout bounds the wait.
    static func get(_ path: String, port: Int, headers: String = "") throws -> String {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw POSIXError(.EIO) }
        defer { close(socketFD) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        _ = setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\(headers)\r\n".utf8)
        guard send(socketFD, request, request.count, 0) == request.count else { throw POSIXError(.EIO) }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socketFD, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[..<count]
        }
        return String(decoding: response, as: UTF8.self)
    }
}
