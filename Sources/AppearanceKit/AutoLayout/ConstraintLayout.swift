internal import AppearanceSolver
import Foundation

// Auto Layout for one hierarchy (#44). The hierarchy's root keeps a `ConstraintLayout`, which
// turns the active constraints of the hierarchy into a Cassowary system (AppearanceSolver) over
// four variables per item (left, top, width and height in the root's coordinates) and keeps
// it solved:
// - views that keep their frames (`translatesAutoresizingMaskIntoConstraints`, the default)
//   are fixed to them by required constraints relative to their superviews, whose constants
//   follow the frames incrementally; the root is fixed to its own size;
// - views that Auto Layout places get their intrinsic content size as hugging (`<=`) and
//   compression resistance (`>=`) constraints at their priorities, whose constants follow the
//   content;
// - layout guides are tied to their views (margins, safe area, readable width).
// The system is built again when what it holds changes (a constraint is activated or removed,
// a view moves, a flag changes); a constraint's constant, a frame or a content size moves a
// constant of the tableau, which the solver re-optimises from the previous solution.
// `View.layoutSubviews()` (through `LayoutEngine`) then places each subview Auto Layout places
// from the solution, after the kit's rules placed the others.

/// The Auto Layout system of one hierarchy (see above).
@MainActor
final class ConstraintLayout {
    /// The constraints installed on any view: while none is, nothing here runs.
    static var installedConstraintCount = 0
    /// Views marked by `setNeedsUpdateConstraints()` and not yet updated.
    static var pendingConstraintUpdates = 0
    /// Whether any view uses Auto Layout.
    static var isInUse: Bool { installedConstraintCount > 0 }

    /// The position and size of a view or layout guide, in the root's coordinates.
    final class ItemVariables {
        let left: Variable
        let top: Variable
        let width: Variable
        let height: Variable

        init(_ name: String) {
            left = Variable("\(name).minX")
            top = Variable("\(name).minY")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
    }

    /// A view fixed to its frame: the four required constraints and the constants they hold.
    struct FrameInput {
        /// Weak: the system belongs to the hierarchy's root, which owns these views.
        weak var view: View?
        let constraints: [NSAutoresizingMaskLayoutConstraint]
        var frame: CGRect
    }

    /// A view's intrinsic content size as soft constraints: hugging and compression resistance
    /// per axis that has a size.
    struct IntrinsicInput {
        weak var view: View?
        var size: CGSize
        let hugWidth: Constraint?
        let resistWidth: Constraint?
        let hugHeight: Constraint?
        let resistHeight: Constraint?
    }

    /// The hierarchy's root, which keeps this system (weak: the root owns it).
    weak var root: View?
    /// The target size when the system answers `systemLayoutSizeFitting`, with the priorities
    /// of its width and height; `nil` for a hierarchy laid out at its root's size.
    let fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)?
    let solver = Solver()
    var needsRebuild = true

    var variables: [ObjectIdentifier: ItemVariables] = [:]
    /// The solver's constraint of each active constraint the system holds, with the part of its
    /// expression's constant that comes from the attributes (margins, baselines): the tableau's
    /// constant is that minus the constraint's `constant`.
    var installed: [ObjectIdentifier: (constraint: Constraint, attributeConstant: Double)] = [:]
    /// The active constraints the system holds, in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    var frameInputs: [FrameInput] = []
    var intrinsicInputs: [IntrinsicInput] = []
    /// The solver's constraint of each autoresizing constraint, for constant updates.
    var autoresizing: [ObjectIdentifier: Constraint] = [:]
    /// The constraints refused since the last build, each reported once.
    var brokenConstraints: [NSLayoutConstraint] = []

    init(root: View, fitting: (size: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority)? = nil) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: - Placing subviews

    /// Places the subviews of `view` that Auto Layout places, from its hierarchy's solution.
    static func placeConstrainedSubviews(of view: View) {
        // A stack view places its arranged subviews itself (with constraints of its own in UIKit).
        let arranged = (view as? StackView)?.arrangedSubviews ?? []
        let placed = view.subviews.filter { subview in
            !subview.translatesAutoresizingMaskIntoConstraints && !arranged.contains { $0 === subview }
        }
        // A constrained view that keeps its frame is not placed, but its constraints are solved
        // against the frame, so that a conflict is told (UIKit's usual "forgot to turn off
        // translatesAutoresizingMaskIntoConstraints").
        guard !placed.isEmpty || view.subviews.contains(where: { $0.constraintState?.isConstrained == true }) else { return }
        let root = view.hierarchyRoot
        let state = root.autoLayout
        let layout = state.layout ?? ConstraintLayout(root: root)
        state.layout = layout
        layout.refresh()
        guard let parent = layout.variables[ObjectIdentifier(view)] else { return }
        for subview in placed {
            guard let frame = layout.frame(of: subview, relativeTo: parent) else { continue }
            subview.setFrameFromLayout(frame)
        }
    }

    /// Brings the system up to date: the views' `updateConstraints()`, a new build if what it
    /// holds changed, else the frames and content sizes it reads.
    func refresh() {
        guard let root else { return }
        if Self.pendingConstraintUpdates > 0 { root.updateConstraintsIfNeeded() }
        if needsRebuild {
            build()
        } else {
            updateInputs()
        }
        updateWrappingLabels()
    }

    // MARK: - Reading the solution

    /// `item`'s frame relative to the item `parent`'s variables.
    func frame(of item: AnyObject, relativeTo parent: ItemVariables) -> CGRect? {
        guard let own = variables[ObjectIdentifier(item)] else { return nil }
        return CGRect(
            x: Self.clean(value(own.left) - value(parent.left)), y: Self.clean(value(own.top) - value(parent.top)),
            width: Self.clean(value(own.width)), height: Self.clean(value(own.height)))
    }

    /// `guide`'s frame in `view`'s coordinates, once the system placed it.
    func frame(of guide: LayoutGuide, in view: View) -> CGRect? {
        guard let parent = variables[ObjectIdentifier(view)] else { return nil }
        return frame(of: guide, relativeTo: parent)
    }

    /// Whether the constraints leave any of `view`'s position or size open.
    func isAmbiguous(_ view: View) -> Bool {
        if needsRebuild { refresh() }
        guard let own = variables[ObjectIdentifier(view)] else { return true }
        return [own.left, own.top, own.width, own.height].contains { solver.isAmbiguous($0) }
    }

    func value(_ variable: Variable) -> Double { solver.value(of: variable) }

    /// A solved value without the solver's rounding noise (a millionth of a point).
    static func clean(_ value: Double) -> CGFloat {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return rounded == 0 ? 0 : rounded
    }

    // MARK: - Changes the constraints tell

    /// An active constraint's constant changed: the tableau's constant moves with it.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard !needsRebuild, let entry = installed[ObjectIdentifier(constraint)] else { return }
        do {
            try solver.updateConstant(of: entry.constraint, to: entry.attributeConstant - Double(constraint.constant))
        } catch {
            reportUnsatisfiable(constraint)
        }
        root?.setNeedsLayoutBelowForConstraint(constraint)
    }

    /// A priority changed: the constraint's strength is another, so it goes in again.
    func priorityDidChange(of constraint: NSLayoutConstraint) {
        needsRebuild = true
        root?.setNeedsLayoutBelowForConstraint(constraint)
    }

    /// An active constraint was removed from its view.
    func constraintDidDeactivate(_ constraint: NSLayoutConstraint) {
        needsRebuild = true
    }
}

extension View {
    /// Marks the views a changed constraint places for layout: its items' superviews.
    func setNeedsLayoutBelowForConstraint(_ constraint: NSLayoutConstraint) {
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let view = LayoutItemReference.view(of: item) else { continue }
            view.setNeedsLayout()
            view.superview?.setNeedsLayout()
        }
    }
}
