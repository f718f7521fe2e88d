/// How strongly the solver tries to satisfy a constraint.
///
/// A strength is a positive weight. ``required`` constraints are hard: they never enter the
/// objective, and one that cannot hold together with the others is refused with
/// ``SolverError/unsatisfiableConstraint(_:)``. Every other constraint is soft: the solver
/// minimises the sum, over soft constraints, of weight × |violation|, so a required constraint
/// dominates any finite sum of soft weights by construction (not by being a big number).
///
/// Soft weights follow the three-level scheme of the Cassowary papers flattened into one
/// number: `strong × 10⁶ + medium × 10³ + weak`, each level clamped to `0...1000`. With
/// violations below a thousand points, a unit of a higher level outweighs any violation of the
/// lower levels it is compared with.
///
/// The caller chooses how UIKit priorities (1...999) map onto weights: `Strength(priority)`
/// weighs them linearly (two violations at 250 can then outweigh one at 499), while spreading
/// priority bands over the levels with ``init(strong:medium:weak:multiplier:)`` makes higher
/// bands dominate lower ones, closer to how UIKit behaves.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight in the objective (``required`` marks a hard constraint).
    public let weight: Double

    /// Makes a strength of the given weight, clamped to `0...required.weight` (`NaN` is 0).
    ///
    /// A weight at or above ``required``'s is required.
    public init(_ weight: Double) {
        if weight.isNaN {
            self.weight = 0
        } else {
            self.weight = min(max(weight, 0), Self.requiredWeight)
        }
    }

    /// Makes a three-level strength: `strong × 10⁶ + medium × 10³ + weak`, each level clamped
    /// to `0...1000`, the whole scaled by `multiplier`.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func level(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value * multiplier, 0), 1000) }
        self.init(level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
    }

    private static let requiredWeight = 1_001_001_000.0

    /// A hard constraint: it holds exactly, or it is refused.
    public static let required = Strength(requiredWeight)
    /// The strong level (10⁶).
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// The medium level (10³).
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// The weak level (1).
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether the strength is ``required``.
    public var isRequired: Bool { weight >= Self.requiredWeight }

    /// Orders strengths by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, or the weight.
    public var description: String { isRequired ? "required" : "\(weight)" }
}
