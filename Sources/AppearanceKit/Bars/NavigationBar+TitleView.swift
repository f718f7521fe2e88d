extension NavigationBar {
    /// Makes the top item's title view a subview (styled, if the bar is in a window, as
    /// contained in this bar) and removes the one shown before.
    func syncTitleView() {
        let wanted = topItem?.titleView
        if let shown = shownTitleView, shown !== wanted, shown.superview === self { shown.removeFromSuperview() }
        if let wanted, wanted.superview !== self { addSubview(wanted) }
        shownTitleView = wanted
    }
}
