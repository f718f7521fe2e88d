// Tint as UIKit keeps it (#33): a change of a view's tint, or of whether it is dimmed, is told
// (`tintColorDidChange()`) to the view and to every view below it that shows the same change;
// presenting an alert or a popover dims the tint of what is behind it.
extension View {
    /// How a view's tint is adjusted: UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable, CaseIterable {
        /// The superview's mode (`.normal` at the top).
        case automatic
        /// The tint as it is.
        case normal
        /// The tint desaturated, as behind an alert or a popover.
        case dimmed
    }

    /// How this view's tint is adjusted. Reading it gives the mode in effect: this view's,
    /// else the nearest superview's that is not `.automatic`, else `.normal`, as in UIKit.
    /// Setting `.dimmed` draws ``effectiveTintColor`` desaturated in this view and every view
    /// below it that is `.automatic`, and tells them `tintColorDidChange()`.
    ///
    /// ```swift
    /// backgroundView.tintAdjustmentMode = .dimmed   // what UIKit does behind an alert
    /// ```
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: View? = self
            while let current = view {
                if current.storedTintAdjustmentMode != .automatic { return current.storedTintAdjustmentMode }
                view = current.superview
            }
            return .normal
        }
        set {
            let wasDimmed = tintAdjustmentMode == .dimmed
            storedTintAdjustmentMode = newValue
            guard (tintAdjustmentMode == .dimmed) != wasDimmed else { return }
            tellTintChange { $0.storedTintAdjustmentMode == .automatic }
        }
    }

    /// Tells this view and the subviews inheriting its tint that it changed; views in a trait
    /// change are told with their traits instead. (A subtree entering a window is told as it
    /// arrives, ``didMoveToWindowTellingTint(entering:)``: its writes do not come here.)
    func tintDidChange() {
        // In a trait change, the pass that tells the views their traits tells their tints too.
        if deferTintChangeDuringTraitChange() { return }
        tellTintChange { $0.ownTintColor == nil }
    }

    /// Tells this view, then each view below it that `inherits` (and whose superview did),
    /// `tintColorDidChange()`, each before its subviews.
    private func tellTintChange(inherits: (View) -> Bool) {
        tintColorDidChange()
        tellSubviewsTintChange(inherits: inherits)
    }

    /// `didMoveToWindow()`, then, for a view `entering` a window, its tint changed: it now has
    /// the tint its resolution gave it or its new ancestors'. (The move says whether it enters
    /// one: reading `window` would climb the tree for every view.)
    func didMoveToWindowTellingTint(entering: Bool) {
        didMoveToWindow()
        if entering { tintColorDidChange() }
    }

    /// How many subtrees are being resolved as they enter a window (``insertSubview(_:at:)``).
    @MainActor static var subtreesEnteringWindows = 0
}

/// The view a presented alert or popover dims while it shows, and that view's own mode, given
/// back when it goes (#33).
@MainActor
struct TintDimming {
    private var dimmed: (view: View, mode: View.TintAdjustmentMode)?

    /// Whether a view is dimmed now.
    var isDimming: Bool { dimmed != nil }

    /// Dims `view`'s tint, remembering its own mode.
    mutating func dim(_ view: View) {
        restore()
        dimmed = (view, view.storedTintAdjustmentMode)
        view.tintAdjustmentMode = .dimmed
    }

    /// Gives the dimmed view its own mode back.
    mutating func restore() {
        guard let (view, mode) = dimmed else { return }
        dimmed = nil
        view.tintAdjustmentMode = mode
    }
}

extension Color {
    /// The colour a dimmed tint shows: its lightness kept, its hue taken away (OKLab chroma 0),
    /// in every trait state.
    var dimmedTint: Color {
        derived { rgba in
            let lab = rgba.oklab
            return OKLab(l: lab.l, a: 0, b: 0).rgba(alpha: rgba.alpha)
        }
    }
}
