/// Why the solver refused a request. The solver is left as it was before the request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the
    /// solver (or, from ``Solver/updateConstant(of:to:)``, no longer can with its new constant).
    case unsatisfiableConstraint(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable cannot be required: its suggestions would be hard constraints that the
    /// solver could only refuse.
    case requiredEditStrength(Variable)
    /// A coefficient, constant or suggested value is infinite or NaN.
    case nonFiniteValue(String)
    /// The tableau lost an invariant (a numerical breakdown): a bug to report, never expected.
    case internalInconsistency(String)

    /// A one-line message naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint):
            return "unable to satisfy the required constraint \(constraint) together with the others"
        case .duplicateConstraint(let constraint): return "the constraint \(constraint) is already in the solver"
        case .unknownConstraint(let constraint): return "the constraint \(constraint) is not in the solver"
        case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
        case .requiredEditStrength(let variable): return "the edit variable \(variable) cannot have the required strength"
        case .nonFiniteValue(let what): return "a value is not finite: \(what)"
        case .internalInconsistency(let what): return "the solver's tableau is inconsistent: \(what)"
        }
    }
}
