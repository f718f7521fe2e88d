import AppearanceKit
import PropertyBased
import TestSupport
import Testing

/// The engine against the reference resolver on random scenarios (#12).
///
/// The appearance registry is process-wide and other suites run in the same process, so each
/// scenario runs synchronously on the main actor from `Appearance.reset()` to its last
/// comparison: nothing can interleave with it.
@MainActor
@Suite(.serialized) struct ReferenceResolverTests {
    /// Every styled property of every view, after every step of random scenarios, equals what
    /// the reference gives. A failure prints the scenario up to the failing step, what the
    /// reference based its answer on, and the `.fixedSeed(...)` that replays it.
    ///
    /// 1,000 scenarios in the slow tier, 100 in the fast one; the coverage floors scale with them.
    @Test func engineAgreesWithTheReferenceOnRandomScenarios() async {
        let count = TestTier.scaled(1000, fast: 100)
        guard let coverage = await check(count: count, ScenarioGenerator.scenarios) else { return }
        // A run that compared little, or rarely had rules compete, could hardly fail.
        #expect(coverage.steps >= 10 * count)
        #expect(coverage.styled >= 20 * count)
        #expect(coverage.contested >= 2 * count)
        #expect(coverage.containment >= 2 * count)
        #expect(coverage.traitProxy >= 2 * count)
        #expect(coverage.scoped >= count)
        #expect(coverage.contestedAnchors >= count / Self.anchorFloorDivisor)
    }

    /// Contested anchors are rare (about one scenario in ten): a fast-tier sample gets a looser
    /// floor, and a sample that falls short of it draws more scenarios (see `check`), so that
    /// randomness does not fail a run that compared correctly.
    static var anchorFloorDivisor: Int { TestTier.runsSlowTests ? 10 : 25 }

    /// The same under the opt-in closest-container-wins policy (DESIGN §4), where only the
    /// order of anchors changes.
    @Test func engineAgreesWithTheReferenceUnderClosestContainerWins() async {
        let scenarios = ScenarioGenerator.scenarios.map { scenario in
            var closest = scenario
            closest.closestContainerWins = true
            return closest
        }
        let count = TestTier.scaled(250, fast: 100)
        guard let coverage = await check(count: count, scenarios) else { return }
        #expect(coverage.contestedAnchors >= count / Self.anchorFloorDivisor)
    }

    /// Runs `count` random scenarios. Returns what they covered, or `nil` after recording the
    /// first failure (which ends the run early, so coverage floors would mislead).
    /// Runs `count` random scenarios (and up to three more batches while contested anchors
    /// stay under their floor); `nil` when one failed.
    private func check(count: Int, _ scenarios: Generator<Scenario, [Scenario]>) async -> ScenarioCheck.Coverage? {
        var coverage = ScenarioCheck.Coverage()
        var batches = 0
        repeat {
            guard await check(count: count, scenarios, into: &coverage) else { return nil }
            batches += 1
        } while coverage.contestedAnchors < count / Self.anchorFloorDivisor && batches < 4
        return coverage
    }

    private func check(
        count: Int, _ scenarios: Generator<Scenario, [Scenario]>, into coverage: inout ScenarioCheck.Coverage
    ) async -> Bool {
        var batch = coverage
        var failed = false
        await propertyCheck(count: count, input: scenarios) { scenario in
            do {
                try ScenarioCheck.run(scenario, coverage: &batch)
            } catch {
                failed = true
                Issue.record("\(error)")
            }
            // Each scenario runs on the main actor without a break (and starts by resetting the
            // registry); between scenarios, other suites' main-actor work gets its turn, so a
            // thousand scenarios do not hold up a watcher waiting for the main actor.
            await Task.yield()
        }
        coverage = batch
        return !failed
    }
}
