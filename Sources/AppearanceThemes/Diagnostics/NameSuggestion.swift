/// "Did you mean" suggestions: the candidate closest to a misspelt name.
enum NameSuggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive, a swap of two
    /// neighbouring letters counts as one edit), if it is close enough to be a likely typo.
    /// Every candidate compared spends the load's ``budget``; none is compared once it is spent.
    static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let word = Array(name.lowercased().unicodeScalars)
        guard !word.isEmpty, word.count <= 64 else { return nil }
        let limit = max(1, min(3, word.count / 3))
        let budget = Self.budget
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != name {
            if let budget, !budget.spend() { break }
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - word.count) <= limit else { continue }
            let distance = editDistance(word, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
    static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        guard let suggestion = nearest(to: name, in: candidates) else { return "" }
        return "; did you mean '\(suggestion)'?"
    }

    /// `"; did you mean 'x'? <rest>"`, or `"; <rest>"` when nothing is close.
    static func didYouMean(_ name: String, in candidates: some Sequence<String>, then rest: String) -> String {
        guard let suggestion = nearest(to: name, in: candidates) else { return "; " + rest }
        return "; did you mean '\(suggestion)'? " + rest
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
