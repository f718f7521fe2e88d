// The arithmetic that builds expressions: `top + height + 8`, `2 * width`, `right - left`.
// Relations are not operators (`==` already means identity for variables); they are the
// `Relation` of `Constraint(lhs, .equal, rhs)`.

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The sum of an expression and a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }

    /// The sum of a variable and an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }

    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }

    /// A variable minus the expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + -rhs }

    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }

    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }

    /// The negated expression.
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

    /// The expression times a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }

    /// A number times the expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }

    /// The expression divided by a number.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }

    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }

    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs)], constant: lhs) }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression([Term(lhs), Term(rhs, -1)])
    }

    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: -rhs) }

    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, -1)], constant: lhs) }

    /// The negated variable.
    public static prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }

    /// The variable times a number.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }

    /// A number times the variable.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }

    /// The variable divided by a number.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, 1 / rhs)]) }
}
