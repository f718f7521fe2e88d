import AppearanceBenchmark
import AppearanceBenchmarkKit
import AppearanceKit
import AppearanceThemes
import Foundation
import Testing

/// The kit paths of `appearance-bench` (#14): the fixture workloads as kit views, with rules
/// recorded one per call, from one generated function and from a generated theme file, must
/// give the reference resolver's digests in both trait states, as BenchNode trees do.
@MainActor
@Suite struct KitBenchmarkTests {
    @Test(arguments: Fixtures.names, KitScene.Recording.allCases)
    func everyKitPathMatchesTheUIKitReferenceInBothTraitStates(name: String, recording: KitScene.Recording) throws {
        let workload = try Fixtures.workload(name)
        let expected = try #require(workload.expectedUIKit)
        let scene = try KitScene(workload, recording: recording)
        Appearance.reset()
        scene.recordRules()
        #expect(Appearance.activeProxyCount > 0)
        let tree = scene.buildTree()
        #expect(tree.views.count == workload.nodeCount)
        #expect(scene.digest(of: tree) != expected.initial, "unstyled trees must not pass by accident")
        scene.insert(tree)
        #expect(tree.views.allSatisfy { $0.window === tree.window })
        #expect(scene.digest(of: tree) == expected.initial)
        scene.setTraits(workload.switchedTraits, in: tree)
        #expect(tree.window.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.digest(of: tree) == expected.switched)
        scene.setTraits(workload.initialTraits, in: tree)
        #expect(scene.digest(of: tree) == expected.initial)
        let second = scene.buildTree()
        scene.insert(second)
        #expect(scene.digest(of: second) == expected.initial)
        scene.reload(tree)
        #expect(scene.digest(of: tree) == expected.initial)
        // A tree entering a dark window resolves straight to the switched state.
        let dark = scene.buildTree()
        scene.setTraits(workload.switchedTraits, in: dark)
        scene.insert(dark)
        #expect(scene.digest(of: dark) == expected.switched)
        Appearance.reset()
    }

    @Test(arguments: KitScene.Recording.allCases)
    func runnerChecksEveryPhaseOfTheKitPaths(recording: KitScene.Recording) throws {
        let workload = try Fixtures.workload("n300-r60-s1")
        let report = try BenchmarkRunner.run(KitScene(workload, recording: recording), options: .init(repetitions: 2, warmup: 1))
        Appearance.reset()
        #expect(report.digestsOK)
        #expect(report.adopter == ["kit", "kit-one-function", "kit-theme"][KitScene.Recording.allCases.firstIndex(of: recording)!])
        #expect(report.phases.allSatisfy { $0.samplesMS.count == 2 })
        let json = try #require(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["adopter"] as? String == report.adopter)
    }

    @Test func viewsAreTheGeneratedClassesOfTheWorkload() throws {
        let workload = try Fixtures.workload("n300-r60-s2")
        let scene = try KitScene(workload)
        let tree = scene.buildTree()
        #expect(type(of: tree.window) != Window.self && tree.window.superview == nil)
        for (index, view) in tree.views.enumerated() {
            let name = workload.classes[Int(workload.nodeClasses[index])].name
            #expect(AppearanceType.of(type(of: view)) == AppearanceCatalog.shared.type(named: "Kit" + name))
            if index > 0 {
                let parent = Int(workload.nodeParents[index])
                // The window's own subviews wait outside it until they are inserted.
                #expect(parent == 0 ? view.superview == nil : view.superview === tree.views[parent])
            }
        }
        // Superclasses follow the workload's.
        for info in workload.classes {
            let type = try #require(AppearanceCatalog.shared.type(named: "Kit" + info.name))
            #expect(
                type.supertype?.name == info.superclass.map { "Kit" + workload.classes[$0].name }
                    ?? (info.name == "Window" ? "Window" : "View"))
        }
    }

    @Test func theThemeFileNamesTheGeneratedClassesAndTheKitProperties() throws {
        let workload = try Fixtures.workload("n300-r60-s1")
        let scene = try KitScene(workload, recording: .theme)
        let text = scene.themeText
        #expect(text.hasPrefix("name: n300-r60-s1\nrules:\n"))
        #expect(
            text.contains(
                "  - class: KitHeroButton\n    traits: {userInterfaceStyle: dark}\n    properties:\n      tintColor: \"#c9c947\"\n      layer.borderColor: \"#c923df\"\n"
            ))
        #expect(text.contains("containers: [KitCell, KitCard, KitSettingsScreen]"))
        let theme = try ThemeFile.load(text: text)
        #expect(theme.warnings.isEmpty)
    }

    @Test func workloadsWithoutAOneFunctionRecordingOrClassesAreRefusedWithAReason() throws {
        var text = String(decoding: try Fixtures.data("n300-r60-s1"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"#c9c947\"", with: "\"#c9c948\"")
        let changed = try Workload(json: Data(text.utf8))
        #expect(throws: KitSceneError.self) { try KitScene(changed, recording: .oneFunction) }
        do {
            _ = try KitScene(changed, recording: .oneFunction)
        } catch let error as KitSceneError {
            #expect("\(error)".contains("no one-function recording"))
            #expect("\(error)".contains("n300-r60-s1"))
            // The 1,000-rule recordings are in every build (compiled unoptimized), not behind a flag.
            #expect("\(error)".contains("n10000-r1000-s1"))
            #expect("\(error)".contains("n100000-r1000-s1"))
        }
        _ = try KitScene(changed, recording: .perRule)

        text = text.replacingOccurrences(of: "\"Header\"", with: "\"Masthead\"")
        let renamed = try Workload(json: Data(text.utf8))
        do {
            _ = try KitScene(renamed)
            Issue.record("a class without a generated Swift class must be refused")
        } catch let error as KitSceneError {
            #expect("\(error)".contains("no Swift class for workload class Masthead"))
        }
    }
}
