package import Foundation

extension NSAttributedString {
    /// The attributes of the first character, or none for empty text: what the kit reads from
    /// an attributed placeholder, which is styled as one run.
    ///
    /// ```swift
    /// let placeholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.white])
    /// placeholder.leadingAttributes[.foregroundColor] as? Color   // white
    /// ```
    package var leadingAttributes: [NSAttributedString.Key: Any] {
        guard length > 0 else { return [:] }
        return unsafe attributes(at: 0, effectiveRange: nil)
    }
}

extension NSAttributedString {
    /// The runs of the text, each with its range and attributes, in order: Foundation's
    /// enumeration hands a stop pointer to its closure, so it is read here, in the one file
    /// allowed it, and nowhere else.
    package var attributeRuns: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        unsafe enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            runs.append((range, attributes))
        }
        return runs
    }
}
