public import AppearanceCore

extension TabBar {
    /// The look of the tab bar, as an appearance object (iOS 13 and later).
    ///
    /// Setting it stores a copy, as UIKit does; proxies set it too, and each tab bar entering a
    /// window gets a copy of its own:
    ///
    /// ```swift
    /// let appearance = TabBarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
    /// TabBar.appearance().standardAppearance = appearance
    /// ```
    ///
    /// Never `nil`. Until the app or a proxy sets one, it returns an appearance built from the
    /// legacy properties (``barTintColor``, ``unselectedItemTintColor``, …), which then style the
    /// bar; changing that object in place makes it the bar's appearance.
    public var standardAppearance: TabBarAppearance {
        get { standardAppearanceStorage ?? implicitStandardAppearance.object { legacyAppearance() } }
        set { standardAppearanceStorage = newValue.copy() }
    }

    /// The look of the tab bar while the content above it is scrolled to its end; `nil` uses
    /// ``standardAppearance`` with a transparent background. Setting it stores a copy.
    public var scrollEdgeAppearance: TabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }
}

extension AppearanceProxy where Target: TabBar {
    /// Records a standard appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var standardAppearance: TabBarAppearance? {
        get { self[\.standardAppearance]?.copy() }
        set { self[\.standardAppearance] = newValue?.copy() }
    }

    /// Records a scroll-edge appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var scrollEdgeAppearance: TabBarAppearance? {
        get { (self[\.scrollEdgeAppearance] ?? nil)?.copy() }
        set { self[\.scrollEdgeAppearance] = newValue.map { .some($0.copy()) } }
    }
}
