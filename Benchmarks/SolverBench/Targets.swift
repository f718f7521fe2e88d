/// Issue #44's speed targets for the solver, judged on a run's results.
struct TargetCheck: Encodable {
    let target: String
    let shape: Shape
    /// What was measured, as shown.
    let measured: String
    /// nil when the run did not measure what the target needs.
    let met: Bool?

    /// Every target that the results can judge, shape by shape.
    static func judge(_ results: [ScreenResult]) -> [TargetCheck] {
        func result(_ shape: Shape, _ views: Int) -> ScreenResult? {
            results.first { $0.shape == shape && $0.views == views }
        }
        var checks: [TargetCheck] = []
        let shapes = Shape.allCases.filter { shape in results.contains { $0.shape == shape } }
        for shape in shapes {
            for views in [100, 1000] {
                guard let screen = result(shape, views), let ours = screen.ours[.cold] else { continue }
                let target = "cold solve faster than Kiwi at \(views == 1000 ? "1,000" : String(views)) views"
                guard let kiwi = screen.kiwi[.cold] else {
                    checks.append(TargetCheck(target: target, shape: shape, measured: "Kiwi not run", met: nil))
                    continue
                }
                let ratio = kiwi.median / ours.median
                checks.append(
                    TargetCheck(
                        target: target, shape: shape,
                        measured:
                            "\(Samples.format(ours.median)) against Kiwi's \(Samples.format(kiwi.median)) (Kiwi ÷ ours = \(times(ratio)))",
                        met: ours.median < kiwi.median))
            }
            if let small = result(shape, 1000)?.ours[.cold], let large = result(shape, 10_000)?.ours[.cold] {
                let ratio = large.median / small.median
                checks.append(
                    TargetCheck(
                        target: "cold solve at 10,000 views at most 12× the time at 1,000 (set for the layout pass)",
                        shape: shape, measured: "\(Samples.format(large.median)) ÷ \(Samples.format(small.median)) = \(times(ratio))",
                        met: ratio <= 12))
            }
            if let constant = result(shape, 1000)?.ours[.constant] {
                checks.append(
                    TargetCheck(
                        target: "one constant change under 50 µs at 1,000 views", shape: shape,
                        measured: "median \(Samples.format(constant.median)), max \(Samples.format(constant.max))",
                        met: constant.median < 50e-6))
            }
        }
        return checks
    }

    /// `1.93×`, `13.8×`, `1397×`.
    static func times(_ ratio: Double) -> String {
        "\(Samples.fixed(ratio, decimals: ratio >= 100 ? 0 : ratio >= 10 ? 1 : 2))×"
    }
}
