/// What the benchmark times on each screen.
enum Phase: String, CaseIterable, Codable {
    /// A new solver and every constraint added.
    case cold
    /// One constant moved: a middle item's height, back and forth.
    case constant
    /// Every text height scaled up by a quarter, as a larger Dynamic Type size does.
    case textUp = "text_up"
    /// Every text height back down. Timed apart from the way up: the solver's work differs
    /// (shrinking a stack's buttons moves the stack's height off its inequalities).
    case textDown = "text_down"

    /// The name in the table.
    var title: String {
        switch self {
        case .cold: return "cold"
        case .constant: return "one constant"
        case .textUp: return "text size up"
        case .textDown: return "text size down"
        }
    }
}

/// How many times each phase runs on one screen. A count of 0 skips the phase.
struct Repetitions: Codable, Equatable {
    var cold: Int
    /// Changes, half of them moving the constant and half moving it back.
    var constant: Int
    /// Round trips: each is one text-size change up and one down.
    var text: Int

    /// This solver's counts: enough runs for a median where a run is short, one cold solve at
    /// 10,000 views (seconds: the chain's cold solve is quadratic). Changes go back and forth,
    /// so a screen ends each phase where it began.
    static func ours(views: Int) -> Repetitions {
        switch views {
        case ..<500: return Repetitions(cold: 21, constant: 200, text: 11)
        case ..<5000: return Repetitions(cold: 5, constant: 200, text: 5)
        default: return Repetitions(cold: 1, constant: 40, text: 1)
        }
    }

    /// Kiwi's counts. Kiwi cannot move a constant: one change is a removal and an addition,
    /// which at 1,000 views in a chain took 0.6 s (0.9 ms at 100), so few of them, and none at
    /// 10,000 views without `large`. At 10,000 views its one cold solve of the chain takes about a
    /// minute, so by default only the chain's runs there, once.
    static func kiwi(views: Int, shape: Shape, large: Bool) -> Repetitions {
        switch views {
        case ..<500: return Repetitions(cold: 21, constant: 20, text: 11)
        case ..<5000: return Repetitions(cold: 5, constant: 2, text: 3)
        default:
            if large { return Repetitions(cold: 1, constant: 2, text: 1) }
            return Repetitions(cold: shape == .chain ? 1 : 0, constant: 0, text: 0)
        }
    }
}
