public import AppearanceCore
public import Foundation

/// Explanations print an attribute dictionary as its ``TextAttributes``, such as
/// `[foregroundColor: #ffffff, kern: 1.5]`.
extension Dictionary: AppearanceValueDescribing where Key == NSAttributedString.Key, Value == Any {
    /// The attributes that ``TextAttributes/init(_:)`` reads, as ``TextAttributes/description``.
    public var appearanceDescription: String { TextAttributes(self).description }
}
