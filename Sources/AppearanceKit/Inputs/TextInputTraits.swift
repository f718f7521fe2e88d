/// The keyboard and text-entry settings of a text input, as UIKit's `UITextInputTraits`:
/// ``TextField`` and ``TextView`` have them. There is no keyboard here; a secure entry is
/// drawn as bullets, and the rest is kept as set.
@preconcurrency @MainActor
public protocol TextInputTraits: AnyObject {
    /// The keyboard shown.
    var keyboardType: KeyboardType { get set }
    /// Whether the text is corrected as it is typed.
    var autocorrectionType: TextAutocorrectionType { get set }
    /// Which letters are capitalised as they are typed.
    var autocapitalizationType: TextAutocapitalizationType { get set }
    /// Whether spelling is checked.
    var spellCheckingType: TextSpellCheckingType { get set }
    /// The return key's title.
    var returnKeyType: ReturnKeyType { get set }
    /// Whether the text is hidden as it is typed (a password): drawn as bullets.
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for autofill (`.emailAddress`, `.password`…).
    var textContentType: TextContentType! { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
}

/// The keyboards a text input can show, as UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The ASCII keyboard.
    public static let alphabet = KeyboardType.asciiCapable
}

/// Whether text is corrected as it is typed, as UIKit's `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// Which letters are capitalised as they are typed, as UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}

/// Whether spelling is checked, as UIKit's `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}

/// The return key's title, as UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text input holds, for autofill, as UIKit's `UITextContentType`.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// A password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A person's full name.
    public static let name = TextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = TextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = TextContentType(rawValue: "family-name")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    /// A URL.
    public static let URL = TextContentType(rawValue: "url")
    /// A full street address.
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = TextContentType(rawValue: "postal-code")
}
