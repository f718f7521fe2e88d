import Foundation
import Testing

/// `appearance-port` as a user runs it: a diff by default, `--write` in place, what cannot be
/// turned on standard error as `file:line:column: warning:`, `--strict` for CI, and a file that
/// is not Swift left alone with exit status 1.
@Suite struct PortCommandTests {
    static let source = """
        final class Card: UIView {
            @objc dynamic var radius: CGFloat = 8
            override init(frame: CGRect) {
                super.init(frame: frame)
                let tap = UITapGestureRecognizer(target: self, action: #selector(close))
                addGestureRecognizer(tap)
            }
            @objc func close() {}
        }

        """

    /// A new folder holding `Card.swift` with `text`.
    static func folder(with text: String = source) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("port-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    static let tool = AppearanceTool.product(named: "appearance-port")

    @Test func printsADiffAndNotesAndLeavesTheFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try AppearanceTool.run(["Card.swift"], in: folder, binary: Self.tool)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("--- a/Card.swift\n+++ b/Card.swift\n@@ -1,"), "\(run.stdout)")
        #expect(run.stdout.contains("+    @Styled\n"))
        #expect(
            run.stderr
                == "Card.swift:5:64: warning: `#selector(close)` needs the Objective-C runtime: on Linux pass a closure "
                + "(`UIBarButtonItem(primaryAction: UIAction { … })`, a block-based observer) instead\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("Card.swift"), encoding: .utf8) == Self.source)
    }

    @Test func writeRewritesInPlaceAndASecondRunChangesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try AppearanceTool.run(["--write", "."], in: folder, binary: Self.tool)
        #expect(first.status == 0 && first.stdout.isEmpty)
        let written = try String(contentsOf: folder.appendingPathComponent("Card.swift"), encoding: .utf8)
        #expect(written.contains("    #if canImport(ObjectiveC)\n    @objc\n    #else\n    @Styled\n    #endif\n    dynamic var radius"))
        let second = try AppearanceTool.run(["Card.swift"], in: folder, binary: Self.tool)
        #expect(second.stdout.isEmpty, "nothing left to change")
    }

    @Test func strictFailsOnNotesAndABrokenFileIsAnErrorLeftAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try AppearanceTool.run(["--strict", "Card.swift"], in: folder, binary: Self.tool).status == 1)
        let broken = "final class Card: UIView {\n    @objc dynamic var = 8\n"
        try broken.write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        let run = try AppearanceTool.run(["--write", "Broken.swift"], in: folder, binary: Self.tool)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Broken.swift:2:"), "\(run.stderr)")
        #expect(run.stderr.contains(": error: ") && run.stderr.contains("left unchanged"))
        #expect(try String(contentsOf: folder.appendingPathComponent("Broken.swift"), encoding: .utf8) == broken)
        let missing = try AppearanceTool.run(["Missing.swift"], in: folder, binary: Self.tool)
        #expect(missing.status != 0 && missing.stderr.contains("Missing.swift: no such file or folder"), "\(missing.stderr)")
    }
}
