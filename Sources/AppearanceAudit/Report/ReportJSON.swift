import Foundation

/// The JSON the reports and baselines write: pretty-printed, keys sorted and slashes plain, so
/// reruns are byte-identical and files diff well.
enum ReportJSON {
    /// `value` as JSON text ending in a newline.
    static func text(of value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // The report's types hold strings, numbers and arrays of them, which always encode.
            preconditionFailure("a report failed to encode: \(error)")
        }
    }
}
