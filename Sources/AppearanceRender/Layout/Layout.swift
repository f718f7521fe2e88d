public import AppearanceKit

/// The frames of every view in a tree laid out in a size: a pure function of the tree and
/// the size.
///
/// Computing a layout reads the tree and changes nothing in it (no view's ``/AppearanceKit/View/frame`` is
/// written), and the same tree and size always give the same frames. The rules, in short:
///
/// - The root takes the whole size. A window's root view controller's view fills the window.
/// - A subview whose frame has a non-zero size keeps its frame; a subview with a zero-size
///   frame is placed automatically: a ``/AppearanceKit/NavigationBar`` docks at the top (44 points), a
///   ``/AppearanceKit/TabBar`` (49) or ``/AppearanceKit/Toolbar`` (44) at the bottom, and any other view fills what is left.
/// - A ``/AppearanceKit/StackView`` lays out its visible arranged subviews by its axis, spacing, alignment,
///   distribution and (with `isLayoutMarginsRelativeArrangement`) layout margins. Each takes
///   its natural size: its frame's size where that is non-zero, else its intrinsic size (text
///   measured with ``FontMetrics``; switch 51×31, stepper 94×32, segmented control and slider
///   31–32 high, buttons at least 44 high). With ``/AppearanceKit/StackView/Distribution/fill`` the extra
///   length goes to the first spacer (an empty plain `View`) or horizontal slider, else to
///   the first label or container, else to the first view.
/// - A ``/AppearanceKit/TableView`` stacks its table header view, then per section the header
///   (`sectionHeaderHeight`), the cells (`rowHeight`) and the footer (`sectionFooterHeight`),
///   then the table footer view; an inset-grouped table insets its cells by 16 points.
/// - A ``/AppearanceKit/NavigationController``'s view puts the navigation bar on top, the toolbar (when shown)
///   at the bottom, and the top view controller's view between them.
///
/// ```swift
/// let screen = DemoScreen.make()
/// let layout = Layout(screen.window, size: Size(width: 390, height: 844))
/// layout.frame(of: screen.view("card")!)          // in its superview's coordinates
/// layout.frameInRoot(of: screen.view("card")!)    // in the window's coordinates
/// ```
public struct Layout: Sendable {
    /// The size the root was laid out in.
    public let size: Size
    private let frames: [ObjectIdentifier: Rect]
    private let rootFrames: [ObjectIdentifier: Rect]

    /// Lays out `root` and its subtree in `size`.
    ///
    /// - Complexity: Each view is placed once; a stack view measures its arranged subviews
    ///   before placing them, so views inside nested stacks are measured once per enclosing stack.
    @MainActor
    public init(_ root: View, size: Size) {
        var engine = LayoutEngine()
        engine.place(root, in: Rect(origin: .zero, size: size), parentOrigin: .zero)
        self.size = size
        frames = engine.frames
        rootFrames = engine.rootFrames
    }

    /// The frame of `view` in its superview's coordinates, or `nil` when `view` is not in the
    /// laid-out tree.
    public func frame(of view: View) -> Rect? {
        frames[ObjectIdentifier(view)]
    }

    /// The frame of `view` in the root's coordinates, or `nil` when `view` is not in the
    /// laid-out tree.
    public func frameInRoot(of view: View) -> Rect? {
        rootFrames[ObjectIdentifier(view)]
    }

    /// The natural size of `view` when it may be at most `width` points wide (`nil`: no limit):
    /// what a stack view gives it.
    ///
    /// ```swift
    /// Layout.fittingSize(of: Switch())        // 51×31
    /// ```
    @MainActor
    public static func fittingSize(of view: View, width: Double? = nil) -> Size {
        LayoutEngine().fittingSize(view, width: width)
    }
}
