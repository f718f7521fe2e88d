extension LayoutEngine {
    /// The height of the page control under a page view controller's pages.
    package static let pageControlHeight = 37.0
    /// The width of an alert.
    package static let alertWidth = 270.0
    /// The margin around an action sheet.
    package static let actionSheetMargin = 8.0

    /// Lays out the root view of a container view controller the kit knows (tab bar, split view
    /// and page view controllers); returns `false` for other views.
    package func layoutContainerController(_ view: View, in bounds: CGRect) -> Bool {
        switch view.owningViewController {
        case let tabs as TabBarController:
            layoutTabBarContainer(view, controller: tabs, in: bounds)
        case let split as SplitViewController:
            layoutSplitContainer(view, controller: split, in: bounds)
        case is PageViewController:
            layoutPageContainer(view, in: bounds)
        default:
            return false
        }
        return true
    }

    /// The tab bar at the bottom, the selected child's view above it.
    private func layoutTabBarContainer(
        _ view: View, controller: TabBarController, in bounds: CGRect
    ) {
        var content = bounds
        if controller.tabBar.superview === view {
            let height = Swift.min(Self.tabBarHeight, bounds.height)
            place(controller.tabBar, in: CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height))
            content = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - height)
        }
        for subview in view.subviews where subview !== controller.tabBar {
            place(subview, in: content)
        }
    }

    /// The width of a split view's primary column in `width` points, or the whole width when
    /// it is collapsed.
    package static func primaryColumnWidth(of split: SplitViewController, width: Double) -> Double {
        split.isCollapsed ? width : Swift.min(split.preferredPrimaryColumnWidth, (width * 0.4).rounded(.down))
    }

    /// The primary column on the leading side, the secondary filling the rest after a
    /// one-point separator; only the primary when collapsed.
    private func layoutSplitContainer(
        _ view: View, controller: SplitViewController, in bounds: CGRect
    ) {
        let primaryWidth = Self.primaryColumnWidth(of: controller, width: bounds.width)
        let views = controller.viewControllers.map { $0.isViewLoaded ? $0.view : nil }
        let primary = views.first ?? nil
        let secondary = views.count > 1 ? views[1] : nil
        for subview in view.subviews {
            if subview === primary {
                place(subview, in: CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height))
            } else if subview === secondary {
                let x = primaryWidth + 1
                place(subview, in: CGRect(x: x, y: 0, width: Swift.max(bounds.width - x, 0), height: bounds.height))
            } else {
                place(subview, in: bounds)
            }
        }
    }

    /// The page control at the bottom (when shown), the pages side by side above it.
    private func layoutPageContainer(_ view: View, in bounds: CGRect) {
        let control = view.subviews.first { $0 is PageControl }
        let controlHeight = control == nil ? 0 : Swift.min(Self.pageControlHeight, bounds.height)
        let height = bounds.height - controlHeight
        if let control {
            place(control, in: CGRect(x: 0, y: height, width: bounds.width, height: controlHeight))
        }
        let pages = view.subviews.filter { $0 !== control }
        let width = pages.isEmpty ? bounds.width : bounds.width / Double(pages.count)
        for (index, page) in pages.enumerated() {
            place(page, in: CGRect(x: width * Double(index), y: 0, width: width, height: height))
        }
    }

    /// Where a presented alert controller's view goes in a window of `bounds`: an alert in the
    /// middle, 270 points wide; an action sheet at the bottom, inside 8-point margins; both as
    /// high as their content.
    package func alertFrame(_ view: View, alert: AlertController, in bounds: CGRect) -> CGRect {
        switch alert.preferredStyle {
        case .alert:
            let width = Swift.min(Self.alertWidth, bounds.width)
            let height = Swift.min(intrinsicSize(view, width: width).height, bounds.height)
            return CGRect(
                x: (bounds.width - width) / 2, y: ((bounds.height - height) / 2).rounded(),
                width: width, height: height)
        case .actionSheet:
            let margin = Self.actionSheetMargin
            let width = Swift.max(bounds.width - 2 * margin, 0)
            let height = Swift.min(intrinsicSize(view, width: width).height, bounds.height)
            return CGRect(x: margin, y: bounds.height - height - margin, width: width, height: height)
        }
    }
}
