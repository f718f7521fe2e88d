import AppearanceKit

/// Computes the frames of a ``Layout``: places each view, then its subviews by the rules of
/// its kind.
@MainActor
struct LayoutEngine {
    /// The height of a navigation bar and of a toolbar.
    static let navigationBarHeight = 44.0
    /// The height of a tab bar.
    static let tabBarHeight = 49.0
    /// The height of a toolbar.
    static let toolbarHeight = 44.0
    /// The height a navigation bar adds below its first 44 points for a large title.
    static let largeTitleHeight = 52.0

    /// The height of `bar`: 44 points, and 52 more for a large title when it prefers large
    /// titles and its top item has a title.
    static func navigationBarHeight(for bar: NavigationBar) -> Double {
        let hasTitle = !(bar.topItem?.title ?? "").isEmpty
        return bar.prefersLargeTitles && hasTitle ? navigationBarHeight + largeTitleHeight : navigationBarHeight
    }

    /// Frames in superview coordinates.
    private(set) var frames: [ObjectIdentifier: Rect] = [:]
    /// Frames in root coordinates.
    private(set) var rootFrames: [ObjectIdentifier: Rect] = [:]

    /// Gives `view` the frame `frame` (in its superview's coordinates, whose origin is at
    /// `parentOrigin` in the root) and lays out its subtree.
    mutating func place(_ view: View, in frame: Rect, parentOrigin: Point) {
        let frame = frame.standardized
        frames[ObjectIdentifier(view)] = frame
        let origin = parentOrigin.offsetBy(dx: frame.origin.x, dy: frame.origin.y)
        rootFrames[ObjectIdentifier(view)] = Rect(origin: origin, size: frame.size)
        let bounds = Rect(origin: .zero, size: frame.size)
        switch view {
        case let window as Window:
            layoutWindow(window, in: bounds, origin: origin)
        case let stack as StackView:
            layoutStack(stack, in: bounds, origin: origin)
        case let table as TableView:
            layoutTable(table, in: bounds, origin: origin)
        case let cell as TableViewCell:
            layoutCell(cell, in: bounds, origin: origin)
        case let headerFooter as TableViewHeaderFooterView:
            layoutHeaderFooter(headerFooter, in: bounds, origin: origin)
        case let collection as CollectionView:
            layoutCollection(collection, in: bounds, origin: origin)
        case let cell as CollectionViewCell:
            layoutFree(
                cell.subviews, in: bounds, origin: origin,
                filling: [cell.contentView, cell.backgroundView, cell.selectedBackgroundView].compactMap { $0 })
        case let scroll as ScrollView:
            layoutScroll(scroll, in: bounds, origin: origin)
        default:
            if let navigation = view.owningViewController as? NavigationController {
                layoutNavigationContainer(view, controller: navigation, in: bounds, origin: origin)
            } else {
                layoutFree(view.subviews, in: bounds, origin: origin)
            }
        }
    }

    // MARK: - Free layout

    /// Lays out `subviews` in `bounds`: a subview with a non-zero frame size keeps its frame;
    /// bars with a zero-size frame dock (navigation bars at the top, tab bars and toolbars at
    /// the bottom), and other zero-size subviews (and those in `filling`) fill the rest.
    mutating func layoutFree(_ subviews: [View], in bounds: Rect, origin: Point, filling: [View] = []) {
        var content = bounds
        let automatic = subviews.filter { view in
            filling.contains { $0 === view } || view.frame.size.width == 0 && view.frame.size.height == 0
        }
        for bar in automatic {
            switch bar {
            case let navigationBar as NavigationBar:
                let height = Swift.min(Self.navigationBarHeight(for: navigationBar), content.height)
                place(bar, in: Rect(x: content.minX, y: content.minY, width: content.width, height: height),
                    parentOrigin: origin)
                content = Rect(x: content.minX, y: content.minY + height, width: content.width,
                    height: content.height - height)
            case is TabBar, is Toolbar:
                let height = Swift.min(bar is TabBar ? Self.tabBarHeight : Self.toolbarHeight, content.height)
                place(bar, in: Rect(x: content.minX, y: content.maxY - height, width: content.width, height: height),
                    parentOrigin: origin)
                content = Rect(x: content.minX, y: content.minY, width: content.width, height: content.height - height)
            default:
                continue
            }
        }
        for view in subviews {
            if view is NavigationBar || view is TabBar || view is Toolbar,
                automatic.contains(where: { $0 === view })
            {
                continue
            }
            if automatic.contains(where: { $0 === view }) {
                place(view, in: content, parentOrigin: origin)
            } else {
                place(view, in: view.frame, parentOrigin: origin)
            }
        }
    }

    /// The window's root view controller's view fills the window (less any bars docked in
    /// it); other subviews follow the free rules.
    private mutating func layoutWindow(_ window: Window, in bounds: Rect, origin: Point) {
        let root = window.rootViewController.flatMap { $0.isViewLoaded ? $0.view : nil }
        layoutFree(window.subviews, in: bounds, origin: origin, filling: root.map { [$0] } ?? [])
    }

    /// The navigation bar at the top, the toolbar at the bottom (when they are subviews), and
    /// every other subview (the top view controller's view) between them.
    private mutating func layoutNavigationContainer(
        _ view: View, controller: NavigationController, in bounds: Rect, origin: Point
    ) {
        var content = bounds
        if controller.navigationBar.superview === view {
            let height = Swift.min(Self.navigationBarHeight(for: controller.navigationBar), content.height)
            place(controller.navigationBar, in: Rect(x: 0, y: 0, width: bounds.width, height: height),
                parentOrigin: origin)
            content = Rect(x: 0, y: height, width: bounds.width, height: bounds.height - height)
        }
        if controller.toolbar.superview === view {
            let height = Swift.min(Self.toolbarHeight, content.height)
            place(controller.toolbar, in: Rect(x: 0, y: content.maxY - height, width: bounds.width, height: height),
                parentOrigin: origin)
            content = Rect(x: 0, y: content.minY, width: bounds.width, height: content.height - height)
        }
        for subview in view.subviews where subview !== controller.navigationBar && subview !== controller.toolbar {
            place(subview, in: content, parentOrigin: origin)
        }
    }

    // MARK: - Collection views

    /// Items flow left to right in rows, `itemSpacing` apart; each takes its natural size
    /// (80×80 when it has none).
    private mutating func layoutCollection(_ collection: CollectionView, in bounds: Rect, origin: Point) {
        for (view, frame) in collectionFrames(collection, width: bounds.width) {
            place(view, in: frame, parentOrigin: origin)
        }
        let items = Set(collection.items.map(ObjectIdentifier.init))
        layoutFree(collection.subviews.filter { !items.contains(ObjectIdentifier($0)) }, in: bounds, origin: origin)
    }

    /// The frames of a collection view's items in a width.
    func collectionFrames(_ collection: CollectionView, width: Double) -> [(View, Rect)] {
        var result: [(View, Rect)] = []
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        let spacing = collection.itemSpacing
        for item in collection.items {
            var size = fittingSize(item, width: width)
            if size.width == 0 || size.height == 0 { size = Size(width: 80, height: 80) }
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            result.append((item, Rect(origin: Point(x: x, y: y), size: size)))
            x += size.width + spacing
            rowHeight = Swift.max(rowHeight, size.height)
        }
        return result
    }
}
