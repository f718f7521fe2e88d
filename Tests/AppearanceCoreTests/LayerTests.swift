import Foundation
import Testing

/// AppearanceCore's folders are layers (#42): each folder names only types of the folders
/// before it in ``order`` (or its own). The order is written here, once, and the article
/// "Inside the engine" lists it; this test fails, naming the file and the type, when a folder
/// names a type of a folder above it. What a lower layer must reach above is turned around
/// instead: the code that calls upward lives with the caller's layer as an extension
/// (`AppearanceScope+Recording.swift` at the root, `Engine/AppearanceNode+ExplicitValues.swift`).
@Suite struct LayerTests {
    /// The layers, lowest first; folders in one layer may name each other's types. The last
    /// layer holds the public entry points, with the files at the module's root (`Appearance.swift`).
    static let order: [[String]] = [
        ["Storage"], ["Types", "Traits"], ["Precedence"], ["Styled", "Properties"], ["Registry"], ["Caches"],
        ["Nodes", "Scopes"], ["Walk"], ["Catalog", "Engine", "Explain", ""],
    ]

    /// The module's sources, found from this file's path.
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/AppearanceCore")
    }

    /// Every Swift file of the module, by its folder ("" for the root).
    static func files() throws -> [(folder: String, name: String, text: String)] {
        let root = sources
        var result: [(String, String, String)] = []
        for path in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? [] where path.hasSuffix(".swift") {
            let parts = path.split(separator: "/")
            let folder = parts.count > 1 ? String(parts[0]) : ""
            result.append((folder, path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
        }
        return result
    }

    /// The top-level types each file declares.
    static func declaredTypes(in text: String) -> [String] {
        let pattern =
            #/^(?:@[\w()., ]+\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/#
        return text.split(separator: "\n").compactMap { line in
            (try? pattern.firstMatch(in: line)).flatMap { $0 }.map { String($0.output.1) }
        }
    }

    /// The capitalised identifiers of `text` outside comments and string literals.
    static func namedTypes(in text: String) -> Set<String> {
        var code = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var kept = line
            if let comment = line.range(of: "//") { kept = line[..<comment.lowerBound] }
            code += kept.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"") + "\n"
        }
        code = code.replacing(#/\/\*[\s\S]*?\*\//#, with: " ")
        // Simple word boundaries: under the default (Unicode) ones `Appearance.reset` is one
        // word, and a type named before a dot would be missed.
        return Set(code.matches(of: #/\b[A-Z]\w*\b/#.wordBoundaryKind(.simple)).map { String($0.output) })
    }

    @Test func everyFolderIsInTheOrder() throws {
        let folders = Set(try Self.files().map(\.folder))
        let listed = Set(Self.order.flatMap { $0 })
        #expect(folders.subtracting(listed).isEmpty, "folders not in the layer order: \(folders.subtracting(listed).sorted())")
    }

    @Test func noFolderNamesATypeOfAFolderAboveIt() throws {
        let files = try Self.files()
        let layer = Dictionary(uniqueKeysWithValues: Self.order.enumerated().flatMap { index, folders in folders.map { ($0, index) } })
        var owner: [String: String] = [:]
        for file in files {
            for type in Self.declaredTypes(in: file.text) { owner[type] = file.folder }
        }
        #expect(owner.count > 50, "the scan found the module's types (\(owner.count))")
        var violations: [String] = []
        for file in files {
            guard let own = layer[file.folder] else { continue }
            for type in Self.namedTypes(in: file.text).sorted() {
                guard let folder = owner[type], let other = layer[folder], other > own else { continue }
                violations.append("\(file.name) names \(type), of \(folder.isEmpty ? "the module's root" : folder + "/"), a layer above")
            }
        }
        #expect(violations.isEmpty, "\n\(violations.joined(separator: "\n"))")
    }
}
