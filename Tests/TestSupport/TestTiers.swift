import Foundation
import Testing

/// The two tiers of the suite, and tests that need a program the Swift toolchain does not bring.
///
/// `swift test` runs the fast tier: every rule, every public API, small fuzz and reference
/// samples. The slow tier (large fuzz runs, the reference scenarios at scale, stress tests,
/// browser end-to-end tests) runs when `APPEARANCE_SLOW_TESTS=1` is set, as `.ci/run` does.
///
/// A test that needs another program (Chromium, Valgrind) is skipped, with the reason, where
/// the program is missing, unless `APPEARANCE_REQUIRE_TOOLS=1` (or `APPEARANCE_REQUIRE_BROWSER=1`)
/// is set: then it runs, and fails saying what to install.
public enum TestTier {
    /// Whether the slow tier runs (`APPEARANCE_SLOW_TESTS` set to anything but `0` or empty).
    public static var runsSlowTests: Bool { isSet("APPEARANCE_SLOW_TESTS") }

    /// Whether a test must fail, rather than be skipped, when a program it needs is missing.
    public static var requiresTools: Bool { isSet("APPEARANCE_REQUIRE_TOOLS") || isSet("APPEARANCE_REQUIRE_BROWSER") }

    /// `count` in the slow tier, `fastCount` otherwise: one test body for both tiers, with a
    /// sample in the fast one.
    public static func scaled(_ count: Int, fast fastCount: Int) -> Int {
        runsSlowTests ? count : fastCount
    }

    /// The path of `program` on `PATH` (or the absolute path itself, when executable), if any.
    public static func locate(_ program: String) -> String? {
        let manager = FileManager.default
        if program.hasPrefix("/") { return manager.isExecutableFile(atPath: program) ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(program)"
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func isSet(_ name: String) -> Bool {
        guard let value = ProcessInfo.processInfo.environment[name] else { return false }
        return !value.isEmpty && value != "0"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only in the slow tier (`APPEARANCE_SLOW_TESTS=1`).
    public static var slow: Self {
        .enabled(if: TestTier.runsSlowTests, "slow tier: set APPEARANCE_SLOW_TESTS=1 to run it")
    }

    /// Runs the test where one of `programs` is installed (or `$variable` names one), or
    /// where `APPEARANCE_REQUIRE_TOOLS=1` asks for every test to run (it then fails on its own,
    /// saying what is missing); skips it otherwise, saying what to install.
    public static func requires(
        _ programs: [String], orVariable variable: String? = nil, install: String
    ) -> Self {
        let found = TestTier.locateAny(programs, orVariable: variable) != nil
        return .enabled(
            if: found || TestTier.requiresTools,
            "needs \(programs.joined(separator: " or ")), which is not installed (\(install)); set APPEARANCE_REQUIRE_TOOLS=1 to fail instead"
        )
    }
}

extension Trait where Self == TimeLimitTrait {
    /// A time limit of ``TestTier/mainActorLiveness``: a hang guard for tests that wait for
    /// the main actor, never a latency target.
    public static var mainActorLiveness: Self { .timeLimit(.minutes(10)) }
}

extension TestTier {
    /// How long a test may wait for something that needs the main actor before it counts as
    /// hung: ten minutes.
    ///
    /// In the whole suite the main actor is one queue, first in first out, and every
    /// main-actor test queued before a hop runs first: a hop waited 95 s in the slow debug run
    /// on two cores, and the address sanitizer triples that. A test that waits for the main
    /// actor can therefore bound only liveness; what it measures (a latency, a release within
    /// a heartbeat) must be taken where the main actor is not involved, or in `.ci/run`'s step
    /// that runs the studio's tests alone.
    public static let mainActorLiveness: Duration = .seconds(600)

    /// The first of `programs` found (after `$variable`, when it names an executable).
    public static func locateAny(_ programs: [String], orVariable variable: String? = nil) -> String? {
        if let variable, let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty,
            let path = locate(value)
        {
            return path
        }
        return programs.lazy.compactMap(locate).first
    }
}
