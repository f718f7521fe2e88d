/// The bar height a bar's appearance value applies to.
///
/// The Swift stand-in for `UIBarMetrics`. Theme files write the case name,
/// parsed with `BarMetrics(rawValue: "default")`.
///
/// ```swift
/// let value = BarMetrics(rawValue: "compact")   // .compact
/// BarMetrics.allCases.map(\.rawValue)   // ["default", "compact", "defaultPrompt", "compactPrompt"]
/// ```
public enum BarMetrics: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A bar of the default height.
    case `default`
    /// A compact bar (for example a phone in landscape).
    case compact
    /// A bar of the default height that shows a prompt.
    case defaultPrompt
    /// A compact bar that shows a prompt.
    case compactPrompt

    /// The case name.
    public var description: String { rawValue }
}
