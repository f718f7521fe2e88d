public import AppearanceCore

/// A rectangular area of the screen: the base class of every view in the kit.
///
/// Views receive appearance values when they enter a window, with their whole subtree, before
/// ``didMoveToWindow()`` runs (R3); moving inside a window resolves them again for their new
/// place, and trait changes re-resolve them in place (R6, R7).
///
/// ```swift
/// View.appearance(whenContainedInInstancesOf: [ShowMoreView.self]).borderColor = .red
/// let window = Window()
/// window.addSubview(showMore)        // showMore's subviews now have red borders
/// ```
@safe @preconcurrency @MainActor
open class View: AppearanceNode {
    // `@safe`: the one unsafe part of a view's storage, its superview link, is written only by
    // the view's own hierarchy methods and `deinit`, which keep the link's lifetime rule (see
    // SuperviewLink); nothing outside the class can reach it.

    /// Engine bookkeeping.
    public let appearanceState = AppearanceNodeState()

    /// The view this view is a subview of.
    public var superview: View? { unsafe superviewLink.superview }
    /// The link behind ``superview`` (see ``SuperviewLink`` for its lifetime rule). Written on
    /// the main actor, and by a superview's `deinit` (see `subviewList`).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var superviewLink = unsafe SuperviewLink.none
    /// The subviews, back to front (a copy, as UIKit's is).
    public var subviews: [View] { unsafe subviewList.elements }
    /// The storage of ``subviews``: the walks read it in place and borrow each subview (see
    /// `AppearanceChildren`). Isolation rule: read and written on the main actor like every
    /// other member, except by `deinit`, which runs without isolation and touches only its own
    /// list and those of views nothing else references (checked with
    /// `isKnownUniquelyReferenced`), which no other code can reach at the same time.
    @exclusivity(unchecked) nonisolated(unsafe) final private(set) var subviewList = AppearanceChildren<View>()
    /// The view controller whose root view this is, if any (it sits between this view and its
    /// superview in the container chain, R5).
    public internal(set) weak var owningViewController: ViewController? {
        didSet { unsafe hasOwningViewController = owningViewController != nil }
    }
    /// Whether ``owningViewController`` was set: walks ask every view for its container, and
    /// most views have no controller, so they skip loading the weak reference.
    @exclusivity(unchecked) private(set) var hasOwningViewController = false
    /// The controller whose root view this is, read only when there is one (most views are no
    /// controller's, and skip loading the weak reference).
    var controllerOfRootView: ViewController? { unsafe hasOwningViewController ? owningViewController : nil }

    /// The frame in the superview's coordinates.
    ///
    /// A frame of non-zero size set here is the app's: the layout pass keeps it. A view whose
    /// frame is zero is placed by its superview's ``layoutSubviews()``. A new size marks the view
    /// and its superview as needing layout (see `View+Layout.swift`).
    public var frame: CGRect {
        get { frameStorage }
        set { setFrame(newValue, fromLayout: false) }
    }
    /// The storage of ``frame``.
    var frameStorage: CGRect
    /// The layout pass's marks on this view (see `View+Layout.swift`).
    var layoutMarks: LayoutMarks
    /// A name for finding the view (used by the command-line tool's view paths).
    public var accessibilityIdentifier: String?
    /// Whether Invert Colors leaves this view and its subviews as they are (photos, videos).
    public var accessibilityIgnoresInvertColors = false
    /// Whether touches reach the view, as UIKit's; there are no touches here, so it is only kept.
    public var isUserInteractionEnabled = true
    /// An app's number for the view, as UIKit's `tag` (``viewWithTag(_:)`` finds it).
    public var tag = 0
    /// Whether the view's frame is turned into constraints, as UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`: `true` (the default) keeps the frame the app
    /// or the kit's layout gives the view, and constraints that mention the view see that frame;
    /// `false` lets Auto Layout place and size it from its constraints (see `AutoLayout/`).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            constraintStructureDidChange()
        }
    }
    /// How the view's frame follows its superview's size, as UIKit's `autoresizingMask`: when
    /// the superview's size changes (and its ``autoresizesSubviews`` is on), the flexible parts
    /// of each axis (the margins and the size the mask names) share the change in proportion to
    /// their lengths (see `View+Autoresizing.swift`). A view with a mask keeps a zero frame as
    /// its own: the mask, not the kit's layout, grows it.
    open var autoresizingMask: AutoresizingMask {
        get { constraintState?.autoresizingMask ?? [] }
        set {
            if !newValue.isEmpty { View.autoresizingIsInUse = true }
            if constraintState != nil || !newValue.isEmpty { autoLayout.autoresizingMask = newValue }
        }
    }
    /// Whether a change of this view's size resizes its subviews by their
    /// ``autoresizingMask``, as UIKit's (on by default).
    open var autoresizesSubviews: Bool {
        get { constraintState?.autoresizesSubviews ?? true }
        set { if constraintState != nil || !newValue { autoLayout.autoresizesSubviews = newValue } }
    }
    /// The view's Auto Layout state (constraints, guides, priorities, margins), made when first
    /// used: most views have none, and pay one pointer for it.
    var constraintState: ViewConstraintState?
    /// Style classes: targets and containers for style-class proxies.
    ///
    /// ```swift
    /// Button.appearance(styleClass: "danger").backgroundColor = .systemRed
    /// deleteButton.styleClasses = ["danger"]
    /// ```
    public var styleClasses: [String] {
        get { unsafe styleClassStorage }
        set {
            let oldValue = unsafe styleClassStorage
            unsafe styleClassStorage = newValue
            // R4.4, R6 (Rules.md): style classes select proxies; a change resolves the subtree again.
            if oldValue != newValue, window != nil { Appearance.resolve(self) }
        }
    }
    @exclusivity(unchecked) private var styleClassStorage: [String] = []

    // MARK: - Appearance properties

    // Every view's hot state (these styled values, the links and lists above, the trait
    // overrides below) is declared with `@exclusivity(unchecked)`: the engine reads or writes
    // it for every view of every walk, and Swift's dynamic exclusivity checks cost more than
    // the writes. The styled values are therefore `Styled` storage with accessors rather than
    // `@Styled` properties (the attribute cannot be applied to a wrapped property).
    // Exclusivity rule: the storage is private, read and written on the main actor, and each
    // access is a single read or a single write by the accessor next to it, which calls no
    // code that could reach the same storage while it runs.
    @exclusivity(unchecked) private var backgroundColorStorage = Styled<Color?>(wrappedValue: nil)
    @exclusivity(unchecked) private var tintColorStorage = Styled<Color?>(wrappedValue: nil)
    @exclusivity(unchecked) private var alphaStorage = Styled<CGFloat>(wrappedValue: 1)
    @exclusivity(unchecked) private var isHiddenStorage = Styled<Bool>(wrappedValue: false)

    /// The background colour; `nil` is transparent. An appearance property.
    public var backgroundColor: Color? {
        get { unsafe backgroundColorStorage.wrappedValue }
        set { unsafe backgroundColorStorage.wrappedValue = newValue }
    }
    /// The tint colour, as UIKit's `tintColor: UIColor!`: reading it gives the tint in effect
    /// (this view's, else the nearest superview's, else system blue; see ``effectiveTintColor``),
    /// so `tintColor.cgColor` needs no unwrapping; setting `nil` makes the view inherit its
    /// superview's again. An appearance property.
    open var tintColor: Color! {
        get { effectiveTintColor }
        set {
            // #33: a changed tint is told to this view and the subviews that inherit it. Colours
            // are compared by identity: a restyle writes the same colour object again, and a
            // comparison of components on every write of every restyle would cost more than a
            // rare needless call.
            // A subtree entering a window is told its tints view by view as it arrives (see
            // `View+Tint.swift`): its resolution's writes need no comparison.
            // The engine writes through this setter, as UIKit's proxy does, so an app's override
            // (`override var tintColor: UIColor! { didSet { … } }`) sees appearance values too.
            if View.subtreesEnteringWindows > 0 {
                unsafe tintColorStorage.wrappedValue = newValue
                return
            }
            if unsafe tintColorStorage.assignReportingChange(newValue) { tintDidChange() }
        }
    }
    /// The opacity, 0...1. An appearance property.
    public var alpha: CGFloat {
        get { unsafe alphaStorage.wrappedValue }
        set { unsafe alphaStorage.wrappedValue = newValue }
    }
    /// Whether the view is hidden. An appearance property.
    public var isHidden: Bool {
        get { unsafe isHiddenStorage.wrappedValue }
        set { unsafe isHiddenStorage.wrappedValue = newValue }
    }
    /// The layer: the border, corner and shadow attributes, and the layers the app adds to the
    /// view's. Proxies record its attributes through key paths such as
    /// `View.appearance().layer.borderColor = Color.red.cgColor`. Of the class ``layerClass``
    /// names, made by the view's initializer.
    public let layer: Layer

    /// The class of the view's ``layer``, as UIKit's: override it to give the view a
    /// ``GradientLayer`` or a ``ShapeLayer`` (`override class var layerClass: AnyClass { CAGradientLayer.self }`).
    /// A class that is not a ``Layer`` gives a plain layer.
    open class var layerClass: AnyClass { Layer.self }

    /// The tint colour set on this view itself (by the app or an appearance rule), `nil` when it
    /// inherits: what ``tintColor`` reads before it looks up the superviews.
    ///
    /// A typed addition (UIKit cannot tell an inherited tint from an own one): tools and tests
    /// that check what a rule wrote read it.
    public var ownTintColor: Color? { unsafe tintColorStorage.wrappedValue }

    /// The tint colour in effect: this view's, else the nearest superview's, else system blue;
    /// desaturated while the view's tint is dimmed (see ``tintAdjustmentMode``), as UIKit's
    /// `tintColor` reads.
    public var effectiveTintColor: Color {
        var tint: Color?
        var dimmed: Bool?
        var view: View? = self
        while let current = view, tint == nil || dimmed == nil {
            if tint == nil { tint = current.ownTintColor }
            if dimmed == nil, current.storedTintAdjustmentMode != .automatic { dimmed = current.storedTintAdjustmentMode == .dimmed }
            view = current.superview
        }
        let color = tint ?? .systemBlue
        return dimmed == true ? color.dimmedTint : color
    }

    // MARK: - Traits

    /// Overrides this view's interface style and its subtree's (`.unspecified` inherits).
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { unsafe storedUserInterfaceStyle }
        set { if unsafe newValue != storedUserInterfaceStyle { changeTraits { unsafe storedUserInterfaceStyle = newValue } } }
    }

    /// Trait overrides for this view and its subtree.
    ///
    /// ```swift
    /// view.traitOverrides.horizontalSizeClass = .compact
    /// ```
    public var traitOverrides: TraitCollection {
        get { unsafe storedTraitOverrides }
        set { if unsafe newValue != storedTraitOverrides { changeTraits { unsafe storedTraitOverrides = newValue } } }
    }

    // Behind accessors, not `didSet`: the traits before a change must be read before it
    // (``traitCollectionDidChange(_:)`` receives them), and traits are computed, not stored.
    @exclusivity(unchecked) private var storedUserInterfaceStyle = UserInterfaceStyle.unspecified
    @exclusivity(unchecked) private var storedTraitOverrides = TraitCollection()

    /// The effective traits: the window's, then every override down to this view (R6).
    public var traitCollection: TraitCollection { resolvedAppearanceTraits }

    /// Called after this view's traits changed while it is in a window (values are already
    /// re-resolved), with the traits it had before the change, as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when the tint this view shows changed (``effectiveTintColor``): its own
    /// ``tintColor`` or an ancestor's that it inherits, its ``tintAdjustmentMode`` or an
    /// ancestor's, or its place (it moved into a window, whose views' tint it now inherits).
    /// Override it to restyle what draws in the tint, as in UIKit.
    open func tintColorDidChange() {}

    /// Whether this view's tint changed during a trait change that is still being told (see
    /// ``changeTraits(_:)``): the views are told in the pass that tells them their traits
    /// (see `View+WalkTraits.swift`). Exclusivity rule: read and written on the main actor,
    /// each access a single read or write by the tint code, which calls nothing while it
    /// accesses it.
    @exclusivity(unchecked) var tintChangePending = false

    /// The tint adjustment mode as set (`.automatic` inherits the superview's); see
    /// ``tintAdjustmentMode``.
    var storedTintAdjustmentMode = TintAdjustmentMode.automatic

    // MARK: - Life cycle

    /// A view with the given frame, as UIKit's `init(frame:)`: the designated initializer that
    /// a subclass overrides (`override init(frame: CGRect) { super.init(frame: frame); … }`).
    public init(frame: CGRect) {
        frameStorage = frame
        layoutMarks = frame.size == .zero ? [.needsLayout, .automaticFrame] : [.needsLayout]
        layer = Layer.made(for: Self.layerClass)
        unsafe layer.hostLink = unsafe SuperviewLink(self)
    }

    /// A view made from an archive, as UIKit's `init?(coder:)`: every view class that declares
    /// an initializer of its own must also declare this one, as in UIKit. Until Interface
    /// Builder files are loaded, the archive is not read: the view is an empty view with a zero
    /// frame, as `init(frame: .zero)` makes it.
    public required init?(coder: NSCoder) {
        frameStorage = .zero
        layoutMarks = [.needsLayout, .automaticFrame]
        layer = Layer.made(for: Self.layerClass)
        unsafe layer.hostLink = unsafe SuperviewLink(self)
    }

    /// A view with a zero frame, placed by its superview's layout.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: - Layout (the pass and the other members are in View+Layout.swift)

    /// Places the subviews, as UIKit's `layoutSubviews()`: the layout pass calls it when this
    /// view needs layout (it entered a window, its size changed, it was restyled, or
    /// ``setNeedsLayout()`` was called). Never call it yourself; call ``layoutIfNeeded()``.
    ///
    /// The kit's views place their subviews by the rules of their kind (a stack view its
    /// arranged subviews, a table its cells, a navigation controller's view its bars); a plain
    /// view makes each subview without a frame of the app's fill it. Override it to place
    /// subviews from ``bounds``, calling `super.layoutSubviews()` first to keep the kit's
    /// placement:
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///     super.layoutSubviews()
    ///     avatar.frame = CGRect(x: 8, y: 8, width: bounds.height - 16, height: bounds.height - 16)
    ///     avatar.layer.cornerRadius = avatar.bounds.width / 2
    /// }
    /// ```
    open func layoutSubviews() {
        LayoutEngine().layoutSubviews(of: self)
    }

    /// The size this view wants to be when given `size` (a width of zero or less: no limit), as
    /// UIKit's `sizeThatFits(_:)`: for the kit's views, the size their content needs (a label's
    /// text wrapped to the width, a switch's 51×31); for a plain view, its
    /// ``intrinsicContentSize`` where a subclass gives one, else big enough for its subviews.
    /// Stack views size their arranged subviews with it; ``sizeToFit()`` applies it.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        LayoutEngine().intrinsicSize(self, width: size.width > 0 ? size.width : nil)
    }

    /// The size this view's content needs with no limit, or ``noIntrinsicMetric`` in a
    /// dimension where it has none (plain views and containers), as UIKit's
    /// `intrinsicContentSize`. Override it in a custom view with content of its own; call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        LayoutEngine().intrinsicContentSize(of: self)
    }

    /// The space the view keeps inside its edges for its content, as UIKit's: 8 points on every
    /// side by default; a view controller's root view has its controller's
    /// ``ViewController/systemMinimumLayoutMargins`` (16 points at the sides in a compact width,
    /// 20 in a regular one, none at the top and bottom). Constraints to ``layoutMarginsGuide``
    /// and the `…Margin` attributes see it.
    open var layoutMargins: EdgeInsets {
        get { constraintState?.layoutMargins ?? defaultLayoutMargins }
        set {
            guard layoutMargins != newValue else { return }
            autoLayout.layoutMargins = newValue
            constraintStructureDidChange()
            layoutMarginsDidChange()
        }
    }

    /// Called when ``layoutMargins`` change, as UIKit's; does nothing by default.
    open func layoutMarginsDidChange() {}

    // MARK: - Auto Layout's override points (see `AutoLayout/`)

    /// Updates the constraints this view installs, as UIKit's `updateConstraints()`: called
    /// before a layout pass for a view marked by ``setNeedsUpdateConstraints()``, subviews
    /// before their superviews. Call `super` last. Does nothing by default.
    open func updateConstraints() {}

    /// Whether the view's ``updateConstraints()`` runs before its first layout even when it was
    /// not marked, as UIKit's; `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The smallest size (for ``View/layoutFittingCompressedSize``) or the largest (for
    /// ``View/layoutFittingExpandedSize``) the view's constraints allow near `targetSize`, as
    /// UIKit's `systemLayoutSizeFitting(_:)`: the target size holds at the lowest priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it near `targetSize`, the target's width holding at
    /// `horizontalFittingPriority` and its height at `verticalFittingPriority` (a cell asks for
    /// its height at a fixed width with `.required` and `.fittingSizeLevel`).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        ConstraintLayout.fittingSize(
            of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    // MARK: - Drawing and nib life cycle (UIKit's override points)

    /// Draws the view's own content into ``CGContext/current``, as UIKit's `draw(_:)`: called
    /// with the bounds whenever a picture of the view is made, after its background and before
    /// its sublayers and subviews. What a ``BezierPath`` or the context fills and strokes is
    /// drawn. Does nothing by default.
    open func draw(_ rect: CGRect) {}

    /// Marks the view to be drawn again, as UIKit's `setNeedsDisplay()`. Pictures are drawn
    /// from the current state whenever they are made, so there is nothing to mark.
    open func setNeedsDisplay() {}

    /// Called on a view made from an Interface Builder file once every object of the file is
    /// made and connected, as UIKit's `awakeFromNib()`; call `super`. Does nothing by default.
    open func awakeFromNib() {}

    /// Called when Interface Builder's canvas draws a designable view, as UIKit's
    /// `prepareForInterfaceBuilder()`. Does nothing by default.
    open func prepareForInterfaceBuilder() {}

    /// Called when the view moved into a window or out of one; appearance values have already
    /// been applied.
    open func didMoveToWindow() {}
    /// Called when the view is about to move into a window (or out, with `nil`).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    // A view owns its subtree through `subviews`, so freeing the top of a deep hierarchy would
    // free each level from inside the deinit of the level above, a stack frame per level. The
    // views only this subtree keeps alive are taken over and freed one at a time instead.
    // Every view whose superview goes is unlinked from it first (a subview something else
    // retains outlives its superview; see SuperviewLink).
    // (Not an `isolated deinit`: the class's `@preconcurrency` rules that out.)
    deinit {
        // The layer's link to this view (its lifetime rule: cleared here, as the view goes).
        unsafe layer.hostLink = .none
        guard unsafe !subviewList.isEmpty else { return }
        var orphans: [View] = []
        unsafe subviewList.removeAll(into: &orphans)
        for view in orphans { unsafe view.superviewLink = .none }
        while var view = orphans.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }
            let first = orphans.count
            unsafe view.subviewList.removeAll(into: &orphans)
            for index in first..<orphans.count { unsafe orphans[index].superviewLink = .none }
        }
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews; see ``insertSubview(_:at:)``.
    public func addSubview(_ view: View) {
        unsafe insertSubview(view, at: subviewList.count)
    }

    /// Inserts `view` at `index`, moving it from its old superview.
    ///
    /// If this view is in a window, the moved subtree is resolved for its new place before
    /// `didMoveToWindow()` runs (R3); a move inside one window resolves it again in place.
    ///
    /// - Precondition: `view` is not this view or one of its ancestors.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "addSubview: a view cannot be added inside itself")
        let oldWindow = view.window
        let newWindow = window
        let changesBefore = View.hierarchyChanges
        let appendedToWindow = unsafe newWindow === self && index >= subviewList.count
        let windowWasEmpty = unsafe subviewList.isEmpty
        var move = oldWindow !== newWindow ? view.notifyWillMove(toWindow: newWindow) : nil
        // The controllers whose views enter or leave a window appear or disappear (#45).
        let transition = move.flatMap { AppearanceTransition(controllers: $0.controllers, appearing: newWindow != nil) }
        if let old = view.superview {
            if ConstraintLayout.isInUse { view.constraintsWillDetach(from: old) }
            old.willRemoveSubview(view)
            old.removeFromSubviewList(view)
            move?.countOwnChange()
        }
        unsafe subviewList.insert(view, at: min(index, subviewList.count))
        View.hierarchyChanges &+= 1
        move?.countOwnChange()
        unsafe view.superviewLink = SuperviewLink(self)
        if ConstraintLayout.isInUse { view.constraintStructureDidChange() }
        // As in UIKit, a new subview is placed by its superview's next layout.
        setNeedsLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
        // R3 (Rules.md): before didMoveToWindow(); a move inside a window resolves again too.
        if newWindow != nil {
            // A subtree entering a window is told its tint view by view as it arrives (after
            // `didMoveToWindow()`), so tints its resolution sets are not told down the subtree.
            let entering = move != nil
            if entering { View.subtreesEnteringWindows += 1 }
            // The views the move listed are the order the walk reaches them in.
            if let move, move.isCurrent, move.views.count >= View.walkPrefetchMinimum {
                let log = view.walkLog(tally: SubviewTally(), ahead: move.views, changes: View.hierarchyChanges)
                Appearance.resolve(view, loggingVisitsIn: log)
            } else {
                Appearance.resolve(view)
            }
            if entering { View.subtreesEnteringWindows -= 1 }
        }
        if let move {
            view.notifyDidMoveToWindow(move)
            if appendedToWindow, let window = newWindow {
                View.extendWalkOrder(of: window, by: move, changesBefore: changesBefore, windowWasEmpty: windowWasEmpty)
            }
        }
        transition?.finish()
    }

    /// Detaches the view from its superview. It keeps the values it had.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        var move = oldWindow != nil ? notifyWillMove(toWindow: nil) : nil
        let transition = move.flatMap { AppearanceTransition(controllers: $0.controllers, appearing: false) }
        if ConstraintLayout.isInUse { constraintsWillDetach(from: superview) }
        superview.willRemoveSubview(self)
        superview.removeFromSubviewList(self)
        superview.setNeedsLayout()
        move?.countOwnChange()
        unsafe superviewLink = .none
        didMoveToSuperview()
        if let move { notifyDidMoveToWindow(move) }
        transition?.finish()
    }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: View) {
        guard let index = unsafe subviewList.firstIndex(of: view) else { return }
        unsafe subviewList.append(subviewList.remove(at: index))
        View.hierarchyChanges &+= 1
    }

    /// Takes `view` out of the subview list (the superview link is the caller's to clear).
    private func removeFromSubviewList(_ view: View) {
        guard let index = unsafe subviewList.firstIndex(of: view) else { return }
        unsafe subviewList.remove(at: index)
        View.hierarchyChanges &+= 1
    }

    /// Counts every change to any view's subviews: a window change compares the count to tell
    /// whether the views it told `willMove(toWindow:)` are still the subtree to tell
    /// `didMoveToWindow()`.
    static var hierarchyChanges: UInt = 0

    // MARK: - AppearanceNode

    // R5 (Rules.md): a view controller sits between its root view and that view's superview.
    /// The view controller that owns this root view, else the superview.
    public var appearanceContainer: (any AppearanceContainer)? {
        unsafe hasOwningViewController ? owningViewController ?? superview : superview
    }

    /// Whether `container` is this view's ``appearanceContainer``, answered from the view's own
    /// link to its superview: walks ask it of every view they visit, and producing the
    /// superview to compare it would count a reference. `false` for a view that a view
    /// controller owns (the controller sits in between), whatever its superview.
    public func appearanceIsDirectlyContained(in container: AnyObject) -> Bool {
        unsafe !hasOwningViewController && superviewLink.isSuperview(container)
    }

    /// ``traitOverrides`` with ``overrideUserInterfaceStyle`` applied (a window's screen traits
    /// under them).
    ///
    /// Not `open`: walks skip reading it when ``appearanceHasTraitOverridesOrStyleClasses`` says
    /// it is empty, which holds only for the kit's own overrides. Set ``traitOverrides`` or
    /// ``overrideUserInterfaceStyle`` to change a view's traits.
    public var appearanceTraitOverrides: TraitCollection {
        overrideUserInterfaceStyle == .unspecified
            ? traitOverrides : traitOverrides.merging(TraitCollection(userInterfaceStyle: overrideUserInterfaceStyle))
    }

    /// ``styleClasses``.
    public var appearanceStyleClasses: [String] { unsafe styleClassStorage }

    /// Whether the view overrides a trait or carries a style class, read from their storage:
    /// walks ask it of every view before reading ``appearanceTraitOverrides`` and
    /// ``appearanceStyleClasses``, and most views have neither.
    public var appearanceHasTraitOverridesOrStyleClasses: Bool {
        unsafe overridesTraits || !styleClassStorage.isEmpty
    }

    /// Whether ``appearanceTraitOverrides`` may be non-empty. A window always says so: it
    /// carries its screen's traits.
    var overridesTraits: Bool {
        unsafe storedUserInterfaceStyle != .unspecified || !storedTraitOverrides.isEmpty
    }

    /// The subviews, then any non-view children a subclass adds (bar items).
    open func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        // The list is read in place and each subview lent to `body`, borrowed; a `body` that
        // changes the subviews still sees them as they were (see AppearanceChildren).
        unsafe subviewList.forEach(body)
    }
}
