public import AppearanceCore

extension NavigationBar {
    /// The look of the bar at standard height, as an appearance object (iOS 13 and later).
    ///
    /// Setting it stores a copy, as UIKit does: changing the object afterwards does not change
    /// the bar. Proxies set it too (it is an appearance property), and each bar entering a window
    /// gets a copy of its own:
    ///
    /// ```swift
    /// let appearance = NavigationBarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// appearance.backgroundColor = .systemIndigo
    /// NavigationBar.appearance().standardAppearance = appearance
    /// navigationBar.standardAppearance = appearance      // explicit on this bar
    /// ```
    ///
    /// Never `nil`. Until the app or a proxy sets one, it returns an appearance built from the
    /// legacy properties (``barTintColor``, ``titleTextAttributes``, …), which then style the
    /// bar; changing that object in place makes it the bar's appearance.
    public var standardAppearance: NavigationBarAppearance {
        get {
            standardAppearanceStorage ?? implicitStandardAppearance.object { legacyAppearance(metrics: .default) }
        }
        set { standardAppearanceStorage = newValue.copy() }
    }

    /// The look of the bar at compact height (phones in landscape); `nil` uses
    /// ``standardAppearance``. Setting it stores a copy.
    public var compactAppearance: NavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copy() }
    }

    /// The look of the bar while the content below it is scrolled to its top; `nil` uses
    /// ``standardAppearance`` with a transparent background, as UIKit does since iOS 15. Only
    /// bars of a ``NavigationController`` are ever at a scroll edge. Setting it stores a copy.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }

    /// The look of the bar at compact height while the content is scrolled to its top; `nil`
    /// uses ``scrollEdgeAppearance``. Setting it stores a copy.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy() }
    }
}

extension AppearanceProxy where Target: NavigationBar {
    /// Records a standard appearance (a copy: changing `newValue` afterwards changes nothing);
    /// reads a copy of what this proxy recorded, or `nil`.
    ///
    /// ```swift
    /// NavigationBar.appearance().standardAppearance = appearance
    /// NavigationBar.appearance(whenContainedInInstancesOf: [NavigationController.self]).standardAppearance = other
    /// ```
    public var standardAppearance: NavigationBarAppearance? {
        get { self[\.standardAppearance]?.copy() }
        set { self[\.standardAppearance] = newValue?.copy() }
    }

    /// Records a compact appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var compactAppearance: NavigationBarAppearance? {
        get { (self[\.compactAppearance] ?? nil)?.copy() }
        set { self[\.compactAppearance] = newValue.map { .some($0.copy()) } }
    }

    /// Records a scroll-edge appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { (self[\.scrollEdgeAppearance] ?? nil)?.copy() }
        set { self[\.scrollEdgeAppearance] = newValue.map { .some($0.copy()) } }
    }

    /// Records a compact scroll-edge appearance (a copy); reads a copy of what this proxy
    /// recorded, or `nil`.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { (self[\.compactScrollEdgeAppearance] ?? nil)?.copy() }
        set { self[\.compactScrollEdgeAppearance] = newValue.map { .some($0.copy()) } }
    }
}
