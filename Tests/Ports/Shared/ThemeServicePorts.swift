import AppearanceKit

// Shape: a `ThemeService` with a protocol of colours and fonts, applied on launch and again when
// the user picks a theme, then views reloaded in place.

protocol AppTheme {
    var primary: Color { get }
    var background: Color { get }
    var text: Color { get }
    var titleFont: Font { get }
}

struct MidnightTheme: AppTheme {
    let primary = Color(red: 0.2, green: 0.6, blue: 1, alpha: 1)
    let background = Color(white: 0.08, alpha: 1)
    let text = Color.white
    let titleFont = Font.systemFont(ofSize: 20, weight: .bold)
}

struct PaperTheme: AppTheme {
    let primary = Color.systemOrange
    let background = Color(white: 0.98, alpha: 1)
    let text = Color.darkGray
    let titleFont = Font.systemFont(ofSize: 20, weight: .regular)
}

@MainActor
final class ThemeService {
    static let shared = ThemeService()
    private(set) var theme: any AppTheme = PaperTheme()

    func apply(_ theme: any AppTheme, to windows: [Window]) {
        self.theme = theme
        View.appearance(whenContainedInInstancesOf: [ViewController.self]).tintColor = theme.primary
        Label.appearance().textColor = theme.text
        TableView.appearance().backgroundColor = theme.background
        TableViewCell.appearance().backgroundColor = theme.background
        TableView.appearance().separatorColor = theme.text.withAlphaComponent(0.2)
        Switch.appearance().onTintColor = theme.primary
        Slider.appearance().minimumTrackTintColor = theme.primary
        Slider.appearance().thumbTintColor = theme.primary
        NavigationBar.appearance().barTintColor = theme.background
        NavigationBar.appearance().titleTextAttributes = [.foregroundColor: theme.text, .font: theme.titleFont]
        for window in windows { window.reloadAppearance() }
    }
}

@MainActor
let themeServicePorts: [Port] = [
    Port(name: "theme service: apply on launch, switch at run time") {
        port { findings in
            let service = ThemeService()
            let window = Window()
            service.apply(PaperTheme(), to: [window])
            let table = TableView()
            table.addSection(TableView.Section(cells: [TableViewCell(text: "Wi-Fi")]))
            let toggle = Switch()
            let screen = ViewController()
            screen.view.addSubview(table)
            screen.view.addSubview(toggle)
            window.rootViewController = NavigationController(rootViewController: screen)
            findings.expect(toggle.onTintColor == .systemOrange, "paper switch")
            findings.expect(table.separatorColor == Color.darkGray.withAlphaComponent(0.2), "paper separator")
            service.apply(MidnightTheme(), to: [window])
            findings.expect(toggle.onTintColor == MidnightTheme().primary, "midnight switch, restyled in place")
            findings.expect(table.backgroundColor == MidnightTheme().background, "midnight table")
            findings.expect(table.sections.first?.cells.first?.backgroundColor == MidnightTheme().background, "midnight cell")
        }
    },
    Port(name: "theme service: tint through view controllers") {
        port { findings in
            let window = Window()
            ThemeService().apply(MidnightTheme(), to: [window])
            let screen = ViewController()
            let icon = ImageView(image: Image(systemName: "star"))
            screen.view.addSubview(icon)
            window.rootViewController = screen
            findings.expect(icon.tintColor == MidnightTheme().primary, "tint inside a view controller")
        }
    },
    Port(name: "theme service: reset to system look, then restore") {
        port { findings in
            let window = Window()
            ThemeService().apply(MidnightTheme(), to: [window])
            let saved = Appearance.snapshot()
            Appearance.reset()
            let label = Label()
            window.addSubview(label)
            findings.expect(label.textColor == nil, "un-themed label")
            Appearance.restore(saved)
            window.reloadAppearance()
            findings.expect(label.textColor == .white, "theme back")
        }
    },
]
