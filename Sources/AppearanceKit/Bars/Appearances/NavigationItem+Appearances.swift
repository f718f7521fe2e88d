extension NavigationItem {
    /// The look of the navigation bar at standard height while this item is its top item;
    /// `nil` uses the bar's ``NavigationBar/standardAppearance``. Setting it stores a copy.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     let appearance = NavigationBarAppearance()
    ///     appearance.configureWithTransparentBackground()
    ///     navigationItem.standardAppearance = appearance   // this screen only
    /// }
    /// ```
    public var standardAppearance: NavigationBarAppearance? {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue?.copy() }
    }

    /// The look of the bar at compact height while this item is on top; `nil` uses the bar's
    /// ``NavigationBar/compactAppearance``. Setting it stores a copy.
    public var compactAppearance: NavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copy() }
    }

    /// The look of the bar while this item is on top and the content is scrolled to its top;
    /// `nil` uses the bar's ``NavigationBar/scrollEdgeAppearance``. Setting it stores a copy.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }

    /// The look of the bar at compact height while this item is on top and the content is
    /// scrolled to its top; `nil` uses the bar's ``NavigationBar/compactScrollEdgeAppearance``.
    /// Setting it stores a copy.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy() }
    }
}
