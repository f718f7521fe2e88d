/// What a window notification pass does at each view it reaches, passed down the subtree by
/// address (see `View.notifySubtree(depth:_:)`).
@MainActor
protocol SubtreeVisit {
    /// Tells `view`.
    mutating func callAsFunction(_ view: View)
}

/// Tells each view `willMove(toWindow:)`, and lists the views told, in order, for the
/// `didMoveToWindow()` pass.
struct WillMoveVisit: SubtreeVisit {
    let window: Window?
    let views: BorrowedObjectList<View>
    /// The controllers whose root views move, outer ones first: they appear or disappear (see
    /// `ViewController+Appearance.swift`).
    var controllers: [ViewController] = []

    mutating func callAsFunction(_ view: View) {
        view.willMove(toWindow: window)
        views.append(view)
        if let controller = view.controllerOfRootView { controllers.append(controller) }
    }
}

/// Tells each view `didMoveToWindow()`: every one, or only those still `waiting` (by identity),
/// each once.
struct DidMoveVisit: SubtreeVisit {
    /// Whether the views moved into a window (and so inherit a new tint).
    let entersWindow: Bool
    var waiting: Set<ObjectIdentifier>?

    mutating func callAsFunction(_ view: View) {
        guard waiting != nil else { return view.didMoveToWindowTellingTint(entering: entersWindow) }
        if waiting?.remove(ObjectIdentifier(view)) != nil { view.didMoveToWindowTellingTint(entering: entersWindow) }
    }
}
