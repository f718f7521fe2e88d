import AppearanceRender
import Foundation
import Testing

/// A page of the onboarding screens.
@MainActor
private final class OnboardingPages: PageViewControllerDataSource {
    let pages: [ViewController] = (0..<3).map { _ in ViewController() }
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? { nil }
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? { nil }
    func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: PageViewController) -> Int { 1 }
}

/// Sizes for a picker view.
@MainActor
private final class Sizes: PickerViewDataSource, PickerViewDelegate {
    let sizes = ["XS", "S", "M", "L", "XL"]
    func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }
}

/// Indicator controls, pickers, effect views, containers and accessibility settings in
/// pictures. Every test turns the accessibility settings off again before it returns.
@MainActor
@Suite struct IndicatorRenderTests {
    /// A window of `size` with `views` added, light unless `dark`.
    private func window(_ views: [View], size: CGSize = CGSize(width: 200, height: 100), dark: Bool = false) -> Window {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.screenTraits.userInterfaceStyle = dark ? .dark : .light
        for view in views { window.addSubview(view) }
        return window
    }

    /// The group of the first view of class `name` and everything in it.
    private func group(_ name: String, in svg: String) -> String {
        guard let start = svg.range(of: "<g data-view=\"\(name)\"") else { return "" }
        var depth = 0
        var index = start.lowerBound
        while index < svg.endIndex {
            if svg[index...].hasPrefix("<g ") || svg[index...].hasPrefix("<g>") { depth += 1 }
            if svg[index...].hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return String(svg[start.lowerBound..<svg.index(index, offsetBy: 4)]) }
            }
            index = svg.index(after: index)
        }
        return String(svg[start.lowerBound...])
    }

    // MARK: - Controls

    @Test func anAnimatingSpinnerHasEightSpokesInItsColourAndAStoppedOneIsNotDrawn() {
        Appearance.reset()
        ActivityIndicatorView.appearance().color = .systemIndigo
        let spinner = ActivityIndicatorView()
        spinner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        spinner.startAnimating()
        let svg = SVGRenderer().render(window([spinner]))
        #expect(
            svg.contains(
                "<g data-role=\"spokes\" data-state=\"animating\" fill=\"none\" stroke=\"#5856d6\" stroke-width=\"1.8\" stroke-linecap=\"round\">"
            ))
        #expect(svg.contains("<path d=\"M10 5.2L10 1\"/>"), "the darkest spoke is at the top")
        #expect(group("ActivityIndicatorView", in: svg).components(separatedBy: "<path").count == 9)
        spinner.stopAnimating()
        #expect(!SVGRenderer().render(window([spinner])).contains("spokes"))
    }

    @Test func aProgressViewFillsItsTrackUpToItsProgress() {
        Appearance.reset()
        ProgressView.appearance().progressTintColor = .systemGreen
        let progress = ProgressView()
        progress.frame = CGRect(x: 10, y: 50, width: 100, height: 4)
        progress.progress = 0.25
        let bar = ProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 10, y: 70, width: 100, height: 3)
        bar.progress = 0.5
        bar.trackTintColor = .systemGray5
        bar.progressImage = Image(named: "stripes")
        let svg = SVGRenderer().render(window([progress, bar]))
        #expect(svg.contains("<rect width=\"100\" height=\"4\" rx=\"2\" fill=\"#787880\" fill-opacity=\"0.2\" data-role=\"track\"/>"))
        #expect(svg.contains("<rect width=\"25\" height=\"4\" rx=\"2\" fill=\"#34c759\" data-role=\"progress\"/>"))
        #expect(svg.contains("<rect width=\"100\" height=\"3\" fill=\"#e5e5ea\" data-role=\"track\"/>"))
        #expect(svg.contains("<rect width=\"50\" height=\"3\" fill=\"#007aff\" data-role=\"progress\" data-image=\"stripes\"/>"))
    }

    @Test func aPageControlDrawsOneDotPerPageInItsColours() {
        Appearance.reset()
        PageControl.appearance().pageIndicatorTintColor = .systemGray4
        PageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
        PageControl.appearance().backgroundStyle = .prominent
        let pages = PageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.frame = CGRect(x: 0, y: 0, width: 200, height: 26)
        let svg = SVGRenderer().render(window([pages]))
        #expect(
            svg.contains(
                "<rect x=\"68\" width=\"64\" height=\"26\" rx=\"13\" fill=\"#000000\" fill-opacity=\"0.25\" data-role=\"platter\"/>"))
        #expect(svg.contains("<circle cx=\"84\" cy=\"13\" r=\"4\" fill=\"#d1d1d6\"/>"))
        #expect(svg.contains("<circle cx=\"100\" cy=\"13\" r=\"4\" fill=\"#5856d6\" data-state=\"current\"/>"))
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(!SVGRenderer().render(window([pages])).contains("<circle"))
    }

    @Test func aRefreshingControlShowsItsSpinnerAndTitle() {
        Appearance.reset()
        RefreshControl.appearance().tintColor = .systemOrange
        RefreshControl.appearance().attributedTitle = NSAttributedString(
            string: "Updating", attributes: [.foregroundColor: Color.systemPurple, .font: Font.systemFont(ofSize: 12)])
        let refresh = RefreshControl()
        refresh.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        #expect(!SVGRenderer().render(window([refresh])).contains("spokes"), "nothing shows until it refreshes")
        refresh.beginRefreshing()
        let svg = SVGRenderer().render(window([refresh]))
        #expect(svg.contains("data-role=\"spokes\" data-state=\"animating\" fill=\"none\" stroke=\"#ff9500\""))
        #expect(svg.contains("font-size=\"12\" text-anchor=\"middle\" fill=\"#af52de\">Updating</text>"))
    }

    @Test func datePickersDrawTheirStyle() {
        Appearance.reset()
        DatePicker.appearance().tintColor = .systemPink
        let picker = DatePicker()
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.date = Date(timeIntervalSince1970: 1_736_000_000)  // 2025-01-04 14:13 UTC
        let screen = window([StackView(arrangedSubviews: [picker])], size: CGSize(width: 390, height: 400))
        var svg = SVGRenderer().render(screen)
        #expect(svg.contains(">Jan 4, 2025</text>"))
        #expect(svg.contains(">2:13 PM</text>"))
        #expect(svg.contains("rx=\"6\" fill=\"#767680\" fill-opacity=\"0.12\" data-role=\"field\"/>"))
        picker.datePickerMode = .date
        DatePicker.appearance().preferredDatePickerStyle = .wheels
        screen.reloadAppearance()
        svg = SVGRenderer().render(screen)
        #expect(svg.contains("data-role=\"selection\""))
        #expect(svg.contains("font-size=\"20\" text-anchor=\"middle\" fill=\"#000000\">January</text>"))
        #expect(svg.contains("fill=\"#000000\" fill-opacity=\"0.5\">December</text>"))
        picker.preferredDatePickerStyle = .inline
        svg = SVGRenderer().render(screen)
        #expect(svg.contains(">January 2025</text>"))
        #expect(svg.contains("<circle cx=\"362.14\" cy=\"86\" r=\"20\" fill=\"#ff2d55\" fill-opacity=\"0.12\" data-state=\"selected\"/>"))
        #expect(svg.contains("font-weight=\"600\" text-anchor=\"middle\" fill=\"#ff2d55\">4</text>"))
        #expect(
            svg.contains("<text x=\"195\" y=\"93.12\" font-size=\"20\" text-anchor=\"middle\" fill=\"#000000\">1</text>"),
            "January 2025 starts on a Wednesday")
    }

    @Test func aPickerViewShowsTheRowsAroundTheSelection() {
        Appearance.reset()
        PickerView.appearance().backgroundColor = .secondarySystemBackground
        let sizes = Sizes()
        let picker = PickerView()
        picker.dataSource = sizes
        picker.delegate = sizes
        picker.selectRow(0, inComponent: 0, animated: false)
        let svg = SVGRenderer().render(window([StackView(arrangedSubviews: [picker])], size: CGSize(width: 320, height: 216)))
        #expect(svg.contains("<rect width=\"320\" height=\"216\" fill=\"#f2f2f7\"/>"))
        #expect(svg.contains("fill=\"#000000\">XS</text>"))
        #expect(svg.contains("fill=\"#000000\" fill-opacity=\"0.25\">M</text>"))
        #expect(!svg.contains(">L</text>"))
    }

    // MARK: - Effect views

    @Test func aBlurIsItsMaterialsTintOpaqueWithReduceTransparency() {
        Appearance.reset()
        Accessibility.reset()
        defer { Accessibility.reset() }
        let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .secondaryLabel))
        vibrancy.contentView.addSubview(Label(text: "Vivid"))
        blur.contentView.addSubview(vibrancy)
        let screen = window([blur])
        var svg = SVGRenderer().render(screen)
        #expect(
            svg.contains(
                "<rect width=\"100\" height=\"50\" fill=\"#f2f2f2\" fill-opacity=\"0.75\" data-role=\"background-effect\" data-effect=\"systemMaterial\"/>"
            ))
        #expect(svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.6\">Vivid</text>"), "vibrant text takes the style's colour")
        Accessibility.isReduceTransparencyEnabled = true
        svg = SVGRenderer().render(screen)
        #expect(
            svg.contains(
                "<rect width=\"100\" height=\"50\" fill=\"#f2f2f2\" data-role=\"background-effect\" data-effect=\"systemMaterial\"/>"))
    }

    // MARK: - Containers

    @Test func aPresentedAlertIsCentredOverADimmedWindowWithItsButtonsTinted() {
        Appearance.reset()
        View.appearance(whenContainedInInstancesOf: [AlertController.self]).tintColor = .systemIndigo
        let screen = ViewController()
        let root = window([], size: CGSize(width: 390, height: 844))
        root.rootViewController = screen
        let alert = AlertController(title: "Delete all mail?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        screen.present(alert, animated: false)
        let svg = SVGRenderer().render(root)
        #expect(
            svg.contains(
                "<rect width=\"390\" height=\"844\" fill=\"#000000\" fill-opacity=\"0.2\" data-role=\"dimming\"/>\n    <g data-view=\"View\" transform=\"translate(60,360)\">"
            ))
        #expect(
            svg.contains(
                "<rect width=\"270\" height=\"125\" rx=\"14\" fill=\"#f2f2f2\" fill-opacity=\"0.9\" data-role=\"background-effect\" data-effect=\"systemThickMaterial\"/>"
            ))
        #expect(svg.contains("font-size=\"17\" font-weight=\"600\" text-anchor=\"middle\" fill=\"#000000\">Delete all mail?</text>"))
        #expect(svg.contains("font-size=\"17\" font-weight=\"600\" fill=\"#5856d6\">Cancel</text>"))
        #expect(svg.contains("font-size=\"17\" fill=\"#ff3b30\">Delete</text>"))
        #expect(
            svg.contains(
                "<path d=\"M0 0.25H135M0.25 0V44\" stroke=\"#3c3c43\" stroke-opacity=\"0.29\" stroke-width=\"0.5\" data-role=\"separator\"/>"
            ))
    }

    @Test func anActionSheetSitsAtTheBottom() {
        Appearance.reset()
        let screen = ViewController()
        let root = window([], size: CGSize(width: 390, height: 844))
        root.rootViewController = screen
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Camera", style: .default))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: false)
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<g data-view=\"View\" transform=\"translate(8,740)\">"))
        #expect(group("StackView", in: svg).components(separatedBy: "data-view=\"VisualEffectView\"").count == 3)
    }

    @Test func aTabBarControllerDocksItsTabBarUnderTheSelectedTab() {
        Appearance.reset()
        TabBar.appearance(whenContainedInInstancesOf: [TabBarController.self]).barTintColor = .systemIndigo
        let inbox = ViewController()
        inbox.title = "Inbox"
        inbox.tabBarItem = TabBarItem(title: "Inbox", image: Image(systemName: "tray"))
        let settings = ViewController()
        settings.title = "Settings"
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, settings]
        let root = window([], size: CGSize(width: 390, height: 844))
        root.rootViewController = tabs
        let svg = SVGRenderer().render(root, size: CGSize(width: 390, height: 600))
        #expect(svg.contains("<g data-view=\"TabBar\" transform=\"translate(0,551)\">"), "laid out for the picture's size")
        #expect(svg.contains("fill=\"#5856d6\""))
        #expect(svg.contains(">Settings</text>"))
    }

    @Test func aSplitViewDrawsASeparatorBetweenItsColumns() {
        Appearance.reset()
        let list = ViewController()
        let detail = ViewController()
        let split = SplitViewController()
        split.viewControllers = [list, detail]
        let root = window([], size: CGSize(width: 1024, height: 768))
        root.screenTraits.horizontalSizeClass = .regular
        root.rootViewController = split
        let svg = SVGRenderer().render(root)
        #expect(
            svg.contains(
                "<path d=\"M320.5 0V768\" stroke=\"#3c3c43\" stroke-opacity=\"0.29\" stroke-width=\"1\" data-role=\"column-separator\"/>"))
        #expect(svg.contains("<g data-view=\"View\" transform=\"translate(321,0)\">"))
    }

    @Test func aPageViewControllerShowsItsPageControlUnderThePages() {
        Appearance.reset()
        PageControl.appearance(whenContainedInInstancesOf: [PageViewController.self]).currentPageIndicatorTintColor = .systemIndigo
        PageControl.appearance(whenContainedInInstancesOf: [PageViewController.self]).pageIndicatorTintColor = .systemGray4
        let pages = OnboardingPages()
        let onboarding = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        onboarding.dataSource = pages
        onboarding.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        let root = window([], size: CGSize(width: 390, height: 844))
        root.rootViewController = onboarding
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<g data-view=\"PageControl\" transform=\"translate(0,807)\">"))
        #expect(svg.contains("<circle cx=\"195\" cy=\"18.5\" r=\"4\" fill=\"#5856d6\" data-state=\"current\"/>"))
    }

    @Test func aPopoverShowsItsContentOnTheSystemBackgroundWithAnOutline() {
        Appearance.reset()
        NavigationBar.appearance(whenContainedInInstancesOf: [PopoverController.self]).barTintColor = .systemYellow
        let content = NavigationController(rootViewController: ViewController())
        let popover = PopoverController(contentViewController: content)
        popover.popoverContentSize = CGSize(width: 300, height: 200)
        let screen = ViewController()
        let root = window([], size: CGSize(width: 1024, height: 768))
        root.rootViewController = screen
        popover.present(
            from: CGRect(x: 500, y: 100, width: 20, height: 20), in: screen.view, permittedArrowDirections: .up,
            animated: false)
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<g data-view=\"PopoverView\" transform=\"translate(360,120)\">"))
        #expect(svg.contains("<rect width=\"300\" height=\"200\" rx=\"13\" fill=\"#ffffff\"/>"))
        #expect(svg.contains("data-role=\"popover-outline\""))
        #expect(svg.contains("fill=\"#ffcc00\""), "the popover's navigation bar is yellow")
    }

    // MARK: - Accessibility

    @Test func invertColorsAndGrayscaleFilterTheScreenExceptViewsThatIgnoreInversion() {
        Appearance.reset()
        Accessibility.reset()
        defer { Accessibility.reset() }
        let photo = ImageView(image: Image(named: "photo"))
        photo.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        photo.accessibilityIgnoresInvertColors = true
        let screen = window([photo])
        #expect(!SVGRenderer().render(screen).contains("filter:"))
        Accessibility.isInvertColorsEnabled = true
        var svg = SVGRenderer().render(screen)
        #expect(svg.contains("<g data-view=\"Window\" style=\"filter: invert(1) hue-rotate(180deg)\">"))
        #expect(svg.contains("<g data-view=\"ImageView\" style=\"filter: invert(1) hue-rotate(180deg)\">"))
        Accessibility.isGrayscaleEnabled = true
        Accessibility.isInvertColorsEnabled = false
        svg = SVGRenderer().render(screen)
        #expect(svg.contains("<g data-view=\"Window\" style=\"filter: grayscale(1)\">"))
        #expect(svg.contains("<g data-view=\"ImageView\">"))
    }

    @Test func darkerColoursDrawTheHighContrastSystemColours() {
        Appearance.reset()
        Accessibility.reset()
        defer { Accessibility.reset() }
        let label = Label(text: "Link")
        label.textColor = .systemBlue
        let screen = window([label])
        #expect(SVGRenderer().render(screen).contains("fill=\"#007aff\">Link</text>"))
        Accessibility.isDarkerSystemColorsEnabled = true
        #expect(SVGRenderer().render(screen).contains("fill=\"#0040dd\">Link</text>"))
    }
}
