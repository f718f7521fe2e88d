import AppearanceKit

extension LayoutEngine {
    /// A scroll view's subviews by the free rules, in its content area: the bounds inset by the
    /// content insets and moved by the content offset (views with frames move by the offset and
    /// the top-left insets too).
    mutating func layoutScroll(_ scroll: ScrollView, in bounds: Rect, origin: Point) {
        let insets = scroll.contentInset
        let shift = Point(x: insets.left - scroll.contentOffset.x, y: insets.top - scroll.contentOffset.y)
        guard shift != .zero || insets != .zero else {
            layoutFree(scroll.subviews, in: bounds, origin: origin)
            return
        }
        let content = bounds.inset(by: insets).offsetBy(dx: -scroll.contentOffset.x, dy: -scroll.contentOffset.y)
        let filling = scroll.subviews.filter { $0.frame.size.width == 0 && $0.frame.size.height == 0 }
        layoutFree(filling, in: content, origin: origin, filling: filling)
        for view in scroll.subviews where !filling.contains(where: { $0 === view }) {
            place(view, in: view.frame.offsetBy(dx: shift.x, dy: shift.y), parentOrigin: origin)
        }
    }

    /// The height of a scroll view's content: its content size's height, else the bottom of its
    /// lowest subview, plus the bottom content inset.
    static func contentHeight(of scroll: ScrollView, frames: (View) -> Rect?) -> Double {
        if scroll.contentSize.height > 0 { return scroll.contentSize.height + scroll.contentInset.vertical }
        let bottom = scroll.subviews.compactMap { frames($0)?.maxY }.max() ?? 0
        return bottom + scroll.contentOffset.y + scroll.contentInset.bottom
    }
}
