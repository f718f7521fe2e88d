import Foundation
import Testing

/// Text snapshots stored in `Snapshots/` beside the tests, re-recorded with
/// `RECORD_SNAPSHOTS=1 swift test`.
enum Snapshot {
    /// The folder holding the snapshots.
    static func folder(filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
    }

    /// Whether this run records snapshots instead of comparing with them.
    static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Compares `actual` with the snapshot `name`, or records it when recording.
    static func assertMatches(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder().appendingPathComponent(name)
        if isRecording {
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "no snapshot at \(url.path); record it with RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "(end of file)"
        let actualLine = index < actualLines.count ? String(actualLines[index]) : "(end of output)"
        Issue.record(
            """
            \(name) differs from its snapshot at line \(index + 1) (re-record with RECORD_SNAPSHOTS=1 if the change is intended)
              expected: \(expectedLine)
              actual:   \(actualLine)
            """, sourceLocation: sourceLocation)
    }
}
