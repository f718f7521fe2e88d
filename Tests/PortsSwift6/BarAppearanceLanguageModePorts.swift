import AppearanceKit

// The Swift 6 form of `Ports/Swift5Only/NonisolatedBarAppearanceSetUp.swift`: the same set-up,
// on the main actor, as Swift 6 requires (UIKit's too).

@MainActor
enum BarStyling {
    static func apply() {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        NavigationBar.appearance().standardAppearance = appearance
        NavigationBar.appearance().scrollEdgeAppearance = appearance
    }
}

@MainActor
let barAppearanceLanguageModePorts: [Port] = [
    Port(name: "Swift 6: bar appearance set-up on the main actor") {
        port { findings in
            BarStyling.apply()
            let bar = showInNavigation(View()).navigationBar
            findings.expect(bar.effectiveAppearance(isAtScrollEdge: true).backgroundColor == .systemIndigo, "background")
            findings.expect(TextAttributes(bar.standardAppearance.titleTextAttributes).foregroundColor == .white, "title")
        }
    }
]
