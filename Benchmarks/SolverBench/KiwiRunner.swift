import Foundation

/// Kiwi's side of a run: `kiwi_bench.py` (beside this file) run with python3 on each written
/// system, in the same run as this solver's measurements.
struct KiwiRunner {
    let python: String
    let script: String

    /// What the script reports for one system.
    struct Result: Decodable {
        /// Times by phase (``Phase``'s raw values); a phase that did not run is absent.
        let phases: [String: Samples]
        /// How many sampled values were compared with this solver's.
        let checked: Int
        /// Each value that differed, as a message.
        let mismatches: [String]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Kiwi's version, or nil when python3 cannot import kiwisolver.
    func version() -> String? {
        let pipe = Pipe()
        guard
            let status = try? run([python, "-c", "import kiwisolver; print(kiwisolver.__version__)"], output: pipe, quietErrors: true),
            status == 0
        else { return nil }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the script on `system` and reads what it wrote to `output`.
    func measure(system: URL, output: URL) throws -> Result {
        let status = try run([python, script, system.path, "--out", output.path, "--quiet"], output: nil, quietErrors: false)
        guard status == 0 else { throw Failure(description: "\(script) exited with status \(status) on \(system.path)") }
        return try JSONDecoder().decode(Result.self, from: Data(contentsOf: output))
    }

    private func run(_ arguments: [String], output: Pipe?, quietErrors: Bool) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let output { process.standardOutput = output }
        if quietErrors { process.standardError = FileHandle.nullDevice }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
