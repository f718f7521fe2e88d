public import AppearanceKit

/// The frames of every view in a tree laid out in a size, as the renderer draws them.
///
/// Making a layout runs the kit's layout pass (``/AppearanceKit/View/layoutIfNeeded()``) over
/// the whole tree in `size`, so every view's ``/AppearanceKit/View/layoutSubviews()``, the
/// app's overrides among them, places its subviews, and then reads the frames the pass
/// computed: the picture shows the frames the app sees. The root takes the size for the pass;
/// when that is not its own size, it gets its own size back afterwards and lays out in it at
/// its window's next pass.
///
/// The kit's rules, in short (see ``/AppearanceKit/View/layoutSubviews()``): a window's root
/// view controller's view fills the window; a subview the app gave a frame of non-zero size
/// keeps it; a subview without one is placed (navigation bars dock at the top, tab bars and
/// toolbars at the bottom, other views fill what is left); stack views, tables, cells and
/// container controllers' views place their subviews by their own rules.
///
/// ```swift
/// let screen = DemoScreen.make()
/// let layout = Layout(screen.window, size: CGSize(width: 390, height: 844))
/// layout.frame(of: screen.view("card")!)          // in its superview's coordinates
/// layout.frameInRoot(of: screen.view("card")!)    // in the window's coordinates
/// ```
public struct Layout: Sendable {
    /// The size the root was laid out in.
    public let size: CGSize
    private let frames: [ObjectIdentifier: CGRect]
    private let rootFrames: [ObjectIdentifier: CGRect]

    /// Lays out `root` and its subtree in `size` and reads the frames.
    ///
    /// - Complexity: Each view is laid out once; a stack view measures its arranged subviews
    ///   before placing them, so views inside nested stacks are measured once per enclosing stack.
    @MainActor
    public init(_ root: View, size: CGSize) {
        let ownFrame = root.frame
        if ownFrame.size != size { root.setFrameFromLayout(CGRect(origin: ownFrame.origin, size: size)) }
        // Everything is laid out: a picture is drawn from frames laid out for the current
        // values, whatever the marks say.
        root.setSubtreeNeedsLayout()
        root.layoutIfNeeded()
        var frames: [ObjectIdentifier: CGRect] = [:]
        var rootFrames: [ObjectIdentifier: CGRect] = [:]
        frames[ObjectIdentifier(root)] = CGRect(origin: .zero, size: size)
        rootFrames[ObjectIdentifier(root)] = CGRect(origin: .zero, size: size)
        // Frames as drawn: a scroll view's subviews move with its content offset.
        var pending: [(view: View, origin: CGPoint)] = [(root, .zero)]
        while let (view, origin) = pending.popLast() {
            let shift = LayoutEngine.contentShift(of: view)
            for subview in view.subviews {
                let frame = subview.frame.offsetBy(dx: shift.x, dy: shift.y).standardized
                frames[ObjectIdentifier(subview)] = frame
                let subviewOrigin = origin.offsetBy(dx: frame.origin.x, dy: frame.origin.y)
                rootFrames[ObjectIdentifier(subview)] = CGRect(origin: subviewOrigin, size: frame.size)
                pending.append((subview, subviewOrigin))
            }
        }
        if ownFrame.size != size { root.setFrameFromLayout(ownFrame) }
        self.size = size
        self.frames = frames
        self.rootFrames = rootFrames
    }

    /// The frame of `view` in its superview's coordinates, or `nil` when `view` is not in the
    /// laid-out tree.
    public func frame(of view: View) -> CGRect? {
        frames[ObjectIdentifier(view)]
    }

    /// The frame of `view` in the root's coordinates, or `nil` when `view` is not in the
    /// laid-out tree.
    public func frameInRoot(of view: View) -> CGRect? {
        rootFrames[ObjectIdentifier(view)]
    }

    /// The natural size of `view` when it may be at most `width` points wide (`nil`: no limit):
    /// what a stack view gives it.
    ///
    /// ```swift
    /// Layout.fittingSize(of: Switch())        // 51×31
    /// ```
    @MainActor
    public static func fittingSize(of view: View, width: Double? = nil) -> CGSize {
        LayoutEngine().fittingSize(view, width: width)
    }

    /// The size that shows all of `root`'s content laid out at `size`'s width: `size` itself, or
    /// taller when content runs below the fold, so that pictures and audits see what a person
    /// would scroll to (#42: at the largest text sizes a screen's lower half was cut off, and a
    /// contrast failure there went unseen).
    ///
    /// Content below the fold is a view that ends below the root, or a scroll view whose content
    /// is taller than the scroll view: the root is laid out again as much taller as it takes
    /// (views that fill the root, such as a table, grow with it), a few times at most, and never
    /// past `maximumHeight`.
    @MainActor
    public static func fullContentSize(of root: View, size: CGSize, maximumHeight: Double = 20_000) -> CGSize {
        var height = size.height
        for _ in 0..<4 {
            let layout = Layout(root, size: CGSize(width: size.width, height: height))
            let needed = min(layout.contentBottom(of: root), maximumHeight)
            guard needed > height + 0.5 else { break }
            height = needed.rounded(.up)
        }
        return CGSize(width: size.width, height: height)
    }

    /// How far down `root`'s content reaches, in its coordinates: the bottom of its lowest
    /// visible view outside scroll views, and of each outermost scroll view's content (as far
    /// below the scroll view's bottom as the content is taller than the scroll view).
    @MainActor
    func contentBottom(of root: View) -> Double {
        var bottom = size.height
        var pending: [View] = root.subviews
        while let view = pending.popLast() {
            guard !view.isHidden, view.alpha > 0, let frame = frameInRoot(of: view) else { continue }
            bottom = max(bottom, frame.maxY)
            if let scroll = view as? ScrollView {
                let content = LayoutEngine.contentHeight(of: scroll) { self.frame(of: $0) }
                bottom = max(bottom, frame.maxY + content - frame.height)
                continue  // what is inside scrolls: its content height says how far it goes
            }
            pending.append(contentsOf: view.subviews)
        }
        return bottom
    }
}
