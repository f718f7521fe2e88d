import AppearanceAudit
import AppearancePreview
import Foundation

/// Screens and themes the audit tests run on.
@MainActor
enum AuditFixtures {
    /// A theme file of `Fixtures/`.
    static func theme(_ name: String) -> PreviewTheme {
        .file(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "yaml")!.path, name: name)
    }

    /// A screen of one card (`card`, a view) holding what `content` returns, at the top of the window.
    static func screen(_ name: String = "card", _ content: @escaping @MainActor @Sendable () -> [View]) -> PreviewScreen {
        PreviewScreen(name) { environment in
            let window = Window(frame: CGRect(origin: .zero, size: environment.size))
            let card = View(frame: CGRect(x: 0, y: 100, width: environment.size.width, height: 300))
            card.accessibilityIdentifier = "card"
            var y = 10.0
            for view in content() {
                view.frame = CGRect(x: 16, y: y, width: environment.size.width - 32, height: 44)
                y += 54
                card.addSubview(view)
            }
            window.addSubview(card)
            return window
        }
    }

    /// A label named `title` showing `text`.
    static func label(_ text: String = "Hello", font: Font? = nil, color: Color? = nil) -> Label {
        let label = Label()
        label.text = text
        label.accessibilityIdentifier = "title"
        if let font { label.font = font }
        if let color { label.textColor = color }
        return label
    }

    /// An audit of `screens` and `themes` in the light style only, unless another matrix is
    /// given (`nil` for the default matrix).
    static func audit(
        screens: [PreviewScreen], themes: [PreviewTheme], matrix: [String]? = ["style=light"], level: ContrastLevel = .aa
    ) throws(ToolError) -> AuditReport {
        let catalog = PreviewCatalog(screens: screens, themes: themes)
        let matrix = try matrix.map { words throws(ToolError) in try TraitMatrix(parsing: words) }
        return try ThemeAudit(catalog: catalog, matrix: matrix, level: level).run()
    }
}
