import AppearanceKit

// Beyond UIKit (#35): the scope and island API in the shapes an app would write it, built in
// Swift 5 and Swift 6 modes like every port: a player that is always dark, a partner screen in
// its own brand, and a stock screen kept out of the app's global styling.

final class PlayerView: View {}

@MainActor
let scopePorts: [Port] = [
    Port(name: "a player screen always dark, in a scope") {
        port { findings in
            Label.appearance().textColor = .label
            NavigationBar.appearance().tintColor = .systemBlue
            let alwaysDark = AppearanceScope(name: "Player") {
                Label.appearance().textColor = .white
                NavigationBar.appearance().tintColor = .systemPink
                View.appearance(whenContainedInInstancesOf: [PlayerView.self]).backgroundColor = .black
            }
            let player = PlayerView()
            let title = Label(text: "Now playing")
            let bar = NavigationBar()
            player.addSubview(title)
            player.addSubview(bar)
            let outside = Label(text: "Library")
            let root = View()
            root.addSubview(outside)
            root.addSubview(player)
            showInWindow(root)
            player.appearanceScope = alwaysDark
            findings.expect(title.textColor == .white, "scoped label")
            findings.expect(bar.tintColor == .systemPink, "scoped bar")
            findings.expect(outside.textColor == .label, "the rest of the app")
            player.appearanceScope = nil
            findings.expect(title.textColor == .label, "detached: the app's rules again")
            findings.expect(bar.tintColor == .systemBlue, "detached bar")
        }
    },
    Port(name: "a stock screen kept out of the app's styling, as an island") {
        port { findings in
            NavigationBar.appearance().barTintColor = .systemIndigo
            BarButtonItem.appearance().tintColor = .white
            let window = showInWindow(View())
            let app = NavigationController(rootViewController: ViewController())
            window.rootViewController = app
            let composer = NavigationController(rootViewController: ViewController())
            composer.view.isolatesAppearance = true
            app.present(composer, animated: false)
            findings.expect(app.navigationBar.barTintColor == .systemIndigo, "the app's bar")
            findings.expect(composer.navigationBar.barTintColor == nil, "the stock bar")
        }
    },
]
