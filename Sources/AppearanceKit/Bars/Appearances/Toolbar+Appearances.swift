public import AppearanceCore

extension Toolbar {
    /// The look of the toolbar at standard height, as an appearance object (iOS 13 and later).
    ///
    /// Setting it stores a copy, as UIKit does; proxies set it too, and each toolbar entering a
    /// window gets a copy of its own:
    ///
    /// ```swift
    /// let appearance = ToolbarAppearance()
    /// appearance.configureWithOpaqueBackground()
    /// Toolbar.appearance().standardAppearance = appearance
    /// ```
    ///
    /// Never `nil`. Until the app or a proxy sets one, it returns an appearance built from the
    /// legacy properties (``barTintColor``, background and shadow images, …), which then style
    /// the bar; changing that object in place makes it the bar's appearance.
    public var standardAppearance: ToolbarAppearance {
        get { standardAppearanceStorage ?? implicitStandardAppearance.object { legacyAppearance(metrics: .default) } }
        set { standardAppearanceStorage = newValue.copy() }
    }

    /// The look of the toolbar at compact height; `nil` uses ``standardAppearance``. Setting it
    /// stores a copy.
    public var compactAppearance: ToolbarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copy() }
    }

    /// The look of the toolbar while the content above it is scrolled to its end; `nil` uses
    /// ``standardAppearance`` with a transparent background. Setting it stores a copy.
    public var scrollEdgeAppearance: ToolbarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copy() }
    }

    /// The look of the toolbar at compact height while the content is scrolled to its end;
    /// `nil` uses ``scrollEdgeAppearance``. Setting it stores a copy.
    public var compactScrollEdgeAppearance: ToolbarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy() }
    }
}

extension AppearanceProxy where Target: Toolbar {
    /// Records a standard appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var standardAppearance: ToolbarAppearance? {
        get { self[\.standardAppearance]?.copy() }
        set { self[\.standardAppearance] = newValue?.copy() }
    }

    /// Records a compact appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var compactAppearance: ToolbarAppearance? {
        get { (self[\.compactAppearance] ?? nil)?.copy() }
        set { self[\.compactAppearance] = newValue.map { .some($0.copy()) } }
    }

    /// Records a scroll-edge appearance (a copy); reads a copy of what this proxy recorded, or `nil`.
    public var scrollEdgeAppearance: ToolbarAppearance? {
        get { (self[\.scrollEdgeAppearance] ?? nil)?.copy() }
        set { self[\.scrollEdgeAppearance] = newValue.map { .some($0.copy()) } }
    }

    /// Records a compact scroll-edge appearance (a copy); reads a copy of what this proxy
    /// recorded, or `nil`.
    public var compactScrollEdgeAppearance: ToolbarAppearance? {
        get { (self[\.compactScrollEdgeAppearance] ?? nil)?.copy() }
        set { self[\.compactScrollEdgeAppearance] = newValue.map { .some($0.copy()) } }
    }
}
