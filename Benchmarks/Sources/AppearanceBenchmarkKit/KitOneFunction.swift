import AppearanceBenchmark

/// Rules recorded from one long function (`--record one-function`), as apps write their
/// appearance set-up: `Generated/OneFunction-<workload>.swift` holds one function per workload,
/// written by `Benchmarks/chromium/gen_kit_swift.py` with the rules as literal proxy writes.
///
/// The functions are found by a fingerprint of the workload's rules, so a workload whose rules
/// differ from every generated one is refused rather than run with other rules.
@MainActor
enum KitOneFunction {
    /// One generated recording.
    struct Recording {
        /// The workload it was generated for (`n10000-r1000-s1`).
        let workload: String
        /// ``fingerprint(of:)`` of that workload.
        let fingerprint: String
        /// Records every rule.
        let record: @MainActor () -> Void
    }

    /// The recording of `workload`'s rules.
    ///
    /// - Throws: ``KitSceneError/noOneFunctionRecording(fingerprint:available:)``.
    static func recording(for workload: Workload) throws -> Recording {
        let fingerprint = fingerprint(of: workload)
        guard let recording = generated.first(where: { $0.fingerprint == fingerprint }) else {
            throw KitSceneError.noOneFunctionRecording(fingerprint: fingerprint, available: generated.map(\.workload))
        }
        return recording
    }

    /// FNV-1a (32 bits, hex) of the rules' canonical text: per rule in order,
    /// `Outer>Inner>Target;theme=dark;color=#5c1dff,opacity=0.65` and a line feed, as
    /// gen_kit_swift.py computes it.
    static func fingerprint(of workload: Workload) -> String {
        var text = ""
        for rule in workload.rules {
            let chain = (rule.containers.reversed() + [rule.target]).map { workload.classes[$0].name }
            let traits = rule.traits.map { condition in
                switch condition {
                case .theme(let theme): "theme=\(theme.rawValue)"
                case .sizeClass(let size): "sizeClass=\(size.rawValue)"
                }
            }
            let values = rule.values.map { property, value in
                let text =
                    switch value {
                    case .color(let color): color.description
                    case .length(let length): String(length)
                    case .opacity(let opacity): opacity.description
                    }
                return "\(property.rawValue)=\(text)"
            }
            text +=
                chain.joined(separator: ">") + ";" + traits.joined(separator: ",") + ";"
                + values.joined(separator: ",") + "\n"
        }
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
