/// What a view keeps for Auto Layout, made the first time the view uses it (see
/// ``View/constraintState``): the constraints installed on it, its layout guides, content
/// priorities, margins, its anchors (made once, so that they compare by identity) and, for the
/// root of a hierarchy, the system that solves it.
@MainActor
final class ViewConstraintState {
    /// The constraints installed on the view, in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    /// The app's layout guides (``View/addLayoutGuide(_:)``).
    var layoutGuides: [LayoutGuide] = []
    /// Content hugging by axis, `nil` for the class's default.
    var huggingPriority: [NSLayoutConstraint.Axis: LayoutPriority] = [:]
    /// Compression resistance by axis, `nil` for the default (750).
    var compressionResistancePriority: [NSLayoutConstraint.Axis: LayoutPriority] = [:]
    /// The layout margins the app set; `nil` for the default (``View/defaultLayoutMargins``).
    var layoutMargins: EdgeInsets?
    /// UIKit's margins of a view: 8 points on every side.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether the margins grow to the superview's where the view reaches them.
    var preservesSuperviewLayoutMargins = false
    /// Whether ``View/updateConstraints()`` is to run before the next layout.
    var needsUpdateConstraints = false
    /// Whether a constraint ever named the view (or one of its guides) as an item: a view that
    /// keeps its frame takes part in its superview's solve, so that a constraint fighting its
    /// frame (a forgotten `translatesAutoresizingMaskIntoConstraints = false`) is reported.
    var isConstrained = false
    /// The view's ``View/autoresizingMask``.
    var autoresizingMask: View.AutoresizingMask = []
    /// The view's ``View/autoresizesSubviews``.
    var autoresizesSubviews = true
    /// The solver of the hierarchy this view is the root of, made when it is first laid out.
    var layout: ConstraintLayout?

    /// The system guides (margins, safe area, readable content), made when first asked for.
    var systemGuides: [LayoutGuide.Role: LayoutGuide] = [:]
    /// The anchors, made when first asked for (an attribute has one kind of anchor).
    var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]
}

extension View {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewConstraintState {
        if let constraintState { return constraintState }
        let state = ViewConstraintState()
        constraintState = state
        return state
    }
}
