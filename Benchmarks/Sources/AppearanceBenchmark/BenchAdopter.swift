/// One way of putting a workload in front of the engine, for ``BenchmarkRunner`` to time: the
/// trees it builds, how it records the rules, and the calls an app's view tree makes when a tree
/// enters a window, the window's traits change and the window reloads.
///
/// ``BenchScene`` is the outside adopter (``BenchNode`` trees through the core's protocols);
/// `AppearanceBenchmarkKit` adds the kit's own views. Each adopter reads its values back for
/// the workload's digest, so every path is checked against the same `expected_uikit` digests.
///
/// ```swift
/// let report = try BenchmarkRunner.run(BenchScene(workload), options: .init(repetitions: 5))
/// ```
@MainActor
public protocol BenchAdopter: AnyObject {
    /// A built tree: whatever the adopter needs to insert, switch, reload and digest it.
    associatedtype Tree

    /// The workload.
    var workload: Workload { get }

    /// The path's name in reports (`benchnode`, `kit`, `kit-one-function`, `kit-theme`).
    var name: String { get }

    /// Builds a fresh tree outside any window, in the workload's initial traits. Not timed.
    func buildTree() -> Tree

    /// Records every rule (the engine has just been reset). Not timed.
    func recordRules()

    /// Puts the tree into its window, so that its views are resolved. Timed (`insert_cold`,
    /// `insert_warm`).
    func insert(_ tree: Tree)

    /// Changes the window-wide traits to `state`, so that the tree is resolved again in place.
    /// Timed (`to_dark`, `to_light`).
    func setTraits(_ state: Workload.TraitState, in tree: Tree)

    /// Restyles the tree in place with the current rules. Timed (`reload`).
    func reload(_ tree: Tree)

    /// The workload digest of the tree's current values (see ``BenchDigest``).
    func digest(of tree: Tree) -> String
}
