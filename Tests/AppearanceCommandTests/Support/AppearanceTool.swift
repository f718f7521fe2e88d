import Foundation
import Testing

/// Runs the built `appearance` binary, as a person would from a shell (the way
/// swift-argument-parser's example tests run theirs).
struct AppearanceTool {
    /// What one run printed and how it ended.
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary: `$APPEARANCE_BINARY`, else `appearance` beside the test bundle (both are
    /// products of the same build folder).
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["APPEARANCE_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return product(named: "appearance")
    }

    /// An executable product of the package, beside the test bundle.
    static func product(named name: String) -> URL {
        let testBundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return testBundle.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The folder of this target's fixture theme files.
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }

    /// The folder of the rendering tests' SVG snapshots.
    static var renderSnapshots: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("AppearanceRenderTests/Snapshots")
    }

    /// A new empty folder for a run's output files.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("appearance-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `appearance arguments…` (or another built executable) in `folder` (the fixtures by
    /// default).
    static func run(_ arguments: [String], in folder: URL = fixtures, binary: URL = binary) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw ToolMissing(path: binary.path)
        }
        let output = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let stdoutURL = output.appendingPathComponent("stdout")
        let stderrURL = output.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "100"
        process.environment = environment
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return Run(
            status: process.terminationStatus,
            stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
            stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    /// The binary has not been built.
    struct ToolMissing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "no appearance binary at \(path); build it first (swift build --build-tests), or set APPEARANCE_BINARY"
        }
    }
}
