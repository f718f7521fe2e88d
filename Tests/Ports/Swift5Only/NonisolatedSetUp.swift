import AppearanceKit

// Shape: Swift 5 apps call their appearance set-up from plain functions and static methods
// that are not marked `@MainActor` (UIKit only warns about that, and only with strict checking).
// The kit's classes are `@preconcurrency @MainActor`, so this file builds in Swift 5 mode
// without an error (#10). It is not part of the Swift 6 module, where such code is written
// on the main actor (`PortsSwift6/LanguageModePorts.swift`).

struct Styling {
    static func applyGlobalAppearance() {
        Window.appearance().tintColor = .systemPink
        Label.appearance().font = .preferredFont(forTextStyle: .body)
    }
}

func configureNavigationBarAppearance(color: Color) {
    NavigationBar.appearance().barTintColor = color
    NavigationBar.appearance().titleTextAttributes = [.foregroundColor: Color.white]
}

@MainActor
let languageModePorts: [Port] = [
    Port(name: "Swift 5: set-up from nonisolated functions") {
        port { findings in
            Styling.applyGlobalAppearance()
            configureNavigationBarAppearance(color: .systemGreen)
            let label = Label()
            let bar = showInNavigation(label).navigationBar
            findings.expect(label.font == Font.preferredFont(forTextStyle: .body), "label font")
            findings.expect(bar.barTintColor == .systemGreen, "bar tint")
            findings.expect(TextAttributes(bar.titleTextAttributes ?? [:]).foregroundColor == .white, "title colour")
        }
    }
]
