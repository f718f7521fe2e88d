import Foundation

/// The one JSON encoder policy of the tools (#42): audit reports and baselines, SARIF,
/// `explain --json` and the studio's responses are written pretty-printed, keys sorted and
/// slashes plain, so reruns are byte-identical and files diff well, and every
/// ``AppearanceSourceLocation``'s file as the ``SourcePaths`` given write it (as recorded
/// without them).
package enum AppearanceJSON {
    /// The encoder, with `paths` under ``AppearanceSourceLocation/fileNamingKey``.
    package static func encoder(paths: SourcePaths? = nil) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let paths { encoder.userInfo[AppearanceSourceLocation.fileNamingKey] = paths }
        return encoder
    }

    /// `value` as JSON.
    ///
    /// - Throws: `EncodingError` when a value cannot be written (a number that is not finite).
    package static func data(of value: some Encodable, paths: SourcePaths? = nil) throws -> Data {
        try encoder(paths: paths).encode(value)
    }

    /// `value` as JSON text ending in a newline, for values that always encode (strings,
    /// finite numbers, and arrays and objects of them).
    package static func text(of value: some Encodable, paths: SourcePaths? = nil) -> String {
        do {
            return String(decoding: try data(of: value, paths: paths), as: UTF8.self) + "\n"
        } catch {
            preconditionFailure("a value failed to encode as JSON: \(error)")
        }
    }
}
