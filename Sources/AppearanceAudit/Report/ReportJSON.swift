import AppearanceThemes
import Foundation

/// The JSON the reports and baselines write: pretty-printed, keys sorted and slashes plain, so
/// reruns are byte-identical and files diff well.
enum ReportJSON {
    /// The encoder's key for the ``/AppearanceThemes/SourcePaths`` that write every
    /// ``SourceReference``'s file.
    static let pathsKey = CodingUserInfoKey(rawValue: "sourcePaths")!

    /// `value` as JSON text ending in a newline, each ``SourceReference``'s file as `paths`
    /// writes it (as recorded without them).
    static func text(of value: some Encodable, paths: SourcePaths? = nil) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let paths { encoder.userInfo[pathsKey] = paths }
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // The report's types hold strings, numbers and arrays of them, which always encode.
            preconditionFailure("a report failed to encode: \(error)")
        }
    }
}
