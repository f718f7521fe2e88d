/// A variable times a coefficient: one term of a ``LinearExpression``.
public struct Term: Hashable, Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Makes `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2 * x`, or `x` for a coefficient of 1.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatted(coefficient)) * \(variable)"
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
///
/// Terms may repeat a variable; the solver adds them up. Build expressions with the
/// initialisers or with the operators `+`, `-`, `*` and `/` between variables, expressions and
/// numbers: `top + height + 8`.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Makes `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the constant expression `constant`.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// Makes the expression `variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// Makes the expression of one term.
    public init(_ term: Term) { self.init([term]) }

    /// Whether every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression multiplied by `factor`.
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// `x + 2 * y - 8`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient < 0 ? "-\(Term(term.variable, -term.coefficient))" : term.description
            } else {
                text += term.coefficient < 0 ? " - \(Term(term.variable, -term.coefficient))" : " + \(term)"
            }
        }
        if text.isEmpty { return formatted(constant) }
        if constant != 0 { text += constant < 0 ? " - \(formatted(-constant))" : " + \(formatted(constant))" }
        return text
    }
}

/// A value that reads as a linear expression: variables, terms, expressions and numbers, so
/// that ``Constraint/init(_:_:_:strength:)`` takes any of them on either side.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
    /// The expression `self`.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
    /// The expression of this one term.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    public var linearExpression: LinearExpression { self }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression.
    public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Int: LinearExpressionConvertible {
    /// The constant expression.
    public var linearExpression: LinearExpression { LinearExpression(Double(self)) }
}

/// `8` rather than `8.0`, for messages.
func formatted(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
