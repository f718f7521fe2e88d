/// Where a bar sits in its container.
///
/// The Swift stand-in for `UIBarPosition`. Theme files write the case name,
/// parsed with `BarPosition(rawValue: "any")`.
///
/// ```swift
/// let value = BarPosition(rawValue: "bottom")   // .bottom
/// BarPosition.allCases.map(\.rawValue)   // ["any", "bottom", "top", "topAttached"]
/// ```
public enum BarPosition: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Any position (the value to use when the position does not matter).
    case any
    /// At the bottom of its local context.
    case bottom
    /// At the top of its local context.
    case top
    /// At the top of the screen, with its background extending under the status bar.
    case topAttached

    /// The case name.
    public var description: String { rawValue }
}
