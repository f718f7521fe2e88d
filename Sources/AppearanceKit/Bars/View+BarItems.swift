extension View {
    /// Makes this bar the container of the bar items it shows now (`new`) and detaches the items
    /// it no longer shows (`old`). When the bar is in a window, newly shown items are resolved,
    /// so that they are styled like subviews.
    func relinkBarItems(from old: [BarItem], to new: [BarItem]) {
        let shown = Set(new.map(ObjectIdentifier.init))
        for item in old where item.bar === self && !shown.contains(ObjectIdentifier(item)) {
            item.bar = nil
        }
        var added: [BarItem] = []
        for item in new where item.bar !== self {
            item.bar = self
            added.append(item)
        }
        guard window != nil else { return }
        let wasShown = Set(old.map(ObjectIdentifier.init))
        for item in new where !wasShown.contains(ObjectIdentifier(item)) || added.contains(where: { $0 === item }) {
            Appearance.resolve(item)
        }
    }
}
