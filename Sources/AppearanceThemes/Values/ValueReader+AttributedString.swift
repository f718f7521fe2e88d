internal import AppearanceKit
internal import Foundation

extension ValueReader {
    /// An attributed string (a text field's `attributedPlaceholder`): plain text, or a mapping
    /// with `string` and optional `attributes` (text attributes as ``textAttributes(_:)`` reads
    /// them).
    ///
    /// ```yaml
    /// attributedPlaceholder: {string: Search, attributes: {foregroundColor: systemGray, kern: 1}}
    /// ```
    mutating func attributedString(_ node: ThemeNode) -> NSAttributedString? {
        read(node) { reader, node in
            if let text = node.scalar, !node.isNull { return NSAttributedString(string: text) }
            guard node.entries != nil else {
                reader.expected(Self.attributedStringExpectation, got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: ["string", "attributes"], in: "an attributed string")
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let field = fields["attributes"] {
                guard let read = reader.textAttributes(field) else { return nil }
                attributes = read
            }
            var string = ""
            if let field = fields["string"] {
                guard let read = reader.string(field) else { return nil }
                string = read
            }
            return NSAttributedString(string: string, attributes: attributes)
        }
    }

    static let attributedStringExpectation =
        "text, or an attributed string such as {string: Search, attributes: {foregroundColor: systemGray}}"
}
