import Foundation
import Testing

/// AppearanceCore builds with strict memory safety (#13): unsafe code is spelled `unsafe`.
/// These layers must not need any, so a pointer or an unchecked global that creeps into them
/// fails here (see the "Inside the engine" article).
@Suite struct UnsafeConfinementTests {
    static let coreSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AppearanceCore")

    static let safeLayers = [
        "Traits", "Precedence", "Styled", "Properties", "Registry", "Catalog", "Walk", "Nodes", "Explain", "Engine",
        "Appearance.swift",
    ]

    /// Lines of `file` outside comments that use an unsafe construct.
    static func unsafeLines(in file: URL) throws -> [String] {
        let pattern = /(^|[^A-Za-z_(@])unsafe |@exclusivity\(unchecked\)|nonisolated\(unsafe\)|unowned\(unsafe\)|Unsafe[A-Z][A-Za-z]*Pointer|Unmanaged</
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .filter { !$0.element.trimmingCharacters(in: .whitespaces).hasPrefix("//") && $0.element.contains(pattern) }
            .map { "\(file.lastPathComponent):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
    }

    static func swiftFiles(in layer: String) -> [URL] {
        let root = coreSources.appendingPathComponent(layer)
        if layer.hasSuffix(".swift") { return [root] }
        return (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }) ?? []
    }

    @Test(arguments: safeLayers)
    func layerHasNoUnsafeCode(_ layer: String) throws {
        let files = Self.swiftFiles(in: layer)
        #expect(!files.isEmpty, "\(layer) was found")
        for file in files {
            let lines = try Self.unsafeLines(in: file)
            #expect(lines.isEmpty, "unsafe code in a safe layer:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// The check itself finds unsafe code where there is some.
    @Test func theCheckSeesStorage() throws {
        let lines = try Self.swiftFiles(in: "Storage").flatMap(Self.unsafeLines(in:))
        #expect(lines.count > 20)
    }
}
