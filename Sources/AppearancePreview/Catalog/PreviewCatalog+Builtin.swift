import AppearanceKit
import Foundation
import AppearanceRender
import AppearanceThemes

extension PreviewScreen {
    /// The package's settings-like demo screen (`DemoScreen`): bars, labels, controls, a card,
    /// a table and a tab bar.
    public static let demo = PreviewScreen("demo", title: "Demo") { environment in
        DemoScreen.make(size: environment.size, style: environment.style).window
    }

    /// The package's input and progress controls (`ControlsScreen`).
    public static let controls = PreviewScreen("controls", title: "Controls") { environment in
        ControlsScreen.make(size: environment.size, style: environment.style).window
    }
}

extension PreviewCatalog {
    /// The package's own: the demo and controls screens, and the built-in Light, Dark and
    /// Ocean themes (Light first: the one shown when none is named), which style the demo's
    /// `App…` classes. `appearance` shows these.
    public static let builtin = PreviewCatalog(
        screens: [.demo, .controls], themes: [.builtin(.light), .builtin(.dark), .builtin(.ocean)],
        setUp: { DemoScreen.registerClasses() })
}

extension PreviewTheme {
    /// Brand: the Light theme with colours that meet WCAG AA on the demo's screens in every
    /// state (light and dark, normal and high contrast, every text size). It is the README's
    /// example theme, `docs/themes/brand.yaml`, and `appearance demo` shows it beside the
    /// article's Ocean theme with Ocean's contrast failures marked.
    public static let brand = PreviewTheme.file(
        Bundle.module.url(forResource: "brand", withExtension: "yaml", subdirectory: "Resources")?.path
            ?? Bundle.module.bundleURL.appendingPathComponent("Resources/brand.yaml").path,
        name: "brand", title: "Brand")
}
