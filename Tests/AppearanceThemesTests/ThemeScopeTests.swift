import AppearanceThemes
import Foundation
import Testing

/// Theme files and built-in themes as scopes (#35): one subtree in another theme, live, and a
/// theme with errors that never becomes a scope.
@MainActor
@Suite(.serialized) struct ThemeScopeTests {
    @Test func aBuiltInThemeStylesOneSubtreeWhileTheAppHasAnother() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        try ThemeFile.load(text: "name: App\nrules:\n  - class: NavigationBar\n    properties: {tintColor: red}\n").apply()
        let window = Window()
        let appBar = NavigationBar(), playerBar = NavigationBar()
        let player = View()
        player.addSubview(playerBar)
        window.addSubview(appBar)
        window.addSubview(player)
        player.appearanceScope = AppearanceScope(theme: try BuiltinTheme.dark.load())
        #expect(player.appearanceScope?.name == "Dark")
        #expect(appBar.tintColor == .red)
        #expect(playerBar.tintColor == .yellow, "Dark's tint")
        #expect(playerBar.barStyle == .black)
        // A global theme switch leaves the scoped subtree to its scope.
        try BuiltinTheme.ocean.load().apply()
        #expect(appBar.tintColor == .blue)
        #expect(playerBar.tintColor == .yellow)
        // Replacing the scope's theme restyles the subtree in place.
        player.appearanceScope = AppearanceScope(theme: try BuiltinTheme.light.load())
        #expect(playerBar.barStyle == .default)
        #expect(playerBar.tintColor == .blue)
    }

    @Test func aThemeWithErrorsNeverBecomesAScopeAndTheViewKeepsWhatItHad() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.yaml"), bad = folder.appendingPathComponent("bad.yaml")
        try "rules:\n  - class: Label\n    properties: {textColor: green}\n".write(to: good, atomically: true, encoding: .utf8)
        try "rules:\n  - class: Label\n    properties: {textColor: greeen}\n".write(to: bad, atomically: true, encoding: .utf8)
        let window = Window()
        let card = View(), label = Label()
        card.addSubview(label)
        window.addSubview(card)
        card.appearanceScope = try AppearanceScope.load(contentsOf: good)
        #expect(card.appearanceScope?.name == "good")
        #expect(label.textColor == .green)
        do {
            card.appearanceScope = try AppearanceScope.load(contentsOf: bad)
            Issue.record("a theme with an error became a scope")
        } catch {
            #expect("\(error)".contains("bad.yaml:3:29: error: unknown colour name 'greeen'"), "\(error)")
        }
        #expect(card.appearanceScope?.name == "good", "the view keeps its scope")
        #expect(label.textColor == .green)
    }
}
