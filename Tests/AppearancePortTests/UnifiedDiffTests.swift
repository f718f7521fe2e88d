import AppearancePort
import Foundation
import Testing

/// The diff `appearance-port` prints is a unified diff that `patch` applies: hunks with three
/// lines of context, git's `a/` and `b/` for relative paths.
@Suite struct UnifiedDiffTests {
    static let source =
        (1...20).map { "let line\($0) = \($0)\n" }.joined()
        + "final class Card: UIView {\n    @objc dynamic var radius: CGFloat = 8\n}\n"

    @Test func aChangeIsOneHunkWithThreeLinesOfContext() throws {
        let ported = try PortedSource(porting: Self.source)
        let expected = """
            --- a/Sources/Card.swift
            +++ b/Sources/Card.swift
            @@ -19,5 +19,10 @@
             let line19 = 19
             let line20 = 20
             final class Card: UIView {
            -    @objc dynamic var radius: CGFloat = 8
            +    #if canImport(ObjectiveC)
            +    @objc
            +    #else
            +    @Styled
            +    #endif
            +    dynamic var radius: CGFloat = 8
             }

            """
        #expect(ported.unifiedDiff(path: "Sources/Card.swift") == expected)
        #expect(ported.unifiedDiff(path: "/tmp/Card.swift").hasPrefix("--- /tmp/Card.swift\n+++ /tmp/Card.swift\n"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/patch"), "needs patch(1)"))
    func patchAppliesTheDiff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two changes far apart: two hunks.
        let source = Self.source.replacingOccurrences(of: "let line1 = 1", with: "@objc final class First: NSObject {}")
        try source.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        let ported = try PortedSource(porting: source)
        #expect(ported.unifiedDiff(path: "Card.swift").components(separatedBy: "\n@@ ").count == 3)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        patch.arguments = ["-p1", "--quiet"]
        patch.currentDirectoryURL = folder
        let input = Pipe()
        patch.standardInput = input
        try patch.run()
        input.fileHandleForWriting.write(Data(ported.unifiedDiff(path: "Card.swift").utf8))
        try input.fileHandleForWriting.close()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Card.swift"), encoding: .utf8) == ported.text)
    }
}
