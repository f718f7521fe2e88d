import AppearanceSolver

/// A constraint system shaped like a screen, with the two kinds of change the benchmark makes
/// to it once it is solved.
struct Screen {
    let shape: Shape
    /// The views laid out (the screen itself is not counted).
    let views: Int
    /// Every variable, the screen's own first.
    let variables: [Variable]
    let constraints: [Constraint]
    /// One constant that moves: a middle item's height.
    let constantChange: ConstantChange
    /// Every label-like item's height scaled, as a Dynamic Type size change does.
    let textSizeChange: [ConstantChange]
}

/// A new constant for one of a screen's constraints. Constants are the expression's (a
/// constraint reads `expression relation 0`), so `height == 44` has the constant -44: the value
/// ``Solver/updateConstant(of:to:)`` takes and the one written for Kiwi.
struct ConstantChange {
    /// The constraint's index in ``Screen/constraints``.
    let constraint: Int
    let base: Double
    let changed: Double
}

/// The shapes of screen the benchmark builds.
enum Shape: String, CaseIterable, Codable {
    /// A vertical chain of rows, each below the one before.
    case chain
    /// Table rows: a cell holding a title, a subtitle and a trailing detail, cells chained.
    case table
    /// Cards: a title, a body, a nested card with a caption and a footer stack of four buttons,
    /// cards chained.
    case cards

    /// The views one row, cell or card adds.
    var viewsPerItem: Int {
        switch self {
        case .chain: return 1
        case .table: return 4
        case .cards: return 10
        }
    }

    /// A screen of this shape with about `views` views (whole items, at least one).
    func screen(views: Int) -> Screen {
        let items = max(1, views / viewsPerItem)
        switch self {
        case .chain: return Screen.chain(rows: items)
        case .table: return Screen.table(rows: items)
        case .cards: return Screen.cards(count: items)
        }
    }
}
