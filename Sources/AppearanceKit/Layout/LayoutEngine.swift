/// The kit's layout rules: where each kind of view puts its subviews (``View/layoutSubviews()``)
/// and how big each kind of view wants to be (``View/sizeThatFits(_:)``).
///
/// The rules, in short:
///
/// - A window's root view controller's view, and the views of controllers it presents, fill
///   the window (alerts fit their content, in the middle or at the bottom).
/// - A subview the app gave a frame of non-zero size keeps it; a subview without one (its frame
///   is zero, or the pass set it) is placed: a ``NavigationBar`` docks at the top (44 points), a
///   ``TabBar`` (49) or ``Toolbar`` (44) at the bottom, and any other view fills what is left.
/// - A ``StackView`` lays out its visible arranged subviews by its axis, spacing, alignment,
///   distribution and (with `isLayoutMarginsRelativeArrangement`) layout margins, each at its
///   natural size (``View/sizeThatFits(_:)``).
/// - A ``TableView`` stacks its header view, then per section the header, the cells and the
///   footer, then its footer view; cells place their labels by their ``TableViewCell/CellStyle``.
/// - A ``NavigationController``'s view puts the navigation bar on top, the toolbar (when shown)
///   at the bottom, and the top view controller's view between them.
@MainActor
package struct LayoutEngine {
    /// The height of a navigation bar and of a toolbar.
    package static let navigationBarHeight = 44.0
    /// The height of a tab bar.
    package static let tabBarHeight = 49.0
    /// The height of a toolbar.
    package static let toolbarHeight = 44.0
    /// The height a navigation bar adds below its first 44 points for a large title.
    package static let largeTitleHeight = 52.0

    /// The height of `bar`: 44 points, and 52 more for a large title when it prefers large
    /// titles and its top item has a title.
    package static func navigationBarHeight(for bar: NavigationBar) -> Double {
        let hasTitle = !(bar.topItem?.title ?? "").isEmpty
        return bar.prefersLargeTitles && hasTitle ? navigationBarHeight + largeTitleHeight : navigationBarHeight
    }

    package init() {}

    /// Gives `view` the frame `frame` in its superview's coordinates. The pass lays out the
    /// view's own subviews after this view's (see `View+Layout.swift`).
    func place(_ view: View, in frame: CGRect) {
        view.setFrameFromLayout(frame.standardized)
    }

    /// Places the subviews of `view` by the rules of its kind: what
    /// ``View/layoutSubviews()`` does unless a subclass overrides it.
    package func layoutSubviews(of view: View) {
        let bounds = CGRect(origin: .zero, size: view.frame.size)
        switch view {
        case let window as Window:
            layoutWindow(window, in: bounds)
        case let stack as StackView:
            layoutStack(stack, in: bounds)
        case let table as TableView:
            layoutTable(table, in: bounds)
        case let cell as TableViewCell:
            layoutCell(cell, in: bounds)
        case let headerFooter as TableViewHeaderFooterView:
            layoutHeaderFooter(headerFooter, in: bounds)
        case let collection as CollectionView:
            layoutCollection(collection, in: bounds)
        case let cell as CollectionViewCell:
            layoutFree(
                cell.subviews, in: bounds,
                filling: [cell.contentView, cell.backgroundView, cell.selectedBackgroundView].compactMap { $0 })
        case let scroll as ScrollView:
            layoutScroll(scroll, in: bounds)
        case let bar as SearchBar:
            layoutSearchBar(bar, in: bounds)
        case let bar as NavigationBar:
            layoutNavigationBar(bar, in: bounds)
        default:
            if let cell = view.superview as? TableViewCell, cell.contentView === view {
                layoutCellContent(of: cell, in: bounds)
            } else if let headerFooter = view.superview as? TableViewHeaderFooterView, headerFooter.contentView === view {
                layoutHeaderFooterContent(of: headerFooter, in: bounds)
            } else if let navigation = view.owningViewController as? NavigationController {
                layoutNavigationContainer(view, controller: navigation, in: bounds)
            } else if !layoutContainerController(view, in: bounds) {
                layoutFree(view.subviews, in: bounds)
            }
        }
        // Auto Layout places the subviews whose constraints place them, after the kit's rules
        // placed the others (whose frames the constraints read).
        if ConstraintLayout.isInUse { ConstraintLayout.placeConstrainedSubviews(of: view) }
    }

    // MARK: - Free layout

    /// Lays out `subviews` in `bounds`: a subview the app gave a frame of non-zero size keeps
    /// it; bars without one dock (navigation bars at the top, tab bars and toolbars at the
    /// bottom), and the other subviews without one (and those in `filling`) fill the rest.
    package func layoutFree(_ subviews: [View], in bounds: CGRect, filling: [View] = []) {
        var content = bounds
        let automatic = subviews.filter { view in
            filling.contains { $0 === view } || view.hasAutomaticFrame
        }
        for bar in automatic {
            switch bar {
            case let navigationBar as NavigationBar:
                let height = Swift.min(Self.navigationBarHeight(for: navigationBar), content.height)
                place(bar, in: CGRect(x: content.minX, y: content.minY, width: content.width, height: height))
                content = CGRect(
                    x: content.minX, y: content.minY + height, width: content.width,
                    height: content.height - height)
            case is TabBar, is Toolbar:
                let height = Swift.min(bar is TabBar ? Self.tabBarHeight : Self.toolbarHeight, content.height)
                place(bar, in: CGRect(x: content.minX, y: content.maxY - height, width: content.width, height: height))
                content = CGRect(x: content.minX, y: content.minY, width: content.width, height: content.height - height)
            default:
                continue
            }
        }
        // Subviews with frames of the app's keep them.
        for view in automatic where !(view is NavigationBar || view is TabBar || view is Toolbar) {
            place(view, in: content)
        }
    }

    /// The window's root view controller's view fills the window (less any bars docked in
    /// it); other subviews follow the free rules.
    private func layoutWindow(_ window: Window, in bounds: CGRect) {
        let root = window.rootViewController.flatMap { $0.isViewLoaded ? $0.view : nil }
        // Presented controllers' views fill the window too, except alerts, which fit their content.
        var filling = root.map { [$0] } ?? []
        var alerts: [(View, AlertController)] = []
        for subview in window.subviews {
            guard let controller = subview.owningViewController, controller.presentingViewController != nil else { continue }
            if let alert = controller as? AlertController {
                alerts.append((subview, alert))
            } else {
                filling.append(subview)
            }
        }
        layoutFree(
            window.subviews.filter { subview in !alerts.contains { $0.0 === subview } }, in: bounds,
            filling: filling)
        for (view, alert) in alerts {
            place(view, in: alertFrame(view, alert: alert, in: bounds))
        }
    }

    /// The navigation bar at the top, the toolbar at the bottom (when they are subviews), and
    /// every other subview (the top view controller's view) between them.
    private func layoutNavigationContainer(
        _ view: View, controller: NavigationController, in bounds: CGRect
    ) {
        var content = bounds
        if controller.navigationBar.superview === view {
            let height = Swift.min(Self.navigationBarHeight(for: controller.navigationBar), content.height)
            place(controller.navigationBar, in: CGRect(x: 0, y: 0, width: bounds.width, height: height))
            content = CGRect(x: 0, y: height, width: bounds.width, height: bounds.height - height)
        }
        if controller.toolbar.superview === view {
            let height = Swift.min(Self.toolbarHeight, content.height)
            place(controller.toolbar, in: CGRect(x: 0, y: content.maxY - height, width: bounds.width, height: height))
            content = CGRect(x: 0, y: content.minY, width: bounds.width, height: content.height - height)
        }
        for subview in view.subviews where subview !== controller.navigationBar && subview !== controller.toolbar {
            place(subview, in: content)
        }
    }

    // MARK: - Collection views

    /// With a data source, the collection view's layout object places the elements in view
    /// (see `LayoutEngine+DataSourceCollection.swift`). Ready cells flow left to right in rows,
    /// `itemSpacing` apart; each takes its natural size (80×80 when it has none).
    private func layoutCollection(_ collection: CollectionView, in bounds: CGRect) {
        if let dataSource = collection.dataSource {
            let placed = Set(layoutDataSourceCollection(collection, dataSource: dataSource, in: bounds).map(ObjectIdentifier.init))
            layoutFree(collection.subviews.filter { !placed.contains(ObjectIdentifier($0)) }, in: bounds)
            return
        }
        for (view, frame) in collectionFrames(collection, width: bounds.width) {
            place(view, in: frame)
        }
        let items = Set(collection.items.map(ObjectIdentifier.init))
        layoutFree(collection.subviews.filter { !items.contains(ObjectIdentifier($0)) }, in: bounds)
    }

    /// The frames of a collection view's items in a width.
    package func collectionFrames(_ collection: CollectionView, width: Double) -> [(View, CGRect)] {
        var result: [(View, CGRect)] = []
        var x = 0.0
        var y = 0.0
        var rowHeight = 0.0
        let spacing = collection.itemSpacing
        for item in collection.items {
            var size = fittingSize(item, width: width)
            if size.width == 0 || size.height == 0 { size = CGSize(width: 80, height: 80) }
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            result.append((item, CGRect(origin: CGPoint(x: x, y: y), size: size)))
            x += size.width + spacing
            rowHeight = Swift.max(rowHeight, size.height)
        }
        return result
    }
}
