extension LayoutEngine {
    /// A scroll view's subviews by the free rules, in content coordinates: those without a frame
    /// of the app's fill the bounds less the content insets. Frames stay where they are as the
    /// content scrolls; drawing moves them (see ``contentShift(of:)``), as UIKit's bounds origin
    /// does.
    func layoutScroll(_ scroll: ScrollView, in bounds: CGRect) {
        layoutFree(scroll.subviews, in: CGRect(origin: .zero, size: bounds.insetClamped(by: scroll.contentInset).size))
    }

    /// Where the subviews of `view` are drawn relative to their frames: a scroll view (other than
    /// a collection view of ready cells, which places its content itself) moves them by its top
    /// and left content insets, less its content offset; other views do not move them.
    package static func contentShift(of view: View) -> CGPoint {
        guard let scroll = view as? ScrollView, (view as? CollectionView)?.dataSource != nil || !(view is CollectionView) else {
            return .zero
        }
        return CGPoint(
            x: scroll.contentInset.left - scroll.contentOffset.x, y: scroll.contentInset.top - scroll.contentOffset.y)
    }

    /// The height of a scroll view's content: its content size's height, else a text view's
    /// text with its insets, else the bottom of its lowest subview, plus the content insets.
    /// `frames` gives the frames as drawn (moved by ``contentShift(of:)``).
    package static func contentHeight(of scroll: ScrollView, frames: (View) -> CGRect?) -> Double {
        if scroll.contentSize.height > 0 { return scroll.contentSize.height + scroll.contentInset.vertical }
        if let textView = scroll as? TextView, let width = frames(textView)?.width {
            let text = textViewLayout(textView, width: width)
            return text.size.height + textView.textContainerInset.vertical + scroll.contentInset.vertical
        }
        let bottom = scroll.subviews.compactMap { frames($0)?.maxY }.max() ?? 0
        return bottom + scroll.contentOffset.y + scroll.contentInset.bottom
    }
}
