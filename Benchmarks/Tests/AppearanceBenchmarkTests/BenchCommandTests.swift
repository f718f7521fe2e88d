import Foundation
import Testing

/// `appearance-bench` on every path (#14), end to end on a fixture workload (one repetition:
/// these check the wiring and the digests, not the time).
@Suite struct BenchCommandTests {
    static var workload: String { BenchTool.fixture("n300-r60-s1.json").path }

    @Test(arguments: [
        (options: [String](), adopter: "benchnode"),
        (options: ["--adopter", "kit"], adopter: "kit"),
        (options: ["--adopter", "kit", "--record", "one-function"], adopter: "kit-one-function"),
        (options: ["--adopter", "kit", "--rules-from", "theme"], adopter: "kit-theme"),
    ])
    func everyPathRunsAndChecksItsDigests(options: [String], adopter: String) throws {
        let run = try BenchTool.run(["--workload", Self.workload, "--reps", "1", "--warmup", "0", "--json"] + options)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["adopter"] as? String == adopter)
        #expect(json["digests_ok"] as? Bool == true)
    }

    @Test func theGeneratedThemeFileIsWrittenOnRequest() throws {
        let folder = try BenchTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let theme = folder.appendingPathComponent("n300.yaml")
        let run = try BenchTool.run([
            "--workload", Self.workload, "--reps", "1", "--warmup", "0", "--adopter", "kit", "--rules-from", "theme",
            "--write-theme", theme.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("adopter kit-theme; views 300, rules 60"))
        let text = try String(contentsOf: theme, encoding: .utf8)
        #expect(text.hasPrefix("name: n300-r60-s1\nrules:\n  - class: Kit"))
    }

    @Test func kitOptionsWithoutTheKitAdopterAreRefused() throws {
        let run = try BenchTool.run(["--workload", Self.workload, "--record", "one-function"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--record, --rules-from and --write-theme belong to --adopter kit"))
        let both = try BenchTool.run([
            "--workload", Self.workload, "--adopter", "kit", "--record", "one-function", "--rules-from", "theme",
        ])
        #expect(both.status != 0)
        #expect(both.stderr.contains("does not go with --rules-from theme"))
    }

    /// A workload whose expected digest is wrong (as if the engine resolved a view differently)
    /// fails the run with a non-zero exit, naming the phase and both digests.
    @Test(arguments: [["--adopter", "benchnode"], ["--adopter", "kit"]])
    func aWrongDigestFailsTheRun(options: [String]) throws {
        let text = try String(contentsOfFile: Self.workload, encoding: .utf8)
        #expect(text.contains("\"digest\":\"005452d2\""))
        let folder = try BenchTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrong = folder.appendingPathComponent("wrong-digest.json")
        try text.replacingOccurrences(of: "\"digest\":\"005452d2\"", with: "\"digest\":\"00000000\"")
            .write(to: wrong, atomically: true, encoding: .utf8)
        let run = try BenchTool.run(["--workload", wrong.path, "--reps", "1", "--warmup", "0"] + options)
        #expect(run.status != 0)
        #expect(run.stderr.contains("00000000") && run.stderr.contains("005452d2"), "\(run.stderr)")
    }
}
