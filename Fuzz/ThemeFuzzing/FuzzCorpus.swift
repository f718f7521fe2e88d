import Foundation
import AppearanceThemes

/// The valid theme files mutations start from: the built-in themes and the files of
/// `Corpus/` (which also keeps the small cases that once found a bug).
public struct FuzzCorpus: Sendable {
    /// A seed file.
    public struct Seed: Sendable {
        /// The file name, such as `ocean.yaml`.
        public let name: String
        /// The file's text.
        public let text: String
        /// `yaml` or `json`.
        public var fileExtension: String { name.hasSuffix(".json") ? "json" : "yaml" }
    }

    /// Every seed, in a fixed order.
    public let seeds: [Seed]

    /// The built-in themes and the corpus folder's files.
    public static func standard() -> FuzzCorpus {
        var seeds = BuiltinTheme.allCases.compactMap { theme in
            (try? String(contentsOf: theme.url, encoding: .utf8)).map { Seed(name: "\(theme.rawValue).yaml", text: $0) }
        }
        let folder = Bundle.module.url(forResource: "Corpus", withExtension: nil)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder?.path ?? "")) ?? []
        for file in files.sorted() where file.hasSuffix(".yaml") || file.hasSuffix(".json") {
            guard let folder, let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            seeds.append(Seed(name: file, text: text))
        }
        return FuzzCorpus(seeds: seeds)
    }
}
