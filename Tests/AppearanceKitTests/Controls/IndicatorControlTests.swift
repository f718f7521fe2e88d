import AppearanceKit
import Foundation
import Testing

/// A screen the containment proxies name.
private final class DownloadsView: View {}

extension KitControlTests {
    @MainActor
    @Suite struct ActivityIndicatorViewTests {
        @Test func isHiddenWhileStoppedAndShownWhileAnimating() {
            Appearance.reset()
            let spinner = ActivityIndicatorView(style: .large)
            #expect(spinner.style == .large)
            #expect(!spinner.isAnimating)
            #expect(spinner.isHidden)
            spinner.startAnimating()
            #expect(spinner.isAnimating)
            #expect(!spinner.isHidden)
            spinner.stopAnimating()
            #expect(spinner.isHidden)
            spinner.hidesWhenStopped = false
            #expect(!spinner.isHidden)
            spinner.stopAnimating()
            #expect(!spinner.isHidden, "a spinner that does not hide when stopped stays")
        }

        @Test func colourFallsBackToTheStyles() {
            Appearance.reset()
            #expect(ActivityIndicatorView().color == .systemGray)
            #expect(ActivityIndicatorView(style: .whiteLarge).color == .white)
            #expect(ActivityIndicatorView(style: .whiteLarge).style.isLarge)
            let spinner = ActivityIndicatorView(style: .gray)
            spinner.color = .red
            #expect(spinner.color == .red)
            spinner.color = nil
            #expect(spinner.color == .systemGray, "nil returns to the style's colour (null_resettable)")
        }

        @Test func plainContainmentAndTraitProxiesApplyAndExplicitWins() {
            Appearance.reset()
            ActivityIndicatorView.appearance().color = .systemIndigo
            ActivityIndicatorView.appearance().style = .large
            ActivityIndicatorView.appearance(whenContainedInInstancesOf: [DownloadsView.self]).color = .systemOrange
            ActivityIndicatorView.appearance(for: TraitCollection(userInterfaceStyle: .dark)).color = .white
            #expect(ActivityIndicatorView.appearance().color == .systemIndigo)
            let plain = ActivityIndicatorView()
            let contained = ActivityIndicatorView()
            let explicit = ActivityIndicatorView(style: .medium)
            explicit.color = .systemPink
            let downloads = DownloadsView()
            downloads.addSubview(contained)
            downloads.addSubview(explicit)
            let window = Window()
            window.addSubview(plain)
            window.addSubview(downloads)
            #expect(plain.color == .systemIndigo)
            #expect(plain.style == .large)
            #expect(contained.color == .systemOrange)
            #expect(explicit.color == .systemPink)
            #expect(explicit.style == .medium, "a style given to the initializer is the instance's own")
            window.screenTraits.userInterfaceStyle = .dark
            #expect(plain.color == .white)
            #expect(contained.color == .systemOrange, "containment proxies apply after trait proxies")
        }
    }

    @MainActor
    @Suite struct ProgressViewTests {
        @Test func progressStaysInRange() {
            Appearance.reset()
            let bar = ProgressView(progressViewStyle: .bar)
            #expect(bar.progressViewStyle == .bar)
            #expect(ProgressView().progressViewStyle == .default)
            bar.setProgress(0.4, animated: true)
            #expect(bar.progress == 0.4)
            bar.progress = 2
            #expect(bar.progress == 1)
            bar.progress = -1
            #expect(bar.progress == 0)
        }

        @Test func tintsAndImagesComeFromProxiesAndExplicitOnesWin() {
            Appearance.reset()
            ProgressView.appearance().progressTintColor = .systemGreen
            ProgressView.appearance().trackImage = Image(named: "track")
            ProgressView.appearance(whenContainedInInstancesOf: [NavigationBar.self]).trackTintColor = .clear
            ProgressView.appearance(for: TraitCollection(horizontalSizeClass: .regular)).progressImage = Image(named: "wide")
            let progress = ProgressView()
            let inBar = ProgressView(progressViewStyle: .bar)
            inBar.progressTintColor = .systemRed
            let bar = NavigationBar()
            bar.addSubview(inBar)
            let window = Window()
            window.addSubview(progress)
            window.addSubview(bar)
            #expect(progress.progressTintColor == .systemGreen)
            #expect(progress.trackImage == Image(named: "track"))
            #expect(progress.trackTintColor == nil)
            #expect(progress.progressImage == nil)
            #expect(inBar.trackTintColor == .clear)
            #expect(inBar.progressTintColor == .systemRed)
            window.screenTraits.horizontalSizeClass = .regular
            #expect(progress.progressImage == Image(named: "wide"))
        }
    }

    @MainActor
    @Suite struct PageControlTests {
        @Test func currentPageIsPinnedToThePages() {
            Appearance.reset()
            let pages = PageControl()
            #expect(pages.numberOfPages == 0)
            pages.currentPage = 3
            #expect(pages.currentPage == 0)
            pages.numberOfPages = 5
            pages.currentPage = 4
            pages.numberOfPages = 2
            #expect(pages.currentPage == 1)
            pages.currentPage = -2
            #expect(pages.currentPage == 0)
            pages.hidesForSinglePage = true
            #expect(pages.showsIndicators)
            pages.numberOfPages = 1
            #expect(!pages.showsIndicators)
        }

        @Test func indicatorImagesFallBackToThePreferredOnes() {
            Appearance.reset()
            let pages = PageControl()
            pages.numberOfPages = 3
            pages.preferredIndicatorImage = Image(systemName: "circle")
            pages.preferredCurrentPageIndicatorImage = Image(systemName: "circle.fill")
            pages.setIndicatorImage(Image(systemName: "star"), forPage: 2)
            pages.setIndicatorImage(Image(systemName: "star"), forPage: 9)
            #expect(pages.effectiveIndicatorImage(forPage: 0) == Image(systemName: "circle.fill"))
            #expect(pages.effectiveIndicatorImage(forPage: 1) == Image(systemName: "circle"))
            #expect(pages.effectiveIndicatorImage(forPage: 2) == Image(systemName: "star"))
            #expect(pages.indicatorImage(forPage: 9) == nil, "pages out of range are ignored")
        }

        @Test func dotColoursAndBackgroundComeFromProxiesAndExplicitOnesWin() {
            Appearance.reset()
            PageControl.appearance().pageIndicatorTintColor = .systemGray4
            PageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
            PageControl.appearance().backgroundStyle = .prominent
            PageControl.appearance(whenContainedInInstancesOf: [DownloadsView.self]).currentPageIndicatorTintColor = .systemOrange
            PageControl.appearance(for: TraitCollection(userInterfaceStyle: .dark)).pageIndicatorTintColor = .darkGray
            let plain = PageControl()
            let contained = PageControl()
            contained.backgroundStyle = .minimal
            let downloads = DownloadsView()
            downloads.addSubview(contained)
            let window = Window()
            window.addSubview(plain)
            window.addSubview(downloads)
            #expect(plain.pageIndicatorTintColor == .systemGray4)
            #expect(plain.currentPageIndicatorTintColor == .systemIndigo)
            #expect(plain.backgroundStyle == .prominent)
            #expect(contained.currentPageIndicatorTintColor == .systemOrange)
            #expect(contained.backgroundStyle == .minimal)
            window.overrideUserInterfaceStyle = .dark
            #expect(plain.pageIndicatorTintColor == .darkGray)
        }
    }

    @MainActor
    @Suite struct RefreshControlTests {
        @Test func refreshesBetweenBeginAndEnd() {
            Appearance.reset()
            let refresh = RefreshControl()
            #expect(!refresh.isRefreshing)
            refresh.beginRefreshing()
            #expect(refresh.isRefreshing)
            refresh.endRefreshing()
            #expect(!refresh.isRefreshing)
        }

        @Test func titleAndTintComeFromProxiesAndExplicitOnesWin() {
            Appearance.reset()
            let pull = NSAttributedString(string: "Pull to refresh", attributes: [.foregroundColor: Color.secondaryLabel])
            RefreshControl.appearance().tintColor = .systemIndigo
            RefreshControl.appearance().attributedTitle = pull
            RefreshControl.appearance(whenContainedInInstancesOf: [DownloadsView.self]).tintColor = .systemOrange
            RefreshControl.appearance(for: TraitCollection(userInterfaceStyle: .dark)).tintColor = .white
            let plain = RefreshControl()
            let contained = RefreshControl()
            contained.attributedTitle = nil
            let downloads = DownloadsView()
            downloads.addSubview(contained)
            let window = Window()
            window.addSubview(plain)
            window.addSubview(downloads)
            #expect(plain.tintColor == .systemIndigo)
            #expect(plain.attributedTitle?.string == "Pull to refresh")
            #expect(contained.tintColor == .systemOrange)
            #expect(contained.attributedTitle == nil, "an explicit nil wins")
            window.screenTraits.userInterfaceStyle = .dark
            #expect(plain.tintColor == .white)
        }
    }

    @MainActor
    @Suite struct DatePickerTests {
        @Test func minuteIntervalDividesAnHourAndDatesStayInRange() {
            Appearance.reset()
            let picker = DatePicker()
            #expect(picker.datePickerMode == .dateAndTime)
            picker.minuteInterval = 15
            #expect(picker.minuteInterval == 15)
            picker.minuteInterval = 7
            #expect(picker.minuteInterval == 1)
            let start = Date(timeIntervalSince1970: 1_000_000)
            picker.minimumDate = start
            picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
            #expect(picker.date == start)
        }

        @Test func automaticStyleResolvesByMode() {
            Appearance.reset()
            let picker = DatePicker()
            #expect(picker.datePickerStyle == .compact)
            picker.datePickerMode = .countDownTimer
            #expect(picker.datePickerStyle == .wheels)
            picker.preferredDatePickerStyle = .inline
            #expect(picker.datePickerStyle == .wheels, "countdowns have wheels only")
            picker.datePickerMode = .date
            #expect(picker.datePickerStyle == .inline)
        }

        @Test func styleAndTintComeFromProxiesAndExplicitOnesWin() {
            Appearance.reset()
            DatePicker.appearance().preferredDatePickerStyle = .wheels
            DatePicker.appearance().tintColor = .systemIndigo
            DatePicker.appearance(whenContainedInInstancesOf: [DownloadsView.self]).tintColor = .systemOrange
            DatePicker.appearance(for: TraitCollection(horizontalSizeClass: .regular)).preferredDatePickerStyle = .inline
            let plain = DatePicker()
            let contained = DatePicker()
            contained.preferredDatePickerStyle = .compact
            let downloads = DownloadsView()
            downloads.addSubview(contained)
            let window = Window()
            window.addSubview(plain)
            window.addSubview(downloads)
            #expect(plain.preferredDatePickerStyle == .wheels)
            #expect(plain.datePickerStyle == .wheels)
            #expect(plain.tintColor == .systemIndigo)
            #expect(contained.tintColor == .systemOrange)
            #expect(contained.preferredDatePickerStyle == .compact)
            window.screenTraits.horizontalSizeClass = .regular
            #expect(plain.preferredDatePickerStyle == .inline)
            #expect(contained.preferredDatePickerStyle == .compact)
        }
    }

    @MainActor
    @Suite struct PickerViewTests {
        private final class Sizes: PickerViewDataSource, PickerViewDelegate {
            let sizes = ["S", "M", "L"]
            func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
                component == 0 ? sizes.count : 0
            }
            func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                sizes[row]
            }
        }

        @Test func rowsAndTitlesComeFromTheDataSourceAndDelegate() {
            Appearance.reset()
            let model = Sizes()
            let picker = PickerView()
            #expect(picker.numberOfComponents == 0)
            picker.dataSource = model
            picker.delegate = model
            #expect(picker.numberOfComponents == 2)
            #expect(picker.numberOfRows(inComponent: 0) == 3)
            #expect(picker.selectedRow(inComponent: 0) == 0)
            #expect(picker.selectedRow(inComponent: 1) == -1)
            picker.selectRow(2, inComponent: 0, animated: false)
            picker.selectRow(7, inComponent: 0, animated: false)
            #expect(picker.selectedRow(inComponent: 0) == 2)
            #expect(picker.title(forRow: 1, inComponent: 0) == "M")
        }

        @Test func tintAndBackgroundComeFromViewProxies() {
            Appearance.reset()
            PickerView.appearance().backgroundColor = .secondarySystemBackground
            PickerView.appearance(whenContainedInInstancesOf: [DownloadsView.self]).tintColor = .systemOrange
            PickerView.appearance(for: TraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
            let plain = PickerView()
            let contained = PickerView()
            contained.backgroundColor = .white
            let downloads = DownloadsView()
            downloads.addSubview(contained)
            let window = Window()
            window.addSubview(plain)
            window.addSubview(downloads)
            #expect(plain.backgroundColor == .secondarySystemBackground)
            #expect(contained.tintColor == .systemOrange)
            #expect(contained.backgroundColor == .white)
            window.screenTraits.userInterfaceStyle = .dark
            #expect(plain.backgroundColor == .black)
        }
    }

    @MainActor
    @Suite struct IndicatorCatalogTests {
        @Test func registersTheIndicatorClassesAndTheirProperties() throws {
            Appearance.reset()
            let catalog = AppearanceCatalog.shared
            catalog.registerKit()
            let properties: [(String, String)] = [
                ("ActivityIndicatorView", "color"), ("ActivityIndicatorView", "style"),
                ("ProgressView", "progressTintColor"), ("ProgressView", "trackTintColor"),
                ("ProgressView", "progressImage"), ("ProgressView", "trackImage"),
                ("PageControl", "pageIndicatorTintColor"), ("PageControl", "currentPageIndicatorTintColor"),
                ("PageControl", "backgroundStyle"), ("PageControl", "preferredIndicatorImage"),
                ("RefreshControl", "attributedTitle"), ("RefreshControl", "tintColor"),
                ("DatePicker", "preferredDatePickerStyle"), ("PickerView", "backgroundColor"),
            ]
            for (className, property) in properties {
                let type = try #require(catalog.type(named: className), "\(className)")
                #expect(catalog.property(named: property, of: type) != nil, "\(className).\(property)")
            }
            let color = try #require(catalog.property(named: "color", of: .of(ActivityIndicatorView.self)))
            #expect(color.record(Color.red, target: .of(ActivityIndicatorView.self)))
            let spinner = ActivityIndicatorView()
            let window = Window()
            window.addSubview(spinner)
            #expect(spinner.color == .red)
        }
    }
}
