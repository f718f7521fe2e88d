/// A container view controller that shows content one page at a time, with a page control
/// when its data source counts the pages.
///
/// The Swift stand-in for `UIPageViewController`. The shown controllers are children whose
/// views sit inside the page view controller's view; in the scroll style, a data source that
/// answers ``PageViewControllerDataSource/presentationCount(for:)`` makes it show a
/// ``PageControl`` under the pages, so the classic UIKit styling works:
///
/// ```swift
/// PageControl.appearance(whenContainedInInstancesOf: [PageViewController.self]).currentPageIndicatorTintColor = .systemIndigo
/// let onboarding = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// onboarding.dataSource = pages
/// onboarding.setViewControllers([pages.first], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// The height of the page control under the pages, in points.
    static let pageControlHeight: Double = 37

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The direction pages turn in.
    public let navigationOrientation: NavigationOrientation
    /// The shown controllers (one page; two facing pages in a double-sided curl), or `nil`
    /// before the first ``setViewControllers(_:direction:animated:completion:)``.
    public private(set) var viewControllers: [ViewController]?
    /// Where the pages and the page count come from (held weakly).
    public weak var dataSource: (any PageViewControllerDataSource)? {
        didSet { updatePageControl() }
    }
    /// Whether pages have content on both sides (page-curl style).
    public var isDoubleSided = false

    /// The page control shown under the pages when the data source counts them.
    let pageControl = PageControl()

    /// A page view controller with the given transition style and orientation.
    public init(
        transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// A scrolling, horizontal page view controller, as UIKit's `init(nibName:bundle:)` (there are no nibs to load yet: both are
    /// kept, and the view is made by ``loadView()``).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A scrolling, horizontal page view controller from an archive, as UIKit's `init?(coder:)` (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        super.init(coder: coder)
    }

    /// Shows `viewControllers` as the current page (there is no animation here), then calls
    /// `completion` with `true`.
    public func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        var seen = Set<ObjectIdentifier>()
        let shown = (viewControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
        for old in self.viewControllers ?? [] where !seen.contains(ObjectIdentifier(old)) && old.parent === self {
            if old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        self.viewControllers = shown
        for controller in shown where controller.parent !== self { addChild(controller) }
        layoutContent()
        updatePageControl()
        completion?(true)
    }

    /// Creates the view that holds the pages.
    override open func loadView() {
        let container = LayoutContainerView()
        container.controller = self
        view = container
        layoutContent()
        updatePageControl()
    }

    /// Shows the page control when the style scrolls and the data source counts the pages.
    private func updatePageControl() {
        guard isViewLoaded else { return }
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        if count > 0 {
            pageControl.numberOfPages = count
            pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
            if pageControl.superview !== view { view.addSubview(pageControl) }
        } else if pageControl.superview === view {
            pageControl.removeFromSuperview()
        }
        layoutContent()
    }

    /// Whether the page control is shown.
    private var showsPageControl: Bool { pageControl.superview === view }
}

extension PageViewController: ContentLayingOut {
    /// The pages fill the view above the page control; two pages share it side by side.
    func layoutContent() {
        guard isViewLoaded else { return }
        let size = view.frame.size
        let controlHeight = showsPageControl ? Swift.min(Self.pageControlHeight, size.height) : 0
        let height = size.height - controlHeight
        pageControl.frame = CGRect(x: 0, y: height, width: size.width, height: controlHeight)
        let shown = viewControllers ?? []
        let width = shown.isEmpty ? size.width : size.width / Double(shown.count)
        for (index, controller) in shown.enumerated() {
            let pageView = controller.view
            pageView.frame = CGRect(x: width * Double(index), y: 0, width: width, height: height)
            if pageView.superview !== view { view.insertSubview(pageView, at: index) }
        }
    }
}
