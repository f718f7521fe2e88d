/// The results as a text table: medians with their range and run count, side by side.
enum Table {
    static func render(_ results: [ScreenResult], kiwiRan: Bool) -> String {
        var rows: [[String]] = [
            ["shape", "views", "constraints", "phase", "AppearanceSolver", kiwiRan ? "Kiwi" : "", kiwiRan ? "Kiwi ÷ ours" : ""]
        ]
        for result in results {
            for phase in Phase.allCases {
                guard let ours = result.ours[phase] else { continue }
                let kiwi = result.kiwi[phase]
                let ratio = kiwi.map { TargetCheck.times($0.median / ours.median) } ?? ""
                rows.append([
                    result.shape.rawValue, String(result.views), String(result.constraints), phase.title, cell(ours),
                    kiwi.map(cell) ?? (kiwiRan ? "not run" : ""), ratio,
                ])
            }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        let numeric: Set<Int> = [1, 2]
        return rows.map { row in
            row.enumerated().map { column, text in
                let padding = String(repeating: " ", count: widths[column] - text.count)
                return numeric.contains(column) ? padding + text : text + padding
            }
            .joined(separator: "  ")
            .trimmingSuffix()
        }
        .joined(separator: "\n")
    }

    /// `0.67 ms (0.61–0.90, 21)`: the median, the range and the number of runs.
    private static func cell(_ samples: Samples) -> String {
        guard samples.seconds.count > 1 else { return "\(Samples.format(samples.median)) (1 run)" }
        return "\(Samples.format(samples.median)) (\(Samples.format(samples.min))–\(Samples.format(samples.max)), \(samples.seconds.count))"
    }
}

extension String {
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
