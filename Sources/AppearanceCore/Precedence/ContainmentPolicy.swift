/// Which of several matching containment proxies wins.
///
/// UIKit (and R4.2 in Rules.md) lets the rule anchored at the outermost container win. People who
/// think in CSS expect the closest container to win; they can opt in:
///
/// ```swift
/// Appearance.containmentPolicy = .closestContainerWins
/// Label.appearance(whenContainedInInstancesOf: [Screen.self]).textColor = .red
/// Label.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .blue
/// // Screen > Card > Label: blue (red under the default policy)
/// ```
///
/// Only the order of anchors changes: at the same anchor, longer container lists, subclasses
/// and trait proxies still apply later, and plain proxies still apply before any containment
/// proxy.
public enum ContainmentPolicy: Sendable, Hashable {
    /// The rule anchored farthest from the view wins (UIKit's documented behaviour; the default).
    case outermostContainerWins
    // R4.5 (Rules.md): the opt-in order; only the anchors are reversed.
    /// The rule anchored nearest the view wins, as in CSS.
    case closestContainerWins

    /// The policy in force. Appearance work runs on the main actor; written only through
    /// ``Appearance/containmentPolicy``.
    static var current: ContainmentPolicy {
        @inline(__always) get { EngineSettings.closestContainerWins ? .closestContainerWins : .outermostContainerWins }
        set { EngineSettings.closestContainerWins = newValue == .closestContainerWins }
    }

    /// The anchor as it sorts in application order under `policy` (greater applies later).
    @inline(__always)
    static func orderingAnchor(_ anchor: Int, under policy: ContainmentPolicy = current) -> Int {
        policy == .outermostContainerWins ? anchor : 0xFFFF - min(anchor, 0xFFFF)
    }

    /// What to XOR an anchor's stack position (below 0x10000) with so that positions sort as
    /// ``orderingAnchor(_:under:)`` sorts anchors: the anchor is the depth minus the position,
    /// so the outermost-wins order is the positions' reversed.
    @inline(__always)
    static func positionFlip(under policy: ContainmentPolicy = current) -> UInt64 {
        policy == .outermostContainerWins ? 0xFFFF : 0
    }
}
