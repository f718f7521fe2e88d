/// The result of a benchmark run: per-phase timings, the digest check and memory.
///
/// ``json`` is the object `appearance-bench --json` prints; ``text`` the table it prints
/// otherwise.
public struct BenchmarkReport: Sendable {
    /// One timed phase.
    public struct Phase: Sendable {
        public let name: String
        /// Every measured repetition, in milliseconds.
        public let samplesMS: [Double]
        let views: Int

        public var medianMS: Double {
            let sorted = samplesMS.sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        public var minMS: Double { samplesMS.min() ?? 0 }
        public var maxMS: Double { samplesMS.max() ?? 0 }
        /// Median nanoseconds per view.
        public var nsPerView: Double { views > 0 ? medianMS * 1e6 / Double(views) : 0 }
    }

    /// The adopter path that was timed (``BenchAdopter/name``).
    public let adopter: String
    public let phases: [Phase]
    /// Whether every checked tree matched `expected_uikit` (a run that does not throws).
    public let digestsOK: Bool
    public let views: Int
    public let rules: Int
    public let classes: Int
    public let repetitions: Int
    /// The digests checked (initial, switched).
    public let digests: (initial: String, switched: String)
    /// Peak resident set of the process (`VmHWM`).
    public let peakRSSBytes: Int
    /// Resident memory one unstyled tree takes.
    public let treeRSSBytes: Int
    /// Resident memory styling that tree adds at its peak: rule index, caches, styles.
    public let stylingRSSBytes: Int

    /// The phase named `name`.
    public func phase(_ name: String) -> Phase? { phases.first { $0.name == name } }

    /// One JSON object (one line).
    public var json: String {
        func mb(_ bytes: Int) -> String { Self.fixed(Double(bytes) / 1_048_576, 2) }
        let phaseText = phases.map { phase in
            "\"\(phase.name)\": {\"median_ms\": \(Self.fixed(phase.medianMS, 3)), \"min_ms\": \(Self.fixed(phase.minMS, 3)), "
                + "\"max_ms\": \(Self.fixed(phase.maxMS, 3)), \"ns_per_view\": \(Self.fixed(phase.nsPerView, 1)), "
                + "\"samples_ms\": [\(phase.samplesMS.map { Self.fixed($0, 3) }.joined(separator: ", "))]}"
        }.joined(separator: ", ")
        return
            "{\"adopter\": \"\(adopter)\", \"phases\": {\(phaseText)}, \"digests_ok\": \(digestsOK), \"views\": \(views), \"rules\": \(rules), "
            + "\"classes\": \(classes), \"reps\": \(repetitions), "
            + "\"digests\": {\"initial\": \"\(digests.initial)\", \"switched\": \"\(digests.switched)\"}, "
            + "\"peak_rss_mb\": \(mb(peakRSSBytes)), \"tree_rss_mb\": \(mb(treeRSSBytes)), \"styling_rss_mb\": \(mb(stylingRSSBytes))}"
    }

    /// A readable table.
    public var text: String {
        var lines = [
            "adopter \(adopter); views \(views), rules \(rules), classes \(classes); median (min-max) of \(repetitions) repetitions",
            "digests \(digestsOK ? "OK" : "MISMATCH") (initial \(digests.initial), switched \(digests.switched))",
            "",
            pad("phase", 12) + pad("median ms", 12, right: true) + pad("min ms", 11, right: true)
                + pad("max ms", 11, right: true) + pad("ns/view", 10, right: true),
        ]
        for phase in phases {
            lines.append(
                pad(phase.name, 12) + pad(Self.fixed(phase.medianMS, 3), 12, right: true)
                    + pad(Self.fixed(phase.minMS, 3), 11, right: true) + pad(Self.fixed(phase.maxMS, 3), 11, right: true)
                    + pad(Self.fixed(phase.nsPerView, 0), 10, right: true))
        }
        lines.append("")
        lines.append(
            "peak RSS \(Self.fixed(Double(peakRSSBytes) / 1_048_576, 1)) MB; unstyled tree \(Self.fixed(Double(treeRSSBytes) / 1_048_576, 1)) MB; "
                + "styling adds \(Self.fixed(Double(stylingRSSBytes) / 1_048_576, 2)) MB")
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return right ? fill + text : text + fill
    }

    /// `value` with `digits` decimals, no exponent.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return String(value) }
        let units = Int(scaled), divisor = Int(scale)
        var text = (value < 0 && units != 0 ? "-" : "") + String(units / divisor)
        if digits > 0 {
            let fraction = String(units % divisor)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }
}
