import AppearanceSolver

/// The values of a sample of a screen's variables at three points: after the cold solve, after
/// the first constant change (the constant moved), and after the first text-size change (every
/// text height scaled). Kiwi's script is given them and must find the same.
struct Checkpoints: Codable {
    /// Indices into ``Screen/variables``.
    let variables: [Int]
    /// Their names, for messages.
    let names: [String]
    var cold: [Double] = []
    var constant: [Double] = []
    var text: [Double] = []

    /// About 60 variables spread over the screen, and the last item's, whose position depends
    /// on every height above it.
    init(sampling screen: Screen) {
        let count = screen.variables.count
        let step = Swift.max(1, count / 60)
        let spread = stride(from: 0, to: count, by: step)
        let indices = Set(spread).union(Swift.max(0, count - 4)..<count).sorted()
        variables = indices
        names = indices.map { screen.variables[$0].name }
    }
}
