import AppearanceSolver
import Foundation

/// A screen written as JSON for `kiwi_bench.py`: the same constraints by variable index, the
/// changes, how many times to run each phase, and this solver's values to check against.
///
/// A constraint reads `Σ coefs[i] × x[vars[i]] + constant op 0`, with `strength` a Kiwi weight
/// (the same `strong × 10⁶ + medium × 10³ + weak` scheme as ``Strength``), absent for required.
struct KiwiSystem: Encodable {
    struct Item: Encodable {
        let vars: [Int]
        let coefs: [Double]
        let constant: Double
        let op: String
        let strength: Double?
    }

    struct Change: Encodable {
        let constraint: Int
        let base: Double
        let changed: Double
    }

    let shape: Shape
    let views: Int
    let variables: Int
    let constraints: [Item]
    let constantChange: Change
    let textSizeChange: [Change]
    let repetitions: Repetitions
    let check: Checkpoints

    init(_ screen: Screen, repetitions: Repetitions, check: Checkpoints) {
        var index: [ObjectIdentifier: Int] = [:]
        for (position, variable) in screen.variables.enumerated() { index[ObjectIdentifier(variable)] = position }
        shape = screen.shape
        views = screen.views
        variables = screen.variables.count
        constraints = screen.constraints.map { constraint in
            let terms = constraint.expression.terms
            let op: String
            switch constraint.relation {
            case .equal: op = "=="
            case .lessThanOrEqual: op = "<="
            case .greaterThanOrEqual: op = ">="
            }
            return Item(
                vars: terms.map { index[ObjectIdentifier($0.variable)]! }, coefs: terms.map(\.coefficient),
                constant: constraint.expression.constant, op: op,
                strength: constraint.strength.isRequired ? nil : constraint.strength.weight)
        }
        let change = { (change: ConstantChange) in Change(constraint: change.constraint, base: change.base, changed: change.changed) }
        constantChange = change(screen.constantChange)
        textSizeChange = screen.textSizeChange.map(change)
        self.repetitions = repetitions
        self.check = check
    }

    /// Writes the system to `url`.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        try encoder.encode(self).write(to: url)
    }
}
