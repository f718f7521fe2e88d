import AppearanceSolver

/// Collects a screen's variables and constraints as a shape's builder writes them, and which
/// constants the benchmark's changes move.
struct ScreenBuilder {
    /// Dynamic Type one step or two up: every text height grows by a quarter (a factor that
    /// keeps the sizes exact in binary, so both solvers see the same numbers).
    static let textScale = 1.25

    private(set) var variables: [Variable] = []
    private(set) var constraints: [Constraint] = []
    private(set) var labelHeights: [ConstantChange] = []
    private(set) var views = 0

    /// The screen: 375 × 812 points at the origin, not counted as a view.
    mutating func root() -> Frame {
        let frame = Frame("screen")
        variables += frame.variables
        add(frame.left, .equal, 0)
        add(frame.top, .equal, 0)
        add(frame.width, .equal, 375)
        add(frame.height, .equal, 812)
        return frame
    }

    /// A view's frame.
    mutating func view(_ name: String) -> Frame {
        let frame = Frame(name)
        variables += frame.variables
        views += 1
        return frame
    }

    /// Adds `lhs relation rhs` and returns its index.
    @discardableResult
    mutating func add(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required
    ) -> Int {
        constraints.append(Constraint(lhs, relation, rhs, strength: strength))
        return constraints.count - 1
    }

    /// A text item's height, which the text-size change scales.
    @discardableResult
    mutating func textHeight(_ frame: Frame, _ points: Double) -> Int {
        let index = add(frame.height, .equal, points)
        labelHeights.append(ConstantChange(constraint: index, base: -points, changed: -points * Self.textScale))
        return index
    }

    /// The screen, with `changing` (a constraint of the form `height == points`) as its one
    /// moving constant.
    func screen(_ shape: Shape, changing index: Int, to points: Double) -> Screen {
        let constantChange = ConstantChange(constraint: index, base: constraints[index].expression.constant, changed: -points)
        return Screen(
            shape: shape, views: views, variables: variables, constraints: constraints, constantChange: constantChange,
            textSizeChange: labelHeights)
    }
}
