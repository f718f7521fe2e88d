/// What a view controller shows in a navigation bar: a title and bar button items.
@preconcurrency @MainActor
public final class NavigationItem {
    /// The title; the view controller's title when `nil`.
    public var title: String?
    /// UIKit's integrated search: kept for apps that set it (the kit's bars do not lay out a
    /// search field of their own).
    public var searchController: SearchController?
    /// Items on the leading side.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { bars.forEach { $0.navigationItemButtonsDidChange() } }
    }
    /// Items on the trailing side.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { bars.forEach { $0.navigationItemButtonsDidChange() } }
    }
    /// The back button item shown by the next controller.
    public var backBarButtonItem: BarButtonItem? {
        didSet { bars.forEach { $0.navigationItemButtonsDidChange() } }
    }
    /// A view shown in place of the title, such as a ``SearchBar``: a subview of the bar while
    /// this item is on top, so it is styled as contained in the ``NavigationBar``.
    public var titleView: View? {
        didSet { if oldValue !== titleView { bars.forEach { $0.navigationItemButtonsDidChange() } } }
    }

    /// The bars whose stacks hold this item, told when its buttons change (so new buttons are
    /// styled at once). Held weakly.
    private var barRefs: [WeakBar] = []
    private struct WeakBar { weak var bar: NavigationBar? }

    // The appearance objects' storage (see NavigationItem+Appearances.swift): the item's own copies.
    var standardAppearanceStorage: NavigationBarAppearance?
    var compactAppearanceStorage: NavigationBarAppearance?
    var scrollEdgeAppearanceStorage: NavigationBarAppearance?
    var compactScrollEdgeAppearanceStorage: NavigationBarAppearance?

    var bars: [NavigationBar] { barRefs.compactMap(\.bar) }

    func attach(to bar: NavigationBar) {
        barRefs.removeAll { $0.bar == nil }
        if !barRefs.contains(where: { $0.bar === bar }) { barRefs.append(WeakBar(bar: bar)) }
    }

    func detach(from bar: NavigationBar) {
        barRefs.removeAll { $0.bar == nil || $0.bar === bar }
    }

    /// An empty item.
    public nonisolated init() {}

    /// The single trailing item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The single leading item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
