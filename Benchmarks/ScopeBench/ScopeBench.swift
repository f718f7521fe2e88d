import AppearanceBenchmark
import AppearanceCore
import ArgumentParser
import Dispatch

/// Scopes' cost (#35): a large tree resolved with the workload's rules recorded globally, then
/// with the same rules recorded in one scope attached to the tree's root (no global rules),
/// timed over several runs on fresh trees, and a reload of each; the two must give the same
/// values (the workload digest) and the scoped resolution should stay within 2× of the global
/// one.
///
/// ```sh
/// python3 Benchmarks/chromium/gen_workload.py --n 10000 --depth 12 --rules 200 --classes 50 --seed 1 --out /tmp/w
/// swift run -c release --package-path Benchmarks scope-bench --workload /tmp/w/workload.json --limit 2
/// ```
@main
struct ScopeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scope-bench", abstract: "Time a tree under one scope against the same rules recorded globally.")

    @Option(help: "The workload (gen_workload.py's workload.json).")
    var workload: String

    @Option(help: "Timed runs of each case (after one warm-up run).")
    var runs = 7

    @Option(help: "Fail when the scoped resolution's median is more than this many times the global one's.")
    var limit: Double?

    mutating func run() throws {
        let runs = max(runs, 1)
        let limit = limit
        let path = workload
        let ratio = try MainActor.assumeIsolated { () throws -> Double in
            let workload = try Workload(contentsOf: path)
            let scene = try BenchScene(workload)
            Appearance.reset()
            scene.recordRules()
            let global = Self.measure(scene, runs: runs, scope: nil)
            Appearance.reset()
            let scope = AppearanceScope(name: "bench") { scene.recordRules() }
            let scoped = Self.measure(scene, runs: runs, scope: scope)
            guard global.digest == scoped.digest else {
                throw ValidationError("the scoped tree's values (\(scoped.digest)) differ from the global ones (\(global.digest))")
            }
            let ratio = scoped.resolve / global.resolve
            print("scopes: \(workload.nodeCount) nodes, \(workload.rules.count) rules, digest \(global.digest), \(runs) runs")
            print(
                "  resolve: global \(Self.milliseconds(global.resolve)), in one scope \(Self.milliseconds(scoped.resolve)) "
                    + "(\(Self.format(ratio))×)")
            print(
                "  reload:  global \(Self.milliseconds(global.reload)), in one scope \(Self.milliseconds(scoped.reload)) "
                    + "(\(Self.format(scoped.reload / global.reload))×)")
            return ratio
        }
        if let limit, ratio > limit {
            print("the scoped resolution took \(Self.format(ratio))× the global one, over the limit of \(Self.format(limit))×")
            throw ExitCode.failure
        }
    }

    /// Medians of resolving fresh trees (the scope, if any, attached to each root first) and of
    /// reloading one, with the digest of the values.
    @MainActor
    static func measure(_ scene: BenchScene, runs: Int, scope: AppearanceScope?) -> (resolve: Double, reload: Double, digest: String) {
        var resolves: [Double] = [], reloads: [Double] = []
        var digest = ""
        for run in 0...runs {
            let tree = scene.buildTree()
            if let scope { Appearance.attach(scope, to: tree.root) }
            let resolve = time { Appearance.resolve(tree.root) }
            let reload = time { Appearance.reload(tree.root) }
            digest = scene.digest(of: tree)
            // Run 0 warms up (the rule index is built there).
            if run > 0 {
                resolves.append(resolve)
                reloads.append(reload)
            }
        }
        return (median(resolves), median(reloads), digest)
    }

    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    static func milliseconds(_ seconds: Double) -> String { format(seconds * 1000) + " ms" }
    static func format(_ value: Double) -> String { String(Double(Int(value * 100 + 0.5)) / 100) }
}
