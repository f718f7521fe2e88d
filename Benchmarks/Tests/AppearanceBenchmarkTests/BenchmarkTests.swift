import AppearanceBenchmark
import AppearanceCore
import Foundation
import Testing

/// Small workloads written by `gen_workload.py --n 300 --rules 60 --seed 1|2` (depth 12,
/// 50 classes), kept in `Fixtures/`.
enum Fixtures {
    static let names = ["n300-r60-s1", "n300-r60-s2"]

    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    static func workload(_ name: String) throws -> Workload {
        try Workload(json: data(name))
    }

    /// The fixture as plain JSON, to compare the loader with.
    static func json(_ name: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: data(name)) as? [String: Any])
    }
}

@MainActor
@Suite struct WorkloadLoaderTests {
    @Test(arguments: Fixtures.names)
    func loaderReadsEveryPartOfTheFile(name: String) throws {
        let workload = try Fixtures.workload(name)
        let json = try Fixtures.json(name)
        let nodes = try #require(json["nodes"] as? [[Int]])
        let rules = try #require(json["rules"] as? [[String: Any]])
        let classes = try #require(json["classes"] as? [[String: Any]])
        #expect(workload.nodeCount == 300 && nodes.count == 300)
        #expect(workload.rules.count == 60 && rules.count == 60)
        #expect(workload.classes.count == classes.count)
        #expect(workload.nodeClasses.map(Int.init) == nodes.map { $0[0] })
        #expect(workload.nodeParents.map(Int.init) == nodes.map { $0[1] })
        #expect(workload.properties == [.color, .backgroundColor, .borderColor, .borderWidth, .borderRadius, .opacity])
        #expect(
            workload.defaults
                == BenchValues(
                    color: BenchColor(rgb: 0), backgroundColor: .transparent, borderColor: BenchColor(rgb: 0),
                    borderWidth: 0, borderRadius: 0, opacity: BenchOpacity(hundredths: 100)))
        #expect(workload.initialTraits == .init(theme: .light, sizeClass: .regular))
        #expect(workload.switchedTraits == .init(theme: .dark, sizeClass: .regular))
        // Rules: ascending order, chain = containers (outermost first) + target.
        #expect(workload.rules.map(\.order) == Array(0..<60))
        for (rule, raw) in zip(workload.rules, rules.sorted { ($0["order"] as! Int) < ($1["order"] as! Int) }) {
            let chain = try #require(raw["chain"] as? [String])
            #expect((rule.containers.reversed() + [rule.target]).map { workload.classes[$0].name } == chain)
            #expect(rule.traits.count == (raw["traits"] as? [String: String])?.count)
            #expect(rule.values.count == (raw["props"] as? [String: Any])?.count)
        }
        let expected = try #require(json["expected_uikit"] as? [String: [String: Any]])
        #expect(workload.expectedUIKit?.initial == expected["initial"]?["digest"] as? String)
        #expect(workload.expectedUIKit?.switched == expected["switched"]?["digest"] as? String)
    }

    @Test(arguments: Fixtures.names)
    func sceneBuildsTheTreeWithRuntimeTypes(name: String) throws {
        let workload = try Fixtures.workload(name)
        let scene = try BenchScene(workload)
        for (index, info) in workload.classes.enumerated() {
            #expect(scene.types[index].name == info.name)
            #expect(scene.types[index].supertype == info.superclass.map { scene.types[$0] })
        }
        let tree = scene.buildTree()
        #expect(tree.nodes.count == workload.nodeCount)
        #expect(tree.root === tree.nodes[0] && tree.root.parent == nil)
        #expect(
            tree.root.traitOverrides
                == TraitCollection {
                    $0.userInterfaceStyle = .light
                    $0.horizontalSizeClass = .regular
                })
        for (index, node) in tree.nodes.enumerated() {
            #expect(node.appearanceType == scene.types[Int(workload.nodeClasses[index])])
            #expect(node.values == workload.defaults)
            if index > 0 {
                let parent = tree.nodes[Int(workload.nodeParents[index])]
                #expect(node.parent === parent)
                #expect(node.appearanceContainer === parent)
            }
        }
        // Children in index order: a pre-order walk visits the nodes in index order.
        var visited: [ObjectIdentifier] = []
        func walk(_ node: BenchNode) {
            visited.append(ObjectIdentifier(node))
            node.children.forEach(walk)
        }
        walk(tree.root)
        #expect(visited == tree.nodes.map(ObjectIdentifier.init))
    }

    @Test func invalidWorkloadsAreRejectedWithAReason() throws {
        var text = String(decoding: try Fixtures.data("n300-r60-s1"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"border-radius\"", with: "\"corner-radius\"")
        #expect(throws: WorkloadError.self) { try Workload(json: Data(text.utf8)) }
        do {
            _ = try Workload(json: Data(text.utf8))
        } catch let error as WorkloadError {
            #expect(error.message.contains("unknown property corner-radius"))
        }
        #expect(throws: WorkloadError.self) { try Workload(json: Data("{}".utf8)) }
    }
}

@MainActor
@Suite struct BenchmarkDigestTests {
    @Test(arguments: Fixtures.names)
    func resolvedTreesMatchTheUIKitReferenceInBothTraitStates(name: String) throws {
        let workload = try Fixtures.workload(name)
        let expected = try #require(workload.expectedUIKit)
        let scene = try BenchScene(workload)
        Appearance.reset()
        scene.recordRules()
        let window = scene.buildTree()
        #expect(scene.digest(of: window) != expected.initial, "unstyled trees must not pass by accident")
        Appearance.resolve(window.root)
        #expect(scene.digest(of: window) == expected.initial)
        window.root.traitOverrides = scene.traits(workload.switchedTraits)
        Appearance.traitsDidChange(in: window.root)
        #expect(scene.digest(of: window) == expected.switched)
        window.root.traitOverrides = scene.traits(workload.initialTraits)
        Appearance.traitsDidChange(in: window.root)
        #expect(scene.digest(of: window) == expected.initial)
        let second = scene.buildTree()
        Appearance.resolve(second.root)
        #expect(scene.digest(of: second) == expected.initial)
        Appearance.reload(window.root)
        #expect(scene.digest(of: window) == expected.initial)
        // A tree entering a dark window resolves straight to the switched state.
        let dark = scene.buildTree()
        dark.root.traitOverrides = scene.traits(workload.switchedTraits)
        Appearance.resolve(dark.root)
        #expect(scene.digest(of: dark) == expected.switched)
        Appearance.reset()
    }

    @Test(arguments: Fixtures.names)
    func runnerChecksEveryPhase(name: String) throws {
        let workload = try Fixtures.workload(name)
        var lines: [String] = []
        let report = try BenchmarkRunner.run(workload, options: .init(repetitions: 2, warmup: 1)) { lines.append($0) }
        Appearance.reset()
        #expect(report.digestsOK)
        #expect(report.views == 300 && report.rules == 60)
        #expect(report.phases.map(\.name) == ["insert_cold", "to_dark", "to_light", "insert_warm", "reload"])
        #expect(report.phases.allSatisfy { $0.samplesMS.count == 2 })
        #expect(lines.count == 3)
        let json = try #require(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let phases = try #require(json["phases"] as? [String: [String: Any]])
        #expect(Set(phases.keys) == ["insert_cold", "to_dark", "to_light", "insert_warm", "reload"])
        #expect(phases.values.allSatisfy { $0["median_ms"] is Double && $0["min_ms"] is Double && $0["max_ms"] is Double })
        #expect(json["digests_ok"] as? Bool == true)
        #expect(json["views"] as? Int == 300 && json["rules"] as? Int == 60)
        #expect(json["peak_rss_mb"] is Double)
    }

    @Test func aWrongExpectedDigestFailsTheRun() throws {
        let workload = try Fixtures.workload("n300-r60-s1")
        let expected = try #require(workload.expectedUIKit)
        var text = String(decoding: try Fixtures.data("n300-r60-s1"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"\(expected.switched)\"", with: "\"00000000\"")
        let tampered = try Workload(json: Data(text.utf8))
        #expect(tampered.expectedUIKit?.switched == "00000000")
        do {
            _ = try BenchmarkRunner.run(tampered, options: .init(repetitions: 1, warmup: 0))
            Issue.record("a wrong digest must fail the run")
        } catch let error as BenchmarkError {
            #expect("\(error)".contains("DIGEST MISMATCH after to_dark"))
            #expect("\(error)".contains("expected 00000000"))
        }
        Appearance.reset()
    }

    @Test func canonicalValuesFollowTheWorkloadFormat() {
        #expect(BenchColor(rgb: 0x5C1DFF).description == "#5c1dff")
        #expect(BenchColor(rgb: 0x00000A).description == "#00000a")
        #expect(BenchColor.transparent.description == "transparent")
        #expect(BenchColor(parsing: "#5C1DFF") == BenchColor(rgb: 0x5C1DFF))
        #expect(BenchColor(parsing: "red") == nil)
        #expect(BenchOpacity(1)?.description == "1")
        #expect(BenchOpacity(0.5)?.description == "0.5")
        #expect(BenchOpacity(0.65)?.description == "0.65")
        #expect(BenchOpacity(0.05)?.description == "0.05")
        #expect(BenchOpacity(0)?.description == "0")
        // FNV-1a of "#000000,transparent,#000000,0,0,1\n", as gen_workload.py computes it.
        var digest = BenchDigest()
        digest.add(
            BenchValues(
                color: BenchColor(rgb: 0), backgroundColor: .transparent, borderColor: BenchColor(rgb: 0),
                borderWidth: 0, borderRadius: 0, opacity: BenchOpacity(hundredths: 100)),
            order: BenchProperty.allCases)
        #expect(digest.hex == Self.fnv1a("#000000,transparent,#000000,0,0,1\n"))
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
