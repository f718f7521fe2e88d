import AppearanceBenchmark
import AppearanceCore
import Foundation
import Testing

/// Generated workloads of extreme shapes (#12): deep trees are resolved and freed without
/// recursion per level, and class hierarchies past the engine's limit are an error naming the
/// class, never a trap.
@MainActor
@Suite struct ExtremeWorkloadTests {
    /// A fixture's classes and rules over a chain of `depth` nodes (each the only child of the
    /// one before), cycling through the fixture's node classes.
    static func chain(_ depth: Int) throws -> Workload {
        var json = try Fixtures.json("n300-r60-s1")
        let nodes = try #require(json["nodes"] as? [[Int]])
        json["nodes"] = (0..<depth).map { [nodes[$0 % nodes.count][0], $0 - 1] }
        json["expected_uikit"] = nil
        return try Workload(json: JSONSerialization.data(withJSONObject: json))
    }

    @Test func aChainOfTwoHundredThousandViewsIsResolvedSwitchedAndFreed() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        let workload = try Self.chain(200_000)
        let scene = try BenchScene(workload)
        do {
            let tree = scene.buildTree()
            scene.recordRules()
            Appearance.resolve(tree.root)
            let light = scene.digest(of: tree)
            tree.root.traitOverrides = scene.traits(workload.switchedTraits)
            Appearance.traitsDidChange(in: tree.root)
            tree.root.traitOverrides = scene.traits(workload.initialTraits)
            Appearance.traitsDidChange(in: tree.root)
            #expect(scene.digest(of: tree) == light)
        }
        // Leaving the scope freed the chain (the deinit of its root used to recurse per level).
    }

    @Test func aSuperclassChainPastTheLimitIsAnErrorNamingTheClass() throws {
        var json = try Fixtures.json("n300-r60-s1")
        let depth = AppearanceType.maximumInheritanceDepth + 1
        // Class `i` inherits from class `i - 1`; the last one is one level too deep.
        json["classes"] = (0..<depth).map { ["name": "Deep\($0)", "super": $0 == 0 ? NSNull() : $0 - 1] as [String: Any] }
        json["nodes"] = [[depth - 1, -1]]
        json["rules"] = [[String: Any]]()
        let workload = try Workload(json: JSONSerialization.data(withJSONObject: json))
        #expect(throws: AppearanceTypeError.inheritanceTooDeep(name: "Deep\(depth - 1)", limit: depth - 1)) {
            try BenchScene(workload)
        }
    }
}
