import Foundation

extension ConstraintLayout {
    /// The size `view`'s constraints (those installed on it and below it) and content give it
    /// near `target`, its width held at `horizontal` and its height at `vertical`: UIKit's
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    /// Solved in a system of its own, so the hierarchy's layout is untouched.
    static func fittingSize(
        of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority
    ) -> CGSize {
        view.updateConstraintsIfNeeded()
        let layout = ConstraintLayout(root: view, fitting: (target, horizontal, vertical))
        layout.refresh()
        guard let own = layout.variables[ObjectIdentifier(view)] else { return .zero }
        return CGSize(width: clean(layout.value(own.width)), height: clean(layout.value(own.height)))
    }
}
