import ArgumentParser
import Foundation
import Testing

import AppearanceTools

/// The tools over an app's Interface Builder file (#46): `--ib FILE` shows a storyboard's
/// scenes or a XIB's views instead of the catalog's screens, their named colours from
/// `--assets`, with no theme unless one is given.
@MainActor
@Suite(.serialized) struct InterfaceBuilderToolTests {
    /// The loader's test fixtures.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AppearanceInterfaceBuilderTests/Fixtures/\(name)").path
    }

    func run(_ arguments: [String]) throws {
        try AppearanceTools.run(AppToolTests.catalog, commandName: "app-studio", arguments: arguments)
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func renderDrawsAStoryboardsScenes() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initial = folder.appendingPathComponent("initial.svg").path
        try run(["render", "--ib", Self.fixture("Main.storyboard"), "-o", initial])
        let svg = try String(contentsOfFile: initial, encoding: .utf8)
        #expect(svg.contains("Settings"))
        #expect(svg.contains("Notifications"))
        let form = folder.appendingPathComponent("form.svg").path
        try run(["render", "--ib", Self.fixture("Main.storyboard"), "--screen", "Form", "--style", "dark", "-o", form])
        #expect(FileManager.default.fileExists(atPath: form))
    }

    @Test func anUnknownSceneFailsNamingTheScenes() throws {
        #expect(throws: ExitCode.self) {
            try run(["render", "--ib", Self.fixture("Main.storyboard"), "--screen", "Missing", "-o", "/dev/null"])
        }
    }

    /// The card's ink colour passes in light and fails in dark: only the catalog knows its dark value.
    @Test func auditFindsACatalogColourThatFailsInDark() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("audit.json").path
        #expect(throws: ExitCode(1)) {
            try run([
                "audit", "--ib", Self.fixture("InkCard.xib"), "--catalog", Self.fixture("Assets.xcassets"),
                "--matrix", "style=light,dark", "--format", "json", "-o", report,
            ])
        }
        let json = try String(contentsOfFile: report, encoding: .utf8)
        #expect(json.contains("style=dark"))
        #expect(!json.contains("style=light contrast"), "light passes")
    }

    /// A colour the storyboard sets is located at its line, in SARIF too (#46 item 4).
    @Test func auditFindingsPointAtTheStoryboardsLine() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("audit.sarif").path
        #expect(throws: ExitCode(1)) {
            try run([
                "audit", "--ib", Self.fixture("Login.storyboard"), "--catalog", Self.fixture("Assets.xcassets"),
                "--matrix", "style=light", "--format", "sarif", "-o", report,
            ])
        }
        let sarif = try String(contentsOfFile: report, encoding: .utf8)
        #expect(sarif.contains("Login.storyboard"))
        #expect(sarif.contains("\"startLine\" : 71") || sarif.contains("\"startLine\":71"))
    }

    /// Explain reaches a storyboard's view by its accessibility identifier; with no rule, it
    /// names the file's line for the view's value.
    @Test func explainFindsAStoryboardsView() throws {
        try run(["explain", "--ib", Self.fixture("Login.storyboard"), "--view", "terms", "--property", "textColor"])
    }

    /// A folder: every storyboard and XIB in it, each screen named after its file.
    @Test func aFolderShowsEveryFilesScreens() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("card.svg").path
        let fixtures = URL(fileURLWithPath: Self.fixture("Main.storyboard")).deletingLastPathComponent().path
        // The folder holds a malformed XIB too: it is an error naming its line, and nothing is written.
        #expect(throws: ExitCode.self) { try run(["render", "--ib", fixtures, "--screen", "InkCard-view", "-o", output]) }
        let good = folder.appendingPathComponent("good")
        try FileManager.default.createDirectory(at: good, withIntermediateDirectories: true)
        for name in ["Main.storyboard", "InkCard.xib"] {
            try FileManager.default.copyItem(atPath: Self.fixture(name), toPath: good.appendingPathComponent(name).path)
        }
        try run(["render", "--ib", good.path, "--catalog", Self.fixture("Assets.xcassets"), "--screen", "InkCard-view", "-o", output])
        #expect(FileManager.default.fileExists(atPath: output))
        try run(["render", "--ib", good.path, "--screen", "Main-Form", "-o", output])
    }

    @Test func aCatalogWithoutAFileIsAnError() {
        #expect(throws: (any Error).self) {
            try run(["render", "--assets", Self.fixture("Assets.xcassets"), "-o", "/dev/null"])
        }
    }

    @Test func aMalformedFileFailsWithoutWriting() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("bad.svg").path
        #expect(throws: ExitCode.self) { try run(["render", "--ib", Self.fixture("Malformed.xib"), "-o", output]) }
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
