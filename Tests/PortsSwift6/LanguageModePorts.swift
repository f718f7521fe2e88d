import AppearanceKit

// The Swift 6 form of `Ports/Swift5Only/NonisolatedSetUp.swift`: the same set-up, on the main
// actor, as Swift 6 requires of code that touches views (UIKit's too).

@MainActor
struct Styling {
    static func applyGlobalAppearance() {
        Window.appearance().tintColor = .systemPink
        Label.appearance().font = .preferredFont(forTextStyle: .body)
    }
}

@MainActor
func configureNavigationBarAppearance(color: Color) {
    NavigationBar.appearance().barTintColor = color
    NavigationBar.appearance().titleTextAttributes = [.foregroundColor: Color.white]
}

@MainActor
let languageModePorts: [Port] = [
    Port(name: "Swift 6: set-up on the main actor") {
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
