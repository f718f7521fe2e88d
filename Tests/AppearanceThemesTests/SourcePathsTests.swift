import AppearanceKit
import AppearanceThemes
import Foundation
import Testing

/// One way of writing where a rule was written, for text, JSON and SARIF alike (#42).
@Suite struct SourcePathsTests {
    /// A folder with Swift files laid out as a package's: `Sources/AppScreens/Theme.swift`, one
    /// more `Theme.swift` in two modules, and a build folder that must not count.
    static func package() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString)")
        for file in [
            "Sources/AppScreens/Theme.swift", "Sources/AppScreens/Screens/Profile.swift", "Sources/Kit/Colors.swift",
            "Sources/Kit/Shared.swift", "Tests/KitTests/Shared.swift", ".build/checkouts/AppScreens/Theme.swift",
            "Sources/Twice/A/Same.swift", "Sources/Twice/B/Same.swift",
        ] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "// \(file)\n".write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(arguments: [
        ("AppScreens/Theme.swift", "Sources/AppScreens/Theme.swift"),
        ("AppScreens/Profile.swift", "Sources/AppScreens/Screens/Profile.swift"),
        ("Kit/Colors.swift", "Sources/Kit/Colors.swift"),
        ("Kit/Shared.swift", "Sources/Kit/Shared.swift"),
        ("Twice/Same.swift", "Twice/Same.swift"),  // two files match: the file ID stays
        ("Gone/Theme.swift", "Gone/Theme.swift"),  // none does
    ])
    func swiftFileIDsAreTheFilesTheyName(fileID: String, path: String) throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let paths = SourcePaths(root: root.path)
        let location = AppearanceSourceLocation(file: fileID, line: 7, kind: .swift)
        #expect(paths.path(of: location) == path)
        #expect(paths.text(of: location) == "\(path):7")
    }

    @MainActor
    @Test func builtInThemesAreNamedNotLocated() throws {
        let dark = try BuiltinTheme.dark.load()
        let location = try #require(dark.resolved.assignments.first?.location)
        let recorded = AppearanceSourceLocation(file: location.path, line: location.line ?? 0, column: location.column)
        for root in ["/", "/work", nil] {
            let paths = SourcePaths(root: root)
            #expect(paths.path(of: recorded) == "builtin:dark.yaml")
            #expect(paths.text(of: recorded) == "builtin:dark.yaml:\(recorded.line):\(recorded.column ?? 0)")
            #expect(!paths.isRelative(paths.path(of: recorded)))
        }
    }

    @Test(
        arguments: [
            ("/work/app", "/work/app/Themes/brand.yaml", "Themes/brand.yaml", true),
            ("/work/app/", "/work/app/Themes/brand.yaml", "Themes/brand.yaml", true),
            ("/work/app", "/work/application/brand.yaml", "/work/application/brand.yaml", false),
            ("/work/app", "Themes/brand.yaml", "Themes/brand.yaml", true),
        ] as [(String, String, String, Bool)])
    func themeFilesAreRelativeToTheRoot(root: String, file: String, path: String, relative: Bool) {
        let paths = SourcePaths(root: root)
        #expect(paths.path(of: file, kind: .themeFile) == path)
        #expect(paths.isRelative(path) == relative)
    }

    /// The encoders of the tools write every location's file through the paths (#42): the
    /// core's location reads them from the encoder's `userInfo`.
    @Test func jsonWritesLocationsThroughThePaths() {
        let location = AppearanceSourceLocation(file: "/work/app/Themes/brand.yaml", line: 4, column: 16)
        let expected = """
            {
              "column" : 16,
              "file" : "Themes/brand.yaml",
              "kind" : "themeFile",
              "line" : 4
            }

            """
        #expect(AppearanceJSON.text(of: location, paths: SourcePaths(root: "/work/app")) == expected)
        #expect(AppearanceJSON.text(of: location).contains(#""file" : "/work/app/Themes/brand.yaml""#))
    }

    /// Theme diagnostics' paths go through the same paths as rules' locations.
    @Test func diagnosticLocationsAreWrittenByThePaths() {
        let paths = SourcePaths(root: "/work/app")
        #expect(
            paths.location(ThemeLocation(path: "/work/app/Themes/brand.yaml", line: 4, column: 16)).description == "Themes/brand.yaml:4:16")
        #expect(paths.location(ThemeLocation(path: "/work/app/brand.yaml")).description == "brand.yaml")
        #expect(paths.location(ThemeLocation(path: "/elsewhere/brand.yaml")).description == "/elsewhere/brand.yaml")
    }
}
