/// A phase's timed runs, in seconds.
struct Samples: Codable {
    let seconds: [Double]

    var median: Double {
        let sorted = seconds.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    var min: Double { seconds.min() ?? .nan }
    var max: Double { seconds.max() ?? .nan }

    /// `0.67 ms`, `10.5 µs`, `5.40 s`: three significant digits in the unit that fits.
    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "–" }
        let (value, unit) =
            seconds >= 1 ? (seconds, "s") : seconds >= 1e-3 ? (seconds * 1e3, "ms") : (seconds * 1e6, "µs")
        let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
        return "\(fixed(value, decimals: decimals)) \(unit)"
    }

    /// `value` with `decimals` digits after the point (no Foundation formatting needed).
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        guard decimals > 0 else { return String(scaled) }
        let sign = scaled < 0 ? "-" : ""
        let digits = String(abs(scaled))
        let padded = String(repeating: "0", count: Swift.max(0, decimals + 1 - digits.count)) + digits
        return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
    }
}
