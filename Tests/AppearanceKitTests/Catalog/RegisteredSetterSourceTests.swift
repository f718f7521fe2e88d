import Foundation
import Testing

/// The kit registers each property with the setter the engine calls (#14): the setter must
/// assign exactly the property its key path names, or theme values would land elsewhere. The
/// registrations are read from the kit's sources, so a new one written wrongly fails here.
@Suite struct RegisteredSetterSourceTests {
    static let kitSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AppearanceKit")

    /// Every `register("name", \Root.path...` statement in the kit, with its file; a statement
    /// the formatter wrapped (`{` at the end of the line, the setter on the next) is joined.
    static func registrations() throws -> [(file: String, line: String)] {
        let files =
            FileManager.default.enumerator(at: kitSources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file in
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var found: [(String, String)] = []
            for (number, line) in lines.enumerated()
            where line.contains("register(\"") && line.contains(", \\") && !line.contains("axis:") {
                var statement = line
                if line.hasSuffix("{"), number + 2 < lines.count {
                    statement += " " + lines[number + 1] + " " + lines[number + 2]
                }
                found.append((file.lastPathComponent, statement))
            }
            return found
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
