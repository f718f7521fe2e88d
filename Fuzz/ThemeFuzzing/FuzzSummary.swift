/// Counts of a run: cases accepted and rejected, failures, and the slowest case.
public struct FuzzSummary: Sendable, CustomStringConvertible {
    /// Cases whose file loaded (and was applied and rendered).
    public private(set) var accepted = 0
    /// Cases whose file was rejected with errors.
    public private(set) var rejected = 0
    /// Cases that failed a check.
    public private(set) var failures = 0
    /// The slowest case and its time.
    public private(set) var slowest: (index: Int, duration: Duration)?

    /// An empty summary.
    public init() {}

    /// Counts `outcome`.
    public mutating func add(_ outcome: FuzzOutcome) {
        if outcome.accepted { accepted += 1 } else { rejected += 1 }
        if !outcome.problems.isEmpty { failures += 1 }
        if slowest.map({ outcome.duration > $0.duration }) ?? true { slowest = (outcome.index, outcome.duration) }
    }

    /// `700 rejected, 300 accepted, 0 failed, slowest 0.12 s (case 123)`.
    public var description: String {
        let slow = slowest.map { ", slowest \(Self.milliseconds($0.duration)) ms (case \($0.index))" } ?? ""
        return "\(rejected) rejected, \(accepted) accepted, \(failures) failed\(slow)"
    }

    /// `duration` in whole milliseconds.
    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
