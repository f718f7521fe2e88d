import AppearanceBenchmark
import AppearanceKit
import AppearanceRender
import AppearanceThemes

/// A view of the app's own with a custom appearance property, as the seeds write them.
final class LeakCard: View {
    @Styled var borderTint: Color? = nil
}

/// One run of the leak check: the cycles, the resident set measured at each tenth, and weak
/// references to a sample of what the cycles made, read after the run.
@MainActor
struct LeakRun {
    let cycles: Int

    struct Outcome: Sendable {
        var report: [String] = []
        /// Resident-set growth from the end of the first tenth to the end, in bytes.
        var growth = 0
        /// Names of the objects that should have been freed and were not.
        var survivors: [String] = []
    }

    /// What a cycle made, held weakly: each must be gone once nothing of the app holds it.
    private final class Watch {
        weak var card: LeakCard?
        weak var label: Label?
        weak var window: Window?
        weak var controller: ViewController?
        weak var demo: Window?
    }

    func run() -> Outcome {
        var outcome = Outcome()
        DemoScreen.registerClasses()
        let themes = BuiltinTheme.allCases.compactMap { try? $0.load() }
        let watch = Watch()
        Appearance.reset()
        var window = Window()
        var marks: [Int] = []
        let tenth = cycles / 10
        for cycle in 0..<cycles {
            cycleOnce(cycle, window: &window, themes: themes, watch: watch)
            if (cycle + 1) % tenth == 0 {
                ProcessMemory.trimHeap()
                marks.append(ProcessMemory.residentBytes)
            }
        }
        window = Window()
        Appearance.reset()
        ProcessMemory.trimHeap()
        let end = ProcessMemory.residentBytes
        outcome.report.append(
            "cycles \(cycles); resident set at each tenth (MB): "
                + marks.map { Self.megabytes($0, unit: false) }.joined(separator: " "))
        outcome.growth = end - (marks.first ?? end)
        outcome.report.append(
            "growth after the first tenth: \(Self.megabytes(outcome.growth)) "
                + "(\(outcome.growth / max(1, cycles - tenth)) bytes per cycle)")
        let names: [(String, AnyObject?)] = [
            ("a card", watch.card), ("a label", watch.label), ("a window", watch.window),
            ("a view controller", watch.controller), ("a demo screen's window", watch.demo),
        ]
        outcome.survivors = names.filter { $0.1 != nil }.map(\.0)
        return outcome
    }

    /// One create/attach/detach cycle, and every so often a larger event.
    private func cycleOnce(_ cycle: Int, window: inout Window, themes: [ThemeFile], watch: Watch) {
        // Views made, styled as they enter the window, given explicit values, moved, detached.
        let card = LeakCard()
        let label = Label(text: "Cycle \(cycle)")
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        if cycle % 3 == 0 { label.textColor = .systemRed }
        card.addSubview(label)
        card.addSubview(button)
        window.addSubview(card)
        button.setTitleColor(.systemGreen, for: .highlighted)
        if cycle % 5 == 0 { label.revertToAppearance(\.textColor) }
        card.insertSubview(label, at: 1)
        card.removeFromSuperview()
        if cycle % 97 == 0 {
            watch.card = card
            watch.label = label
        }

        // A new window with a navigation stack replaces the old one.
        if cycle % 100 == 0 {
            let controller = ViewController()
            controller.view = LeakCard()
            controller.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
            let fresh = Window()
            fresh.rootViewController = NavigationController(rootViewController: controller)
            watch.window = window
            watch.controller = controller
            window = fresh
        }
        // Proxies recorded and forgotten, trait and theme switches restyling in place.
        if cycle % 1_000 == 0 {
            Label.appearance(whenContainedInInstancesOf: [LeakCard.self]).textColor = cycle % 2000 == 0 ? .systemBlue : nil
            LeakCard.appearance(for: TraitCollection(userInterfaceStyle: .dark)).borderTint = .systemPink
            window.screenTraits.userInterfaceStyle = window.screenTraits.userInterfaceStyle == .dark ? .light : .dark
            Appearance.reloadAll()
        }
        if cycle % 5_000 == 0, !themes.isEmpty {
            themes[(cycle / 5_000) % themes.count].apply()
        }
        if cycle % 20_000 == 0 {
            let demo = DemoScreen.make(style: cycle % 40_000 == 0 ? .dark : .light)
            watch.demo = demo.window
        }
    }

    nonisolated static func megabytes(_ bytes: Int, unit: Bool = true) -> String {
        let value = (Double(bytes) / 1_048_576 * 100).rounded() / 100
        return unit ? "\(value) MB" : "\(value)"
    }
}
