import Foundation

/// Runs the built `appearance-bench` binary (beside the test bundle, or `$APPEARANCE_BENCH_BINARY`),
/// as a person would from a shell.
enum BenchTool {
    /// What one run printed and how it ended.
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary has not been built.
    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no appearance-bench binary at \(path); build it first (swift build --package-path Benchmarks --build-tests)"
        }
    }

    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["APPEARANCE_BENCH_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("appearance-bench")
    }

    /// The fixture workload `name` (`n300-r60-s1.json`).
    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// A new empty folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `appearance-bench arguments…`, its output going to files (a pipe could fill up).
    static func run(_ arguments: [String]) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else { throw Missing(path: binary.path) }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}
