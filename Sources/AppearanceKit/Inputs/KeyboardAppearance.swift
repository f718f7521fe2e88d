/// The look of the keyboard that edits a text field, text view or search bar.
///
/// The Swift stand-in for `UIKeyboardAppearance`. Theme files write the case name.
///
/// ```swift
/// TextField.appearance(for: TraitCollection(userInterfaceStyle: .dark)).keyboardAppearance = .dark
/// KeyboardAppearance.allCases.map(\.rawValue)   // ["default", "dark", "light", "alert"]
/// ```
public enum KeyboardAppearance: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The system's keyboard for the current interface style.
    case `default`
    /// A dark keyboard.
    case dark
    /// A light keyboard.
    case light
    /// The keyboard of alert panels (dark; kept for old code).
    case alert

    /// The case name.
    public var description: String { rawValue }
}
