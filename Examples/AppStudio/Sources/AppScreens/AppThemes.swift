import AppearanceKit
import Foundation

/// What the preview tool needs of the app beyond its screens and Swift themes: the theme file
/// it ships, and the names theme files use for its classes.
public enum AppThemes {
    /// The app's theme file, in the package's `Themes` folder: the source file itself, so that
    /// the studio's edits land in the file the team commits.
    public static var brandFile: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes/brand.yaml").path
    }

    /// Registers the app's classes (and the cells' `selectionColor`) under their names, so theme
    /// files can style them.
    @MainActor
    public static func registerClasses() {
        AppearanceCatalog.shared.registerThemeSeed()
    }
}
