import Foundation
import TestSupport
import Testing
import ThemeFuzzing

/// The theme fuzzer, a fixed number of cases from a fixed seed: no case crashes, stalls past the
/// budget, loses an error's location, or changes the theme in force when it is rejected.
///
/// `APPEARANCE_FUZZ_CASES` and `APPEARANCE_FUZZ_SEED` change the count and the seed; for long
/// runs use `Scripts/fuzz.sh`, which runs the release build of `theme-fuzz`.
@MainActor
@Suite struct ThemeFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    /// 2,000 cases in the slow tier, 200 in the fast one, unless `APPEARANCE_FUZZ_CASES` says.
    static let cases = environment["APPEARANCE_FUZZ_CASES"].flatMap(Int.init) ?? TestTier.scaled(2_000, fast: 200)
    static let seed = environment["APPEARANCE_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_125

    @Test func mutatedThemeFilesNeverCrashStallOrLoseALocation() throws {
        let mutator = ThemeMutator(corpus: .standard(), seed: Self.seed)
        // A generous budget: this runs in debug builds and under the address sanitizer.
        let harness = try FuzzHarness(budget: .seconds(5))
        defer { harness.finish() }
        var summary = FuzzSummary()
        for index in 0..<Self.cases {
            let fuzzCase = mutator.makeCase(index)
            let outcome = harness.run(fuzzCase)
            summary.add(outcome)
            if !outcome.problems.isEmpty {
                Issue.record(
                    """
                    case \(index) (replay: swift run theme-fuzz --seed \(Self.seed) --from \(index) --cases 1 --write findings), \
                    from \(fuzzCase.seedName): \(fuzzCase.mutations.joined(separator: "; "))
                    \(outcome.problems.joined(separator: "\n"))
                    """)
            }
        }
        print("theme fuzz, seed \(Self.seed): \(Self.cases) cases, \(summary)")
        #expect(summary.rejected > Self.cases / 4, "most mutations break the file: \(summary)")
        #expect(summary.accepted > Self.cases / 20, "some mutations still load: \(summary)")
    }
}
