import AppearanceKit

// Shape: the rest of an app delegate's theme — spinners, progress bars and page dots; alert
// buttons tinted through their container; bar buttons inside popovers; page dots inside a page
// view controller; date pickers as wheels — and screens that read the accessibility settings.

final class OnboardingDataSource: PageViewControllerDataSource {
    let pages = [ViewController(), ViewController(), ViewController()]

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}

final class FrostedHeaderView: View {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial))

    override init(frame: CGRect) {
        super.init(frame: frame)
        if Accessibility.isReduceTransparencyEnabled {
            backgroundColor = .systemBackground
        } else {
            addSubview(blur)
        }
    }
}

@MainActor
let indicatorPorts: [Port] = [
    Port(name: "spinners, progress bars and page dots in the app delegate") {
        port { findings in
            ActivityIndicatorView.appearance().color = .systemIndigo
            ProgressView.appearance().progressTintColor = .systemIndigo
            ProgressView.appearance().trackTintColor = .systemGray5
            PageControl.appearance().pageIndicatorTintColor = .systemGray4
            PageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
            DatePicker.appearance().preferredDatePickerStyle = .wheels
            let spinner = ActivityIndicatorView(style: .large)
            let progress = ProgressView(progressViewStyle: .default)
            let dots = PageControl()
            let picker = DatePicker()
            let root = View()
            for view in [spinner, progress, dots, picker] { root.addSubview(view) }
            showInNavigation(root)
            spinner.startAnimating()
            findings.expect(spinner.color == .systemIndigo, "spinner colour")
            findings.expect(!spinner.isHidden, "animating spinner shows")
            findings.expect(progress.progressTintColor == .systemIndigo, "progress tint")
            findings.expect(progress.trackTintColor == .systemGray5, "track tint")
            findings.expect(dots.currentPageIndicatorTintColor == .systemIndigo, "current dot")
            findings.expect(picker.datePickerStyle == .wheels, "wheels")
        }
    },
    Port(name: "alert buttons tinted through their container") {
        port { findings in
            View.appearance(whenContainedInInstancesOf: [AlertController.self]).tintColor = .systemPink
            let screen = ViewController()
            let window = Window()
            window.rootViewController = screen
            window.makeKeyAndVisible()
            let alert = AlertController(title: "Log out?", message: "You can log in again later.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: nil))
            alert.addAction(AlertAction(title: "Log Out", style: .destructive) { _ in })
            screen.present(alert, animated: true, completion: nil)
            findings.expect(alert.view.window === window, "alert on screen")
            findings.expect(alert.view.tintColor == .systemPink, "alert tint")
            // UIKit dims the tint behind an alert: the screen reads a grey, not the alert's pink.
            findings.expect(screen.view.tintColor != .systemPink, "screen untouched")
            findings.expect(screen.view.tintColor != .systemBlue, "screen's tint dimmed behind the alert")
            alert.dismiss(animated: true, completion: nil)
            findings.expect(alert.view.window == nil, "alert gone")
            findings.expect(screen.view.tintColor == .systemBlue, "screen's stock tint back")
        }
    },
    Port(name: "bar buttons inside popovers") {
        port { findings in
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self, PopoverController.self])
                .tintColor = .systemBlue
            NavigationBar.appearance(whenContainedInInstancesOf: [PopoverController.self]).barTintColor = .white
            let picker = ViewController()
            let done = BarButtonItem(title: "Done", style: .done)
            picker.navigationItem.rightBarButtonItem = done
            let popover = PopoverController(contentViewController: NavigationController(rootViewController: picker))
            let anchor = View(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
            let window = showInWindow(anchor)
            popover.present(from: anchor.frame, in: window, permittedArrowDirections: .any, animated: true)
            findings.expect(popover.isPopoverVisible, "popover shown")
            findings.expect(done.tintColor == .systemBlue, "popover bar button")
            findings.expect(picker.navigationController?.navigationBar.barTintColor == .white, "popover bar")
        }
    },
    Port(name: "page dots inside an onboarding page view controller") {
        port { findings in
            PageControl.appearance(whenContainedInInstancesOf: [PageViewController.self]).pageIndicatorTintColor = .lightGray
            PageControl.appearance(whenContainedInInstancesOf: [PageViewController.self])
                .currentPageIndicatorTintColor = .darkGray
            let dataSource = OnboardingDataSource()
            let onboarding = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            onboarding.dataSource = dataSource
            onboarding.setViewControllers([dataSource.pages[0]], direction: .forward, animated: false, completion: nil)
            let window = Window()
            window.rootViewController = onboarding
            let dots = onboarding.view.subviews.compactMap { $0 as? PageControl }
            findings.expect(dots.count == 1, "one page control")
            findings.expect(dots.first?.numberOfPages == 3, "three pages")
            findings.expect(dots.first?.currentPageIndicatorTintColor == .darkGray, "current dot")
            findings.expect(dots.first?.pageIndicatorTintColor == .lightGray, "other dots")
        }
    },
    Port(name: "a header that reads Reduce Transparency and a label that follows Bold Text") {
        port { findings in
            Label.appearance(for: TraitCollection(legibilityWeight: .bold)).font = .boldSystemFont(ofSize: 15)
            Accessibility.isReduceTransparencyEnabled = true
            let header = FrostedHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
            let title = Label(text: "Today")
            header.addSubview(title)
            showInWindow(header)
            findings.expect(header.backgroundColor == .systemBackground, "opaque header")
            findings.expect(header.blur.superview == nil, "no blur")
            findings.expect(title.font == .systemFont(ofSize: 17), "regular text")
            Accessibility.isBoldTextEnabled = true
            findings.expect(title.font == .boldSystemFont(ofSize: 15), "bold text")
            Accessibility.isReduceTransparencyEnabled = false
            Accessibility.isBoldTextEnabled = false
        }
    },
]
