import AppearanceAudit
import AppearanceInterfaceBuilder
import AppearanceKit
import AppearancePreview
import AppearanceRender
import ArgumentParser
import Dispatch
import Foundation

/// The Interface Builder loader's speed (#46): a storyboard of about 60 KB loaded and its scene
/// drawn in the 8 states of the default trait matrix, and a folder of 30 storyboards and XIBs
/// audited in the default matrix, each timed over several runs.
///
/// ```sh
/// swift run -c release ib-bench                                  # 5 runs of each
/// swift run -c release ib-bench --runs 9 --scene-limit 0.1 --folder-limit 10
/// ```
@main
struct InterfaceBuilderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ib-bench", abstract: "Time loading, drawing and auditing storyboards and XIBs.")

    @Option(help: "Timed runs of each measurement (after one warm-up run).")
    var runs = 5

    @Option(help: "Fail when loading the storyboard and drawing its scene in 8 states takes longer (median, seconds).")
    var sceneLimit: Double?

    @Option(help: "Fail when auditing the folder of 30 files takes longer (median, seconds).")
    var folderLimit: Double?

    mutating func run() throws {
        let runs = max(runs, 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (scene, audit) = try MainActor.assumeIsolated { () throws -> (Double, Double) in
            let storyboard = folder.appendingPathComponent("Rows.storyboard")
            try Data(GeneratedFiles.storyboard(rows: 21).utf8).write(to: storyboard)
            let scene = try Self.median(runs) { try Self.loadAndDraw(storyboard) }
            let size = (try FileManager.default.attributesOfItem(atPath: storyboard.path)[.size] as? Int) ?? 0
            print(
                "load a \(size / 1000) KB storyboard and draw its scene in \(TraitMatrix.default.states.count) states: "
                    + "median \(Self.milliseconds(scene.median)) over \(runs) runs (min \(Self.milliseconds(scene.min)), "
                    + "max \(Self.milliseconds(scene.max)))")

            let files = folder.appendingPathComponent("App")
            try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
            var screens: [PreviewScreen] = []
            for index in 0..<30 {
                // Half storyboards, half XIBs, of 6 to 20 rows: the sizes of an app's screens and cells.
                let rows = 6 + index % 15
                if index.isMultiple(of: 2) {
                    let url = files.appendingPathComponent("Screen\(index).storyboard")
                    try Data(GeneratedFiles.storyboard(rows: rows).utf8).write(to: url)
                    screens.append(.interfaceBuilder("screen\(index)", storyboard: url))
                } else {
                    let url = files.appendingPathComponent("View\(index).xib")
                    try Data(GeneratedFiles.xib(rows: rows).utf8).write(to: url)
                    screens.append(.interfaceBuilder("view\(index)", xib: url))
                }
            }
            let catalog = PreviewCatalog(screens: screens, themes: [.none])
            let folderAudit = try ThemeAudit(catalog: catalog, matrix: .default, checksCoverage: false)
            var report: AuditReport?
            let audit = try Self.median(runs) { report = try folderAudit.run() }
            print(
                "audit 30 files (\(screens.count) screens × \(TraitMatrix.default.states.count) states, "
                    + "\(report?.checkedPaints ?? 0) texts and parts, \(report?.findings.count ?? 0) findings): median "
                    + "\(Self.milliseconds(audit.median)) over \(runs) runs (min \(Self.milliseconds(audit.min)), "
                    + "max \(Self.milliseconds(audit.max)))")
            return (scene.median, audit.median)
        }
        var failed = false
        if let sceneLimit, scene > sceneLimit {
            print("loading and drawing took \(Self.milliseconds(scene)), over the limit of \(Self.milliseconds(sceneLimit))")
            failed = true
        }
        if let folderLimit, audit > folderLimit {
            print("the folder's audit took \(Self.milliseconds(audit)), over the limit of \(Self.milliseconds(folderLimit))")
            failed = true
        }
        if failed { throw ExitCode.failure }
    }

    /// Reads the storyboard, then for each state of the default matrix makes its scene in a
    /// window of that state's traits, lays it out and draws it.
    @MainActor
    private static func loadAndDraw(_ url: URL) throws {
        let storyboard = try Storyboard(contentsOf: url)
        for state in TraitMatrix.default.states {
            let window = Window(frame: CGRect(origin: .zero, size: storyboard.device.size), screenTraits: state.traits)
            window.rootViewController = storyboard.instantiateInitialViewController()
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            _ = SVGRenderer().render(window)
        }
    }

    /// The median, fastest and slowest of `runs` timed runs of `body`, after one untimed run.
    @MainActor
    private static func median(_ runs: Int, _ body: () throws -> Void) throws -> (median: Double, min: Double, max: Double) {
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        times.sort()
        return (times[times.count / 2], times[0], times[times.count - 1])
    }

    private static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }
}
