import AppearanceKit
import ArgumentParser

/// The interface style a screen is drawn in: `--style light` or `--style dark`.
enum StyleArgument: String, CaseIterable, ExpressibleByArgument {
    /// Light mode.
    case light
    /// Dark mode.
    case dark

    /// The trait value.
    var userInterfaceStyle: UserInterfaceStyle {
        self == .dark ? .dark : .light
    }
}
