/// Gives a ``PageViewController`` its neighbouring pages and, optionally, the page count that
/// makes it show a page control: UIKit's `UIPageViewControllerDataSource`.
///
/// ```swift
/// final class Pages: PageViewControllerDataSource {
///     let pages: [ViewController]
///     func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? { ... }
///     func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? { ... }
///     func presentationCount(for pageViewController: PageViewController) -> Int { pages.count }
///     func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
/// }
/// ```
@preconcurrency @MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?
    /// The page after `viewController`, or `nil` at the last.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?
    /// The number of pages for the page control; 0 (the default) shows none.
    func presentationCount(for pageViewController: PageViewController) -> Int
    /// The index of the shown page in the page control.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// No page control.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}
