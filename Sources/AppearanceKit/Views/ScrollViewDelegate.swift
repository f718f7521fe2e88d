/// What a scroll view tells the object that follows its scrolling, as UIKit's
/// `UIScrollViewDelegate`: the parent of ``TableViewDelegate`` and
/// ``CollectionViewDelegate``, so apps' `scrollViewDidScroll(_:)` compiles in their delegates.
///
/// Every method is optional (a default does nothing). There is no touch scrolling here: a table
/// or collection view calls ``scrollViewDidScroll(_:)`` when its content offset is set.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The user is about to drag the content (never called here: there are no touches).
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The user lifted their finger (never called here).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Scrolling came to a stop after a drag (never called here).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated scroll ended (never called here: scrolling is not animated).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
