/// One screen's times on both solvers.
struct ScreenResult {
    let shape: Shape
    let views: Int
    let variables: Int
    let constraints: Int
    let ours: [Phase: Samples]
    /// Empty when Kiwi did not run; a phase Kiwi skipped is absent.
    let kiwi: [Phase: Samples]
    /// How many of this solver's sampled values Kiwi's were compared with.
    let kiwiChecked: Int
    let kiwiMismatches: [String]
}
