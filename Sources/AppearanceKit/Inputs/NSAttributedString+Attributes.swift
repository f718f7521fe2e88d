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
