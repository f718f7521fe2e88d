extension View {
    /// Makes this bar the container of the bar items it shows now (`new`), detaches the items it
    /// no longer shows (`old`), and resolves the shown items when the bar is in a window, so
    /// that they are styled like subviews.
    func relinkBarItems(from old: [BarItem], to new: [BarItem]) {
        let shown = Set(new.map(ObjectIdentifier.init))
        for item in old where item.bar === self && !shown.contains(ObjectIdentifier(item)) {
            item.bar = nil
        }
        for item in new { item.bar = self }
        guard window != nil else { return }
        for item in new { Appearance.resolve(item) }
    }
}
