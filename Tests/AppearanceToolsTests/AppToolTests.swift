import ArgumentParser
import Foundation
import Testing

import AppearanceTools

/// An app's own tool (`AppearanceTools.main`): the commands over the app's screens and themes,
/// with the app's names in their help (#31). Run in process, as the app's executable runs them.
@MainActor
@Suite(.serialized) struct AppToolTests {
    static let catalog = PreviewCatalog(
        screens: [
            PreviewScreen("welcome") { environment in
                let window = Window(frame: CGRect(origin: .zero, size: environment.size))
                let title = Label()
                title.text = "Welcome"
                title.accessibilityIdentifier = "title"
                window.addSubview(title)
                return window
            },
            PreviewScreen("profile") { _ in throw ProfileFailure() },
            // A screen laid out with conflicting constraints, for `explain --layout`.
            PreviewScreen("header") { environment in
                let window = Window(frame: CGRect(origin: .zero, size: environment.size))
                let title = Label()
                title.text = "Header"
                title.accessibilityIdentifier = "title"
                title.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(title)
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                    title.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                    title.widthAnchor.constraint(equalToConstant: 10_000), title.topAnchor.constraint(equalTo: window.topAnchor),
                ])
                return window
            },
        ],
        themes: [.swift("brand") { Label.appearance().textColor = .orange }, .swift("empty") {}])

    struct ProfileFailure: Error, CustomStringConvertible {
        var description: String { "no account signed in" }
    }

    /// Runs the tool's arguments in process, as `AppearanceTools.main` would, with `catalog`.
    func run(_ arguments: [String]) throws {
        try AppearanceTools.run(Self.catalog, commandName: "app-studio", arguments: arguments)
    }

    @Test func helpNamesTheAppsToolScreensAndThemes() {
        let root = AppearanceTools.helpMessage(Self.catalog, commandName: "app-studio")
        for text in ["app-studio", "studio", "render", "explain", "check", "Screens: welcome", "Themes: brand"] {
            #expect(root.contains(text), "\(text)")
        }
        let render = AppearanceTools.helpMessage(Self.catalog, commandName: "app-studio", subcommand: "render")
        #expect(render.contains("app-studio render --screen welcome --theme brand -o welcome.svg"))
        #expect(render.contains("The screen: welcome, profile, header (default:"))
        #expect(!render.contains("appearance "), "no example of the demo tool")
    }

    @Test func renderDrawsTheAppsScreenInItsSwiftTheme() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("welcome.svg").path
        try run(["render", "--screen", "welcome", "--theme", "brand", "-o", output])
        let svg = try String(contentsOf: folder.appendingPathComponent("welcome.svg"), encoding: .utf8)
        #expect(svg.contains("Welcome"))
        #expect(svg.contains("#ff8000"), "the Swift theme's orange")
    }

    @Test func aScreenBuilderThatThrowsFailsTheCommandWithItsError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("profile.svg").path
        #expect(throws: ExitCode.failure) { try run(["render", "--screen", "profile", "-o", output]) }
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written")
        // The other screens keep working.
        try run(["render", "--screen", "welcome", "-o", output])
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func unknownNamesFailWithTheNamesThereAre() {
        #expect(throws: (any Error).self) { try run(["render", "--screen", "settings"]) }
        #expect(throws: (any Error).self) { try run(["render", "--theme", "sepia"]) }
    }

    @Test func explainLayoutRunsOnTheAppsScreenAndTakesNoProperty() throws {
        LayoutMessages.handler = { _ in }
        defer { LayoutMessages.handler = nil }
        try run(["explain", "--screen", "header", "--view", "title", "--layout"])
        #expect(throws: (any Error).self) {
            try run(["explain", "--screen", "header", "--view", "title", "--layout", "--property", "textColor"])
        }
        #expect(throws: (any Error).self) { try run(["explain", "--screen", "header", "--view", "title"]) }
    }
}
