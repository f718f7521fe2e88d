import AppearanceSolver
import TestSupport

/// One step of a random system, in a form both this solver and the Kiwi script can replay.
enum SystemOperation {
    case add(id: Int, terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation, weight: Double?)
    case remove(id: Int)
    case addEdit(variable: Int, weight: Double)
    case suggest(variable: Int, value: Double)
    case updateConstant(id: Int, constant: Double)
}

/// A random system: small integer coefficients and constants (so that the two solvers see
/// exactly the same numbers), a mix of required and soft constraints, edits and removals.
struct RandomSystem {
    let variableCount: Int
    var operations: [SystemOperation] = []

    static let softWeights: [Double] = [1_000_000, 1000, 1, 2, 500]

    init(seed: UInt64, allowConstantUpdates: Bool = true) {
        var random = SeededGenerator(seed: seed)
        variableCount = Int.random(in: 2...7, using: &random)
        let constraintCount = Int.random(in: 2...14, using: &random)
        var live: [Int] = []
        var edited: [Int] = []
        for id in 0..<constraintCount {
            let termCount = Int.random(in: 1...min(3, variableCount), using: &random)
            let variables = Array((0..<variableCount).shuffled(using: &random).prefix(termCount))
            let coefficients: [Double] = [1, 1, 1, -1, -1, 2, -2, 3]
            let terms = variables.map { (variable: $0, coefficient: coefficients.randomElement(using: &random) ?? 1) }
            let constant = Double(Int.random(in: -60...60, using: &random))
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random) ?? .equal
            let weight: Double? = Bool.random(using: &random) ? nil : Self.softWeights.randomElement(using: &random)
            operations.append(.add(id: id, terms: terms, constant: constant, relation: relation, weight: weight))
            live.append(id)
            switch Int.random(in: 0..<10, using: &random) {
            case 0 where live.count > 1:
                let victim = live.remove(at: Int.random(in: 0..<live.count, using: &random))
                operations.append(.remove(id: victim))
            case 1 where edited.count < 2:
                let variable = Int.random(in: 0..<variableCount, using: &random)
                guard !edited.contains(variable) else { break }
                edited.append(variable)
                operations.append(.addEdit(variable: variable, weight: [1_000_000, 1000, 1].randomElement(using: &random) ?? 1))
                operations.append(.suggest(variable: variable, value: Double(Int.random(in: -80...80, using: &random))))
            case 2 where !edited.isEmpty:
                let variable = edited.randomElement(using: &random) ?? 0
                operations.append(.suggest(variable: variable, value: Double(Int.random(in: -80...80, using: &random))))
            case 3 where allowConstantUpdates:
                let target = live.randomElement(using: &random) ?? 0
                operations.append(.updateConstant(id: target, constant: Double(Int.random(in: -60...60, using: &random))))
            default: break
            }
        }
    }
}

/// Replays a ``RandomSystem`` on a solver, remembering what each step did.
final class SystemReplay {
    let solver = Solver()
    let variables: [Variable]
    var constraints: [Int: Constraint] = [:]
    /// The constraints in the solver, with the constant each currently uses.
    var active: [Int: Double] = [:]
    /// Each edit variable's weight and the value last suggested for it.
    var editTargets: [Int: (weight: Double, value: Double)] = [:]
    /// "ok", "unsatisfiable" or "unknown" for each operation, in order.
    var outcomes: [String] = []

    init(variableCount: Int) {
        variables = (0..<variableCount).map { Variable("x\($0)") }
    }

    /// Applies one operation, recording its outcome.
    func apply(_ operation: SystemOperation) {
        do {
            switch operation {
            case .add(let id, let terms, let constant, let relation, let weight):
                let expression = LinearExpression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
                let constraint = Constraint(expression, relation, strength: weight.map(Strength.init) ?? .required)
                constraints[id] = constraint
                try solver.addConstraint(constraint)
                active[id] = constant
            case .remove(let id):
                guard let constraint = constraints[id], active[id] != nil else {
                    outcomes.append("unknown")
                    return
                }
                try solver.removeConstraint(constraint)
                active[id] = nil
            case .addEdit(let variable, let weight):
                try solver.addEditVariable(variables[variable], strength: Strength(weight))
                editTargets[variable] = (weight, solver.value(of: variables[variable]))
            case .suggest(let variable, let value):
                try solver.suggestValue(value, for: variables[variable])
                editTargets[variable]?.value = value
            case .updateConstant(let id, let constant):
                guard let constraint = constraints[id], active[id] != nil else {
                    outcomes.append("unknown")
                    return
                }
                try solver.updateConstant(of: constraint, to: constant)
                active[id] = constant
            }
            outcomes.append("ok")
        } catch .unsatisfiableConstraint {
            outcomes.append("unsatisfiable")
        } catch {
            outcomes.append("error: \(error)")
        }
    }

    /// How far each active required constraint is from holding (0 when it holds).
    func requiredViolations(values: [Double]? = nil) -> [(Constraint, Double)] {
        let values = values ?? variables.map(solver.value(of:))
        var violations: [(Constraint, Double)] = []
        for (id, constant) in active {
            guard let constraint = constraints[id], constraint.strength.isRequired else { continue }
            let violation = Self.violation(of: constraint, constant: constant, values: values, variables: variables)
            if violation > 0 { violations.append((constraint, violation)) }
        }
        return violations
    }

    /// Σ weight × violation over the active soft constraints, edits included.
    func objective(values: [Double]) -> Double {
        var total = 0.0
        for (id, constant) in active {
            guard let constraint = constraints[id], !constraint.strength.isRequired else { continue }
            total += constraint.strength.weight * Self.violation(of: constraint, constant: constant, values: values, variables: variables)
        }
        for (variable, edit) in editTargets { total += edit.weight * abs(values[variable] - edit.value) }
        return total
    }

    static func violation(of constraint: Constraint, constant: Double, values: [Double], variables: [Variable]) -> Double {
        var sum = constant
        for term in constraint.expression.terms {
            guard let index = variables.firstIndex(where: { $0 === term.variable }) else { continue }
            sum += term.coefficient * values[index]
        }
        switch constraint.relation {
        case .equal: return abs(sum)
        case .lessThanOrEqual: return max(0, sum)
        case .greaterThanOrEqual: return max(0, -sum)
        }
    }
}
