public import AppearanceKit

public extension Window {

    /// Unload all views and add back.
    /// Useful for applying `UIAppearance` changes to existing views.
    // Port: the article removes every subview and adds it back, because UIKit applies
    // appearance values only as a view enters a window. The kit restyles a window in place
    // (R7): the same views, every proxy change applied, explicit values kept, and values the
    // new theme no longer sets back to their un-themed values. (Removing and re-adding would
    // work here too; it just churns the view hierarchy for nothing.)
    func reload() {
        reloadAppearance()
    }
}

public extension Array where Element == Window {

    /// Unload all views for each `Window` and add back.
    /// Useful for applying `UIAppearance` changes to existing views.
    // Port: `@MainActor` added, as Swift 6 asks of this extension with UIKit too (windows are
    // main-actor objects; an extension of `Array` is not).
    @MainActor func reload() {
        forEach { $0.reload() }
    }
}
