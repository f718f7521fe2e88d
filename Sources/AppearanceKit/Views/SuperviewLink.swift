/// A view's reference to its superview: neither strong (the superview owns the view, through
/// its subviews) nor weak. A weak reference would give every superview a side table, and every
/// retain and release of an object with a side table takes the runtime's slow path; the
/// engine's walks and the kit's notification walks retain the views they pass through.
///
/// Lifetime rule: a link names a view only while the linking view is in that view's
/// ``View/subviews`` (which keeps it alive, so the link cannot outlive the superview unless the
/// superview is freed): ``View/insertSubview(_:at:)`` sets it, ``View/removeFromSuperview()``
/// and moves clear it, and a view's `deinit` clears the link of every subview it still has
/// before letting go of them. Nothing else writes it.
///
/// `@unsafe`: the type cannot check that rule itself (View keeps it), so every use is spelled
/// `unsafe`; with View.swift, this is one of the kit's files that UnsafeConfinementTests allows
/// unsafe code in.
@unsafe struct SuperviewLink {
    // `Unmanaged` rather than `unowned(unsafe)`: comparing an `unowned(unsafe)` reference makes
    // a strong copy of it (a retain and a release), and walks compare it for every view.
    private var view: Unmanaged<View>?

    /// No superview.
    static let none = unsafe SuperviewLink(view: nil)

    /// A link to `view`, which must keep the linking view in its subviews while the link exists.
    init(_ view: View?) { unsafe self.view = unsafe view.map { unsafe Unmanaged.passUnretained($0) } }

    private init(view: Unmanaged<View>?) { unsafe self.view = unsafe view }

    /// The superview, retained for the caller.
    var superview: View? { unsafe view?.takeUnretainedValue() }

    /// Whether the superview is `object`, compared without counting a reference to either.
    func isSuperview(_ object: AnyObject) -> Bool {
        guard let view = unsafe view else { return false }
        return unsafe view.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }
}
