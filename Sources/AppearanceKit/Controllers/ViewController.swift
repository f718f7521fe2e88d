public import AppearanceCore

/// Manages a view hierarchy; a container between its root view and that view's superview (R5).
///
/// ```swift
/// final class SettingsViewController: ViewController {
///     override func viewDidLoad() { view.addSubview(Label(text: "Settings")) }
/// }
/// Label.appearance(whenContainedInInstancesOf: [SettingsViewController.self]).textColor = .gray
/// ```
@preconcurrency @MainActor
open class ViewController: AppearanceContainer {
    private var loadedView: View?

    /// The parent view controller, if this one is a child.
    public private(set) weak var parent: ViewController?
    /// The child view controllers.
    public private(set) var children: [ViewController] = []
    /// The title, shown by navigation bars.
    public var title: String?
    /// The bar buttons and title shown when this controller is on a navigation stack.
    public let navigationItem = NavigationItem()
    /// The item shown for this controller in a tab bar.
    public var tabBarItem: TabBarItem?
    /// Insets added to the safe area of the controller's view, as UIKit's: what the view's
    /// ``View/safeAreaLayoutGuide`` and ``View/safeAreaInsets`` keep clear.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = loadedView else { return }
            view.constraintStructureDidChange()
            view.setNeedsLayout()
        }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``, as UIKit's
    /// (on by default; off, a root view whose app set no margins has 8 points a side).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = loadedView else { return }
            view.constraintStructureDidChange()
            view.layoutMarginsDidChange()
        }
    }

    /// What this controller presented (kept by the outermost parent; see
    /// ``presentedViewController``).
    var storedPresentedViewController: ViewController?
    /// The controller that presented this one.
    weak var storedPresentingViewController: ViewController?
    /// While this controller is presented as an alert: the view behind it whose tint it dims.
    var tintDimming = TintDimming()

    /// The name of the nib the controller was made with, as given (nibs are not loaded yet).
    public let nibName: String?
    /// The bundle of the nib the controller was made with, as given.
    public let nibBundle: Bundle?

    /// A view controller whose view is created by ``loadView()`` on first access, as UIKit's
    /// designated `init(nibName:bundle:)`: the initializer a subclass overrides. Until
    /// Interface Builder files are loaded, the nib is not read.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// A view controller from an archive, as UIKit's `init?(coder:)`: a subclass that declares
    /// an initializer of its own declares this one too, as in UIKit. The archive is not read
    /// until storyboards are loaded; the controller is as `init(nibName: nil, bundle: nil)`
    /// makes it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
    }

    /// A view controller whose view is created on first access.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, created by ``loadView()`` on first access.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.owningViewController = self
            viewDidLoad()
            return view
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
        }
    }

    /// Whether ``view`` has been created.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, else `nil` (it is not loaded by asking), as UIKit's `viewIfLoaded`.
    public var viewIfLoaded: View? { loadedView }
    /// Loads the view now if it is not loaded (``loadView()``, then ``viewDidLoad()``), as
    /// UIKit's `loadViewIfNeeded()`.
    public func loadViewIfNeeded() { _ = view }

    /// Creates the root view; override to build your own (assign ``view``).
    open func loadView() {
        view = View()
    }

    /// Called once the root view exists.
    open func viewDidLoad() {}

    /// Called on a controller made from a storyboard once the whole scene is read, before its
    /// view loads, as UIKit's (`AppearanceInterfaceBuilder` calls it).
    open func awakeFromNib() {}

    // MARK: - Life cycle (see `ViewController+Appearance.swift`)

    /// Where the controller is in appearing and disappearing.
    var appearanceState = AppearanceState.disappeared
    /// Whether the controller is being added to a container now, for ``isMovingToParent``.
    var movingToParent = false
    /// Whether the controller is being removed from its container now, for ``isMovingFromParent``.
    var movingFromParent = false
    /// Whether the controller is being presented now, for ``isBeingPresented``.
    var beingPresented = false
    /// Whether the controller is being dismissed now, for ``isBeingDismissed``.
    var beingDismissed = false

    /// Called before the view enters a window (shown as a window's root, pushed, presented,
    /// selected, or added inside a shown controller's view), as UIKit's. Call `super`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the window and has its traits, before it is laid out, as
    /// UIKit's (iOS 17). Call `super`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared: at the end of the window's next layout pass (there is no
    /// animation here), as UIKit's. Call `super`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the window (popped, dismissed, another tab selected,
    /// replaced as the root), as UIKit's. Call `super`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the window, as UIKit's. Call `super`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews, as UIKit's.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews, as UIKit's.
    open func viewDidLayoutSubviews() {}
    /// Called before the controller is added to or removed from a container (`parent` is `nil`
    /// then), as UIKit's: ``addChild(_:)`` calls it; a container removing a child calls it.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a container, as UIKit's:
    /// ``removeFromParent()`` calls it; a container adding a child calls it once its view is in
    /// place.
    open func didMove(toParent parent: ViewController?) {}
    /// Called when the traits of the controller changed (style, contrast, size classes), before
    /// its view is told, as UIKit's.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Whether the controller's children appear and disappear with it (UIKit's default, `true`);
    /// a container that returns `false` calls ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// How the controller is shown when presented, as UIKit's: ``ModalPresentationStyle/automatic``
    /// (a sheet) leaves the presenter shown; a full-screen style makes it disappear.
    open var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The status bar style the controller asks for, as UIKit's (the kit draws no status bar;
    /// it is read by tools and tests).
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Where this controller's view goes when it is presented in a window with `bounds`: the
    /// whole window unless the controller says otherwise (alerts, popovers).
    func frameForPresentation(in bounds: CGRect) -> CGRect {
        bounds
    }

    // MARK: - Children

    /// Adds `child` as a child controller (its view is added separately, as in UIKit), calling
    /// its ``willMove(toParent:)``; the container calls ``didMove(toParent:)`` once the child's
    /// view is in place.
    public func addChild(_ child: ViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Detaches this controller from its parent, then calls ``didMove(toParent:)`` with `nil`
    /// (the container calls ``willMove(toParent:)`` with `nil` before).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    // MARK: - Traits

    /// Overrides the interface style of this controller's views (`.unspecified` inherits).
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { storedUserInterfaceStyle }
        set { if newValue != storedUserInterfaceStyle { changeTraits { storedUserInterfaceStyle = newValue } } }
    }

    /// Trait overrides for this controller's views.
    public var traitOverrides: TraitCollection {
        get { storedTraitOverrides }
        set { if newValue != storedTraitOverrides { changeTraits { storedTraitOverrides = newValue } } }
    }

    // Behind accessors so that the views' previous traits are read before a change (see
    // `View.changeTraits`).
    private var storedUserInterfaceStyle = UserInterfaceStyle.unspecified
    private var storedTraitOverrides = TraitCollection()

    /// The effective traits of this controller.
    public var traitCollection: TraitCollection { resolvedAppearanceTraits }

    private func changeTraits(_ change: () -> Void) {
        guard let loadedView else { return change() }
        loadedView.changeTraits(change)
    }

    // MARK: - AppearanceContainer

    /// The run-time type a loader gave this controller in place of its class (a storyboard's
    /// `customClass` the app did not register), or `nil` for its Swift class.
    ///
    /// The loader sets it before the controller's view enters a window; the type's instances
    /// are this controller's class or a superclass of it.
    package var assignedAppearanceType: AppearanceType?

    /// The type container lists match: the run-time type a storyboard loader gave the controller
    /// (for a `customClass` the app did not register), else its dynamic Swift class.
    public var appearanceType: AppearanceType { assignedAppearanceType ?? .of(type(of: self)) }

    // R5 (Rules.md): the controller contains its root view; its container is that view's superview.
    /// The superview of the root view.
    public var appearanceContainer: (any AppearanceContainer)? { loadedView?.superview }

    /// ``traitOverrides`` with ``overrideUserInterfaceStyle`` applied.
    public var appearanceTraitOverrides: TraitCollection {
        overrideUserInterfaceStyle == .unspecified
            ? traitOverrides : traitOverrides.merging(TraitCollection(userInterfaceStyle: overrideUserInterfaceStyle))
    }
}
