import Foundation
import Testing
import AppearanceThemes

/// Indicator controls, containers and the legibility weight trait in theme files.
@MainActor
@Suite struct IndicatorThemeTests {
    static let theme = """
        name: Indicators
        rules:
          - class: ActivityIndicatorView
            properties: {color: systemIndigo, style: large}
          - class: ProgressView
            properties: {progressTintColor: "#34C759", trackImage: track}
          - class: PageControl
            containers: [PageViewController]
            properties: {currentPageIndicatorTintColor: systemOrange, backgroundStyle: prominent}
          - class: DatePicker
            properties: {preferredDatePickerStyle: wheels}
          - class: View
            containers: [AlertController]
            properties: {tintColor: systemRed}
          - class: Label
            traits: {legibilityWeight: bold}
            properties: {font: {size: 17, weight: bold}}
        """

    @Test func indicatorPropertiesContainersAndTheLegibilityTraitResolve() throws {
        Appearance.reset()
        Accessibility.reset()
        defer { Accessibility.reset() }
        let theme = try ThemeFile.load(text: Self.theme, path: "indicators.yaml")
        #expect(theme.warnings.isEmpty)
        theme.apply()
        let spinner = ActivityIndicatorView()
        let progress = ProgressView()
        let picker = DatePicker()
        let label = Label(text: "Hello")
        let screen = ViewController()
        let window = Window()
        window.rootViewController = screen
        for view in [spinner, progress, picker, label] { screen.view.addSubview(view) }
        #expect(spinner.color == .systemIndigo)
        #expect(spinner.style == .large)
        #expect(progress.progressTintColor == Color(hex: "#34C759"))
        #expect(progress.trackImage == Image(named: "track"))
        #expect(picker.preferredDatePickerStyle == .wheels)
        #expect(label.font == .systemFont(ofSize: 17))
        Accessibility.isBoldTextEnabled = true
        #expect(label.font == .systemFont(ofSize: 17, weight: .bold))

        let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        screen.present(alert, animated: false)
        #expect(alert.view.tintColor == .systemRed)
        #expect(picker.ownTintColor == nil)
    }
}
