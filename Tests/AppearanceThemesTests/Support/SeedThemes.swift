import AppearanceThemes
import SeedPort

/// The seed's `Theme` conformance for a theme file: the colours are the file's variables, and
/// `apply(for:)` applies the file.
struct FileTheme: Theme {
    let file: ThemeFile

    var tint: Color { color("tint") }
    var secondaryTint: Color { color("secondaryTint") }
    var backgroundColor: Color { color("backgroundColor") }
    var separatorColor: Color { color("separatorColor") }
    var selectionColor: Color { color("selectionColor") }
    var labelColor: Color { color("labelColor") }
    var secondaryLabelColor: Color { color("secondaryLabelColor") }
    var subtleLabelColor: Color { color("subtleLabelColor") }
    var barStyle: BarStyle { file.variable("barStyle", as: BarStyle.self) ?? .default }

    func apply(for application: Application) {
        // The seed sets the key window's tint in code; a theme file holds proxy values only.
        application.keyWindow?.tintColor = tint
        file.apply()
    }

    private func color(_ name: String) -> Color {
        file.variable(name, as: Color.self) ?? .clear
    }
}
