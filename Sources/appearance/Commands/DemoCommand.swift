import AppearanceKit
import ArgumentParser

/// `appearance demo`: styles a small screen and shows what the engine did.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Style a sample screen and print what each view received.")

    mutating func run() throws {
        MainActor.assumeIsolated { Self.showDemo() }
    }

    @MainActor
    static func showDemo() {
        Label.appearance().textColor = .label
        Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = .white
        let window = Window()
        let title = Label(text: "Settings")
        window.addSubview(title)
        print("light: \(title.textColor.map(String.init(describing:)) ?? "nil")")
        window.screenTraits.userInterfaceStyle = .dark
        print("dark:  \(title.textColor.map(String.init(describing:)) ?? "nil")")
        print(Appearance.explain(title, \.textColor))
    }
}
