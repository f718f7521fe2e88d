extension View {
    /// Puts a cell's background views behind its other subviews, as UIKit does: the background
    /// view always, the selected background view over it while `selected`. Views that were
    /// shown before (`previous`) and are no longer are removed.
    ///
    /// They are real subviews, so proxies style them as contained in the cell (an app's
    /// `View.appearance(whenContainedInInstancesOf: [MyCell.self])` reaches them).
    func showCellBackgrounds(_ background: View?, selected: View?, isSelected: Bool, previous: [View?]) {
        let shown = [background, isSelected ? selected : nil].compactMap { $0 }
        for case let old? in previous where old.superview === self && !shown.contains(where: { $0 === old }) {
            old.removeFromSuperview()
        }
        for (index, view) in shown.enumerated() where subviews.firstIndex(where: { $0 === view }) != index {
            if view.superview === self { view.removeFromSuperview() }
            insertSubview(view, at: index)
        }
    }
}
