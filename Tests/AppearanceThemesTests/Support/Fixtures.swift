import Foundation
import AppearanceThemes

/// The theme files under `Fixtures/`, copied into the test bundle.
enum Fixtures {
    /// The folder of the fixtures in the test bundle.
    static let directory: URL = {
        if let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) { return url }
        return Bundle.module.bundleURL.appendingPathComponent("Fixtures")
    }()

    /// The fixture named `name`.
    static func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    /// The text of the fixture named `name`.
    static func text(_ name: String) -> String {
        (try? String(contentsOf: url(name), encoding: .utf8)) ?? ""
    }

    /// Diagnostics rendered with paths relative to the fixtures folder.
    static func rendered(_ diagnostics: [ThemeDiagnostic], relativeTo directory: URL = directory) -> String {
        diagnostics.formatted(relativeTo: directory.path)
    }

    /// A new empty folder for files a test writes.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("AppearanceThemesTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
