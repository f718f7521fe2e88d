import AppearanceKit

// Shape: a Swift 5 app's iOS 15 bar set-up in a static method that is not marked `@MainActor`.
// Bar appearance objects are `@preconcurrency @MainActor`, like UIKit's, so this builds in
// Swift 5 mode without an error. The Swift 6 form is `PortsSwift6/BarAppearanceLanguageModePorts.swift`.

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
    Port(name: "Swift 5: bar appearance set-up from a nonisolated function") {
        port { findings in
            BarStyling.apply()
            let bar = showInNavigation(View()).navigationBar
            findings.expect(bar.effectiveAppearance(isAtScrollEdge: true).backgroundColor == .systemIndigo, "background")
            findings.expect(TextAttributes(bar.standardAppearance.titleTextAttributes).foregroundColor == .white, "title")
        }
    }
]
