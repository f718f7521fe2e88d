public import AppearanceCore
public import Foundation

/// Explanations print an attributed string as its text and its first character's attributes,
/// such as `"Search" [foregroundColor: #8e8e93]`.
extension NSAttributedString: AppearanceValueDescribing {
    /// The quoted text, then the attributes as ``TextAttributes/description``.
    public var appearanceDescription: String {
        "\"\(string)\" \(TextAttributes(leadingAttributes).description)"
    }
}
