import Foundation
import Testing

/// The kit registers each property with the setter the engine calls (#14): the setter must
/// assign exactly the property its key path names, or theme values would land elsewhere. The
/// registrations are read from the kit's sources, so a new one written wrongly fails here.
@Suite struct RegisteredSetterSourceTests {
    static let kitSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AppearanceKit")

    /// Every `register("name", \Root.path...` line in the kit, with its file.
    static func registrations() throws -> [(file: String, line: String)] {
        let files = FileManager.default.enumerator(at: kitSources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file in
            try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains("register(\"") && $0.contains(", \\") && !$0.contains("axis:") }
                .map { (file.lastPathComponent, $0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    @Test func everySetterAssignsItsKeyPath() throws {
        let registrations = try Self.registrations()
        #expect(registrations.count > 100, "the kit's registrations were found")
        let pattern = /register\("[^"]+", \\[A-Za-z]+\.([A-Za-z.]+)\) \{ \$0\.([A-Za-z.]+) = \$1 \}/
        for (file, line) in registrations {
            let match = try #require(line.wholeMatch(of: pattern), "\(file): not a registration with its setter: \(line)")
            #expect(match.1 == match.2, "\(file): the setter assigns \(match.2), the key path names \(match.1)")
        }
    }
}
