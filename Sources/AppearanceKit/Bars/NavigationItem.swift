/// What a view controller shows in a navigation bar: a title and bar button items.
@MainActor
public final class NavigationItem {
    /// The title; the view controller's title when `nil`.
    public var title: String?
    /// Items on the leading side.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Items on the trailing side.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The back button item shown by the next controller.
    public var backBarButtonItem: BarButtonItem?

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
