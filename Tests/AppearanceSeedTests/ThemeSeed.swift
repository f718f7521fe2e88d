import AppearanceKit
import SeedPort
import Testing

// The seed "Protocol-oriented themes for iOS apps": its `Theme` protocol, its Dark, Light and
// Ocean themes and its app classes are in Tests/SeedPort/Theme/ (shared with the theme-file
// tests, which check the built-in files against them). The tests below follow `apply(for:)`
// rule by rule: a view of the styled class, in the styled place, gets the value; a view of
// the kit's own class next to it does not.

/// The seed's themes by name, as test arguments.
enum SeedTheme: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case dark, light, ocean

    @MainActor var theme: any Theme {
        switch self {
        case .dark: DarkTheme()
        case .light: LightTheme()
        case .ocean: OceanTheme()
        }
    }

    var testDescription: String { rawValue }
}

/// A screen shaped like the seed's sample app: an `AppView` as the screen's view holding the
/// app's labels, separator, buttons and controls, and an `AppView` inside it (a card) holding
/// more of them; bars, a table with a header and cells, a collection view; and, beside them,
/// kit views of the same kinds that the theme leaves alone.
@MainActor
final class ThemeScreen {
    let window = Window()
    let navigationBar = NavigationBar()
    let tabBar = TabBar()

    let screen = AppView()
    let headline = AppHeadline(text: "Headline")
    let subhead = AppSubhead(text: "Subhead")
    let body = AppLabel(text: "Body")
    let footnote = AppFootnote(text: "Footnote")
    let separator = AppSeparator()
    let button = AppButton(title: "Button 1")
    let dangerButton = AppDangerButton(title: "Button 2")
    let stepper = AppStepper()
    let toggle = AppSwitch()
    let slider = AppSlider()
    let segments = AppSegmentedControl(items: ["Dark Theme", "Light Theme", "Ocean Theme"])

    let card = AppView()
    let cardHeadline = AppHeadline(text: "Headline")
    let cardSubhead = AppSubhead(text: "Subhead")
    let cardBody = AppLabel(text: "Body")
    let cardFootnote = AppFootnote(text: "Footnote")
    let cardButton = AppButton(title: "Button 1")
    let cardDangerButton = AppDangerButton(title: "Button 2")
    let cardToggle = AppSwitch()

    let kitLabel = Label(text: "A kit label")
    let kitButton = Button(title: "A kit button")
    let kitSwitch = Switch()
    let kitView = View()

    let table = TableView()
    let header = TableViewHeaderFooterView(text: "Section")
    let cell = TableViewCell(text: "Row")
    let cellImage = ImageView(image: Image(named: "avatar"))
    let cellButton = Button(title: "Play")
    let cellButtonImage = ImageView(image: Image(systemName: "play"))
    let plainCell = TableViewCell(text: "Not selectable")
    let collection = CollectionView()
    let photo = ImageView(image: Image(named: "landscape"))

    init() {
        window.addSubview(navigationBar)
        for view in [headline, subhead, body, footnote, separator, button, dangerButton, stepper, toggle, slider, segments] as [View] {
            screen.addSubview(view)
        }
        for view in [cardHeadline, cardSubhead, cardBody, cardFootnote, cardButton, cardDangerButton, cardToggle] as [View] {
            card.addSubview(view)
        }
        screen.addSubview(card)
        for view in [kitLabel, kitButton, kitSwitch, kitView] as [View] { screen.addSubview(view) }
        window.addSubview(screen)

        cell.contentView.addSubview(cellImage)
        cellButton.addSubview(cellButtonImage)
        cell.contentView.addSubview(cellButton)
        cell.setSelected(true, animated: false)
        plainCell.selectionStyle = .none
        table.addSection(TableView.Section(header: header, cells: [cell, plainCell]))
        window.addSubview(table)
        window.addSubview(collection)
        window.addSubview(photo)
        window.addSubview(tabBar)
    }
}

@MainActor
@Suite struct ThemeSeed {
    // MARK: - The themes

    @Test func theThemesHaveTheSeedsColours() {
        let dark = DarkTheme(), light = LightTheme(), ocean = OceanTheme()
        let graphite = Color(red: 38 / 255, green: 38 / 255, blue: 40 / 255, alpha: 1)

        #expect([dark.tint, dark.secondaryTint] == [.yellow, .green])
        #expect([dark.backgroundColor, dark.separatorColor, dark.selectionColor] == [.black, .lightGray, graphite])
        #expect([dark.labelColor, dark.secondaryLabelColor, dark.subtleLabelColor] == [.white, .lightGray, .darkGray])
        #expect(dark.barStyle == .black)

        #expect([light.tint, light.secondaryTint] == [.blue, .orange])
        #expect([light.backgroundColor, light.separatorColor] == [.white, .lightGray])
        #expect(light.selectionColor == Color(red: 236 / 255, green: 236 / 255, blue: 236 / 255, alpha: 1))
        #expect([light.labelColor, light.secondaryLabelColor, light.subtleLabelColor] == [.black, .darkGray, .lightGray])
        #expect(light.barStyle == .default)

        #expect([ocean.tint, ocean.secondaryTint] == [.blue, .orange])
        #expect([ocean.backgroundColor, ocean.separatorColor, ocean.selectionColor] == [.cyan, .lightGray, graphite])
        #expect([ocean.labelColor, ocean.secondaryLabelColor, ocean.subtleLabelColor] == [.magenta, .lightGray, .darkGray])
        #expect(ocean.barStyle == .default)
    }

    // MARK: - apply(for:), rule by rule

    @Test(arguments: SeedTheme.allCases)
    func theKeyWindowTakesTheTint(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        screen.window.makeKeyAndVisible()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(Application.shared.keyWindow === screen.window)
        #expect(screen.window.tintColor == theme.tint)
        #expect(screen.kitButton.effectiveTintColor == theme.tint, "views inherit the window's tint")
    }

    @Test(arguments: SeedTheme.allCases)
    func barsTakeTheBarStyleTintAndTitleColours(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.tabBar.barStyle == theme.barStyle)
        #expect(screen.tabBar.tintColor == theme.tint)
        #expect(screen.navigationBar.barStyle == theme.barStyle)
        #expect(screen.navigationBar.tintColor == theme.tint)
        #expect(screen.navigationBar.titleTextAttributes?[.foregroundColor] as? Color == theme.labelColor)
        #expect(screen.navigationBar.largeTitleTextAttributes?[.foregroundColor] as? Color == theme.labelColor)
    }

    @Test(arguments: SeedTheme.allCases)
    func collectionAndTableViewsTakeTheBackgroundAndSeparatorColours(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.collection.backgroundColor == theme.backgroundColor)
        #expect(screen.table.backgroundColor == theme.backgroundColor)
        #expect(screen.table.separatorColor == theme.separatorColor)
    }

    @Test(arguments: SeedTheme.allCases)
    func cellsAreClearAndShowTheSelectionColourBehindTheirContentWhenSelected(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.cell.backgroundColor == .clear)
        #expect(screen.cell.selectionColor == theme.selectionColor)
        let selected = screen.cell.selectedBackgroundView
        #expect(selected?.backgroundColor == theme.selectionColor)
        #expect(selected?.superview === screen.cell, "the selected cell shows it")
        #expect(screen.cell.subviews.first === selected, "behind the content view")
        screen.cell.setSelected(false, animated: false)
        #expect(selected?.superview == nil)
        #expect(screen.plainCell.selectedBackgroundView == nil, "a cell without selection style keeps none")
        #expect(screen.plainCell.backgroundColor == .clear)
    }

    @Test(arguments: SeedTheme.allCases)
    func sectionHeadersTakeTheSelectionColourAndTheirLabelsTheSecondaryLabelColour(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.header.contentView.backgroundColor == theme.selectionColor)
        #expect(screen.header.textLabel?.backgroundColor == theme.selectionColor, "every view inside the header")
        #expect(screen.header.textLabel?.textColor == theme.secondaryLabelColor)
        #expect(screen.header.backgroundColor == nil, "a view is not its own container")
    }

    @Test(arguments: SeedTheme.allCases)
    func theAppsLabelsTakeTheirColoursAndKitLabelsKeepTheirs(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.body.textColor == theme.labelColor)
        #expect(screen.headline.textColor == theme.secondaryTint)
        #expect(screen.subhead.textColor == theme.secondaryLabelColor)
        #expect(screen.footnote.textColor == theme.subtleLabelColor)
        #expect(screen.kitLabel.textColor == nil, "the point of the seed: no rule for every label")
        #expect(screen.cell.textLabel?.textColor == nil)
    }

    @Test(arguments: SeedTheme.allCases)
    func theAppsButtonsAreOutlinedOrFilled(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.button.titleColor(for: .normal) == theme.tint)
        #expect(screen.button.borderColor == theme.tint)
        #expect(screen.button.borderWidth == 1)
        #expect(screen.button.cornerRadius == 3)
        #expect(screen.button.backgroundColor == nil)

        #expect(screen.dangerButton.titleColor(for: .normal) == theme.backgroundColor)
        #expect(screen.dangerButton.backgroundColor == theme.tint)
        #expect(screen.dangerButton.cornerRadius == 3)
        #expect(screen.dangerButton.borderWidth == 0)

        #expect(screen.kitButton.titleColor(for: .normal) == nil)
        #expect(screen.kitButton.borderWidth == 0)
    }

    @Test(arguments: SeedTheme.allCases)
    func theAppsControlsTakeTheTint(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.toggle.tintColor == theme.tint)
        #expect(screen.toggle.onTintColor == theme.tint)
        #expect(screen.stepper.tintColor == theme.tint)
        #expect(screen.slider.tintColor == theme.tint)
        #expect(screen.segments.tintColor == theme.tint)
        #expect(screen.kitSwitch.onTintColor == nil)
        #expect(screen.kitSwitch.tintColor == .systemBlue, "the stock tint")
    }

    @Test(arguments: SeedTheme.allCases)
    func appViewsTakeTheBackgroundAndSeparatorsAreHalfTransparent(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.screen.backgroundColor == theme.backgroundColor)
        #expect(screen.screen.cornerRadius == 0)
        #expect(screen.separator.backgroundColor == theme.separatorColor)
        #expect(screen.separator.alpha == 0.5)
        #expect(screen.kitView.backgroundColor == nil)
        #expect(screen.kitView.alpha == 1)
    }

    @Test(arguments: SeedTheme.allCases)
    func anAppViewInsideAnAppViewIsACard(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.card.backgroundColor == theme.selectionColor)
        #expect(screen.card.cornerRadius == 10)
        #expect(screen.separator.backgroundColor == theme.separatorColor, "a separator is no app view")
    }

    @Test(arguments: SeedTheme.allCases)
    func insideTheCardTheAppsViewsAreStyledDifferently(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        let theme = seed.theme
        theme.apply(for: .shared)
        #expect(screen.cardBody.textColor == theme.subtleLabelColor)
        #expect(screen.cardHeadline.textColor == theme.secondaryLabelColor)
        #expect(screen.cardSubhead.textColor == theme.secondaryTint)
        #expect(screen.cardFootnote.textColor == theme.labelColor)

        #expect(screen.cardButton.titleColor(for: .normal) == theme.labelColor)
        #expect(screen.cardButton.borderColor == theme.labelColor)
        #expect(screen.cardButton.borderWidth == 1, "the plain rule's other values stay")
        #expect(screen.cardButton.cornerRadius == 3)

        #expect(screen.cardDangerButton.titleColor(for: .normal) == theme.subtleLabelColor)
        #expect(screen.cardDangerButton.backgroundColor == theme.labelColor)

        #expect(screen.cardToggle.tintColor == theme.secondaryTint)
        #expect(screen.cardToggle.onTintColor == theme.secondaryTint)

        #expect(screen.body.textColor == theme.labelColor, "outside the card: one app view is not two")
    }

    // MARK: - extend()

    @Test func lightExtendsTheThemeWithBordersOnImageViewsInCells() {
        Appearance.reset()
        let screen = ThemeScreen()
        let light = LightTheme()
        light.apply(for: .shared)
        #expect(screen.cellImage.borderColor == light.separatorColor)
        #expect(screen.cellImage.borderWidth == 1)
        #expect(screen.cellButtonImage.borderWidth == 0, "not inside a button in a cell")
        #expect(screen.cellButtonImage.borderColor == light.separatorColor, "only the width is undone")
        #expect(screen.photo.borderWidth == 0, "not outside cells")
        #expect(screen.photo.borderColor == nil)
    }

    @Test(arguments: [SeedTheme.dark, .ocean])
    func onlyLightExtendsTheTheme(_ seed: SeedTheme) {
        Appearance.reset()
        let screen = ThemeScreen()
        LightTheme().apply(for: .shared)
        seed.theme.apply(for: .shared)
        #expect(screen.cellImage.borderColor == nil, "Light's borders do not outlive Light")
        #expect(screen.cellImage.borderWidth == 0)
    }

    // MARK: - Switching themes

    @Test func switchingThemesRestylesALiveWindowInPlace() {
        Appearance.reset()
        let screen = ThemeScreen()
        let dark = DarkTheme(), ocean = OceanTheme(), light = LightTheme()

        dark.apply(for: .shared)
        #expect(screen.body.textColor == .white)
        #expect(screen.button.titleColor(for: .normal) == .yellow)
        #expect(screen.card.backgroundColor == dark.selectionColor)
        #expect(screen.table.backgroundColor == .black)

        ocean.apply(for: .shared)
        #expect(screen.body.textColor == .magenta)
        #expect(screen.screen.backgroundColor == .cyan)
        #expect(screen.button.titleColor(for: .normal) == .blue)
        #expect(screen.cell.selectedBackgroundView?.backgroundColor == ocean.selectionColor)

        light.apply(for: .shared)
        #expect(screen.body.textColor == .black)
        #expect(screen.cardHeadline.textColor == .darkGray)
        #expect(screen.cell.selectedBackgroundView?.backgroundColor == light.selectionColor)
        #expect(screen.cellImage.borderWidth == 1)

        dark.apply(for: .shared)
        #expect(screen.cellImage.borderWidth == 0, "Light's extension is gone, not stale")
        #expect(screen.body.superview === screen.screen, "no view was removed and re-added")
        #expect(screen.screen.superview === screen.window)
    }

    @Test func explicitValuesSurviveThemeSwitches() {
        Appearance.reset()
        let screen = ThemeScreen()
        screen.body.textColor = .systemPink
        for seed in SeedTheme.allCases {
            seed.theme.apply(for: .shared)
            #expect(screen.body.textColor == .systemPink)
            #expect(screen.headline.textColor == seed.theme.secondaryTint)
        }
        screen.body.revertToAppearance(\.textColor)
        #expect(screen.body.textColor == OceanTheme().labelColor)
    }

    @Test(arguments: SeedTheme.allCases)
    func themedViewsLookTheSameWhetherAddedBeforeOrAfterTheSwitch(_ seed: SeedTheme) {
        Appearance.reset()
        let before = ThemeScreen()
        seed.theme.apply(for: .shared)
        let after = ThemeScreen()
        #expect(before.cardBody.textColor == after.cardBody.textColor)
        #expect(before.button.titleColor(for: .normal) == after.button.titleColor(for: .normal))
        #expect(before.table.separatorColor == after.table.separatorColor)
        #expect(before.cell.selectedBackgroundView?.backgroundColor == after.cell.selectedBackgroundView?.backgroundColor)
        #expect(before.separator.alpha == after.separator.alpha)
    }
}
