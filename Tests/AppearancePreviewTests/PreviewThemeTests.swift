import AppearancePreview
import Foundation
import Testing

/// Applying themes: Swift code, files and built-in themes replace the rules in force and
/// restyle windows in place (#31).
@MainActor
@Suite struct PreviewThemeTests {
    @Test func aSwiftThemeReplacesTheRulesAndRestylesInPlace() throws {
        let line = #line
        let warm = PreviewTheme.swift("warm") { Label.appearance().textColor = .red }
        let cool = PreviewTheme.swift("cool") { Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = .blue }
        try warm.apply()
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.textColor?.hexString == "#ff0000")
        try cool.apply()
        #expect(label.textColor?.hexString != "#ff0000", "nothing of the last theme stays")
        window.screenTraits.userInterfaceStyle = .dark
        #expect(label.textColor?.hexString == "#0000ff")
        let location = try #require(Appearance.explain(label, property: "textColor")?.winner?.location)
        #expect(location.kind == .swift)
        #expect(location.description == "AppearancePreviewTests/PreviewThemeTests.swift:\(line + 2)")
    }

    @Test func aSwiftThemeThatRecordsNothingIsAWarning() throws {
        let applied = try PreviewTheme.swift("empty") {}.apply()
        #expect(
            applied.warnings == [
                "warning: the Swift theme 'empty' recorded no rule; does its closure set values through appearance proxies?"
            ])
        #expect(try PreviewTheme.swift("one") { Label.appearance().textColor = .red }.apply().warnings.isEmpty)
    }

    @Test func aThemeFileIsReadAgainAtEachApply() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("brand.yaml")
        try "rules:\n  - class: Label\n    properties: { textColor: \"#112233\" }\n".write(to: url, atomically: true, encoding: .utf8)
        let theme = PreviewTheme.file(url.path)
        #expect(theme.name == "brand" && theme.isFile)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        try theme.apply()
        #expect(label.textColor?.hexString == "#112233")
        try "rules:\n  - class: Label\n    properties: { textColor: \"#445566\" }\n".write(to: url, atomically: true, encoding: .utf8)
        let applied = try theme.apply()
        #expect(label.textColor?.hexString == "#445566")
        #expect(applied.file?.resolved.assignments.count == 1)
        let location = try #require(Appearance.explain(label, property: "textColor")?.winner?.location)
        #expect(location == AppearanceSourceLocation(file: url.path, line: 3, column: 30))
    }

    @Test func aThemeFileWithErrorsChangesNothing() throws {
        try PreviewTheme.swift("warm") { Label.appearance().textColor = .red }.apply()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("broken.yaml")
        try "rules:\n  - class: Labl\n    properties: { textColor: red }\n".write(to: url, atomically: true, encoding: .utf8)
        do {
            try PreviewTheme.file(url.path).apply()
            Issue.record("a theme with errors applied")
        } catch {
            #expect(error.kind == .invalidTheme)
            #expect(error.diagnostics.first?.location.line == 2)
            #expect(error.message.contains("unknown class 'Labl'"))
            // One line that says where, and the place as a source location.
            #expect(!error.message.contains("\n"))
            #expect(error.location?.line == 2 && error.location?.column == 12)
            #expect(error.location?.file == url.path)
        }
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.textColor?.hexString == "#ff0000", "the rules in force stay")
    }

    @Test(arguments: [("dark", UserInterfaceStyle.dark), ("Midnight", .light), ("ocean", .light)])
    func aThemesDefaultStyleFollowsItsName(name: String, style: UserInterfaceStyle) {
        #expect(PreviewTheme.swift(name) {}.defaultStyle == style)
    }
}
