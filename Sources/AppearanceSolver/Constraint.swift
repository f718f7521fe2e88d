/// How a constraint's two sides compare.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// `lhs == rhs`.
    case equal
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear equation or inequality with a strength, kept as `expression relation 0`.
///
/// A constraint is compared by identity: the solver knows the very object it was given, so
/// two constraints that read alike are two constraints. It is immutable;
/// ``Solver/updateConstant(of:to:)`` changes the constant the solver uses without changing
/// the object.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side: the constraint reads `expression relation 0`.
    public let expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How strongly the solver tries to satisfy it.
    public let strength: Strength

    /// Makes `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    ///
    /// For example `Constraint(top, .equal, previousBottom + 8)` keeps `top - previousBottom - 8 == 0`:
    /// its constant is `-8`.
    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required
    ) {
        self.expression = lhs.linearExpression - rhs.linearExpression
        self.relation = relation
        self.strength = strength
    }

    /// Makes `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// The same constraint with another strength (a new object).
    public func withStrength(_ strength: Strength) -> Constraint { Constraint(expression, relation, strength: strength) }

    /// `x - y + 8 == 0 | required`.
    public var description: String { "\(expression) \(relation) 0 | \(strength)" }

    /// Whether the two are the same constraint (identity).
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
