/// The style of a navigation bar, toolbar or search bar.
///
/// The Swift stand-in for `UIBarStyle`. Theme files write the case name,
/// parsed with `BarStyle(rawValue: "default")`.
///
/// ```swift
/// let value = BarStyle(rawValue: "black")   // .black
/// BarStyle.allCases.map(\.rawValue)   // ["default", "black"]
/// ```
public enum BarStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The default style: light background, dark text.
    case `default`
    /// A dark background with light text.
    case black

    /// The case name.
    public var description: String { rawValue }
}
