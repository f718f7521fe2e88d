internal import Synchronization

extension NameSuggestion {
    /// How many candidate names "did you mean" may still compare while one theme loads.
    ///
    /// A real theme has a handful of misspellings and compares a few thousand names in all.
    /// A hostile one can have thousands of unknown names and thousands of variables to compare
    /// each with; the budget keeps that linear: once it is spent, messages go on without a
    /// suggestion.
    final class Budget: Sendable {
        private let remaining: Mutex<Int>

        /// A budget of `comparisons`.
        init(_ comparisons: Int) {
            remaining = Mutex(comparisons)
        }

        /// Takes one comparison from the budget; `false` when none is left.
        func spend() -> Bool {
            remaining.withLock { count in
                guard count > 0 else { return false }
                count -= 1
                return true
            }
        }
    }

    /// The budget of the load in progress; `nil` (no limit) outside a load.
    @TaskLocal static var budget: Budget?

    /// The comparisons one load may make: fifty times what a large real theme needs.
    static let comparisonsPerLoad = 50_000

    /// Runs `body` (one load) with a fresh budget.
    static func withBudget<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $budget.withValue(Budget(comparisonsPerLoad), operation: body)
    }
}
