/// The style of a navigation bar, toolbar or search bar.
///
/// The Swift stand-in for `UIBarStyle`. Theme files write the case name,
/// parsed with `BarStyle(rawValue: "default")`.
///
/// ```swift
/// let value = BarStyle(rawValue: "black")   // .black
/// BarStyle.allCases.map(\.rawValue)   // ["default", "black", "blackTranslucent"]
/// ```
public enum BarStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The default style: light background, dark text.
    case `default`
    /// A dark background with light text.
    case black
    /// UIKit's deprecated dark translucent style: drawn as ``black``; set `isTranslucent` for
    /// translucency, as UIKit's documentation says.
    case blackTranslucent

    /// Whether the bar is dark with light content (``black`` or ``blackTranslucent``).
    public var isDark: Bool { self != .default }

    /// The case name.
    public var description: String { rawValue }
}
