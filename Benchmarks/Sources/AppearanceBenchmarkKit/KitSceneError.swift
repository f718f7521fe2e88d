/// Why a workload cannot run on the kit path.
public enum KitSceneError: Error, CustomStringConvertible {
    /// A workload class has no generated Swift class (or one with another superclass).
    case classNotGenerated(String)
    /// The workload's class 0 (the root) is not `Window`.
    case rootIsNotAWindow(String)
    /// A default value the kit's views do not start with.
    case unsupportedDefault(String)
    /// A rule with several trait conditions, which the generated code does not write.
    case unsupportedRule(Int)
    /// No one-function recording was generated for the workload's rules.
    case noOneFunctionRecording(fingerprint: String, available: [String])
    /// The generated theme file did not load.
    case themeDidNotLoad(String)

    public var description: String {
        switch self {
        case .classNotGenerated(let name):
            "the kit path has no Swift class for workload class \(name): the classes are generated for "
                + "--classes 50 and seeds 1-10; run Benchmarks/chromium/gen_kit_swift.py --class-seeds ... and build again"
        case .rootIsNotAWindow(let name):
            "the workload's root class is \(name); the kit path puts the tree in a kit Window, so it must be Window"
        case .unsupportedDefault(let what):
            "kit views start with no tint, background or border colour (read back as the workload's default "
                + "colours), border width 0, corner radius 0 and alpha 1; this workload's default \(what) differs"
        case .unsupportedRule(let order):
            "rule \(order) has several trait conditions; the kit path records one at most"
        case let .noOneFunctionRecording(fingerprint, available):
            "no one-function recording was generated for this workload (rules fingerprint \(fingerprint)); generated: "
                + available.joined(separator: ", ")
                + ". Others can be added with Benchmarks/chromium/gen_kit_swift.py --one-function N:R:SEED,... "
                + "(depth 12, 50 classes) and a new build"
        case .themeDidNotLoad(let diagnostics):
            "the generated theme file did not load:\n\(diagnostics)"
        }
    }
}
