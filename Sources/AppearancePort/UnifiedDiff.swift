/// A line diff of two texts, printed as `diff -u` prints one: the shortest edit script (Myers,
/// "An O(ND) difference algorithm and its variations", 1986), grouped into hunks with three
/// lines of context.
struct UnifiedDiff {
    /// One line of the script: kept, removed from the old text or added from the new.
    enum Line: Equatable {
        /// In both texts.
        case kept(String)
        /// Only in the old text.
        case removed(String)
        /// Only in the new text.
        case added(String)
    }

    let lines: [Line]

    init(old: String, new: String) {
        lines = Self.script(Self.split(old), Self.split(new))
    }

    /// The diff with `---`/`+++` headers, or the empty string when the texts are the same.
    func text(oldPath: String, newPath: String, context: Int = 3) -> String {
        guard lines.contains(where: { if case .kept = $0 { false } else { true } }) else { return "" }
        var output = "--- \(oldPath)\n+++ \(newPath)\n"
        for hunk in hunks(context: context) { output += hunk }
        return output
    }

    /// The hunks: runs of changes with up to `context` kept lines around them, runs closer than
    /// twice that merged.
    private func hunks(context: Int) -> [String] {
        let changed = lines.indices.filter { if case .kept = lines[$0] { false } else { true } }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(lines.count - 1, index + context)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...range.upperBound
            } else {
                groups.append(range)
            }
        }
        return groups.map { group in
            var oldStart = 1, newStart = 1
            for line in lines[..<group.lowerBound] {
                switch line {
                case .kept: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for line in lines[group] {
                switch line {
                case .kept(let text): oldCount += 1; newCount += 1; body += " \(text)\n"
                case .removed(let text): oldCount += 1; body += "-\(text)\n"
                case .added(let text): newCount += 1; body += "+\(text)\n"
                }
            }
            // As `diff -u`: an empty side starts at the line before it.
            if oldCount == 0 { oldStart -= 1 }
            if newCount == 0 { newStart -= 1 }
            return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
        }
    }

    /// The text's lines, without their line ends (a last line without one counts).
    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script from `old` to `new`, removals before additions in a change.
    private static func script(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count, m = new.count, limit = n + m
        guard limit > 0 else { return [] }
        // `frontier[k + limit]`: the furthest old index reached on diagonal k; one copy per step
        // D, to walk the path back.
        var frontier = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        search: for steps in 0...limit {
            trace.append(frontier)
            for k in stride(from: -steps, through: steps, by: 2) {
                var x =
                    k == -steps || (k != steps && frontier[k - 1 + limit] < frontier[k + 1 + limit])
                    ? frontier[k + 1 + limit] : frontier[k - 1 + limit] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                frontier[k + limit] = x
                if x >= n, y >= m { break search }
            }
        }
        var result: [Line] = []
        var x = n, y = m
        for steps in stride(from: trace.count - 1, through: 0, by: -1) {
            // The first step starts at the top left, and its diagonal run is all that is left.
            guard steps > 0 else { break }
            let previous = trace[steps], k = x - y
            let down = k == -steps || (k != steps && previous[k - 1 + limit] < previous[k + 1 + limit])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + limit]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                result.append(.kept(old[x]))
            }
            if down { y -= 1; result.append(.added(new[y])) } else { x -= 1; result.append(.removed(old[x])) }
        }
        while x > 0, y > 0 { x -= 1; y -= 1; result.append(.kept(old[x])) }
        return result.reversed()
    }
}
