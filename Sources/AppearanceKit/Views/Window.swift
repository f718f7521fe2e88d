public import AppearanceCore

/// The root of a view hierarchy on screen. Views inside a window receive appearance values.
///
/// ```swift
/// let window = Window()
/// window.rootViewController = SettingsViewController()
/// window.screenTraits.userInterfaceStyle = .dark   // restyles the whole window in place
/// ```
@preconcurrency @MainActor
open class Window: View {
    /// The traits of the screen the window is on; every view inherits them (R6).
    public var screenTraits: TraitCollection {
        get { storedScreenTraits }
        set { if newValue != storedScreenTraits { changeTraits { storedScreenTraits = newValue } } }
    }
    // Behind accessors so that the views' previous traits are read before a change (see
    // `View.changeTraits`).
    private var storedScreenTraits: TraitCollection

    /// This window's views in the order a walk of the whole window reaches them (the last trait
    /// change's log, or the views of the subtrees added since the window was empty), and the
    /// count of hierarchy changes it is current for. The next trait change of the window walks
    /// them in this order, so it asks for their memory ahead (see `View.walkLog`). Kept only
    /// for windows of `View.walkPrefetchMinimum` views or more.
    ///
    /// Lifetime rule: the list counts no references. While the count of hierarchy changes is
    /// `changes`, every view it names is in this window, held by its superview; it is read
    /// only then, and checked before each read (a setter run by a walk may change it).
    var viewsInWalkOrder: (views: BorrowedObjectList<AnyObject>, changes: UInt)?

    /// The view controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.view.removeFromSuperview()
            if let rootViewController {
                let view = rootViewController.view
                if view.frame == .zero { view.frame = CGRect(origin: .zero, size: frame.size) }
                addSubview(view)
            }
        }
    }

    /// A window of the given size on a light phone screen at 3x, with the contrast and text
    /// weight of the ``Accessibility`` settings (the traits can be changed).
    public init(frame: CGRect = Window.defaultFrame, screenTraits: TraitCollection?) {
        storedScreenTraits = screenTraits ?? Self.defaultScreenTraits
        super.init(frame: frame)
        enterApplication()
    }

    /// A window of the given size on a light phone screen at 3x (see
    /// ``init(frame:screenTraits:)``).
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, screenTraits: nil)
    }

    /// A window the size of a phone's screen, 390 × 844 points, on a light phone screen at 3x:
    /// what the kit's previews and tests draw on.
    public convenience init() {
        self.init(frame: Self.defaultFrame, screenTraits: nil)
    }

    /// A phone-sized window from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        storedScreenTraits = Self.defaultScreenTraits
        super.init(coder: coder)
        frame = Self.defaultFrame
        enterApplication()
    }

    /// The frame of a window made without one: a phone's screen, 390 × 844 points.
    public static let defaultFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A light phone screen at 3x, with the contrast and text weight of the ``Accessibility``
    /// settings now.
    private static var defaultScreenTraits: TraitCollection {
        TraitCollection {
            $0.userInterfaceStyle = .light
            $0.userInterfaceIdiom = .phone
            $0.horizontalSizeClass = .compact
            $0.verticalSizeClass = .regular
            $0.layoutDirection = .leftToRight
            $0.preferredContentSizeCategory = .large
            $0.accessibilityContrast = Accessibility.accessibilityContrast
            $0.legibilityWeight = Accessibility.legibilityWeight
            $0.displayScale = 3
        }
    }

    private func enterApplication() {
        // Names for explanations and theme files, once per process.
        AppearanceCatalog.shared.registerKit()
        Application.shared.register(self)
        Appearance.registerRoot(self)
        Appearance.resolve(self)
    }

    /// Makes this the key window and lays it out (windows here are always visible).
    public func makeKeyAndVisible() {
        Application.shared.keyWindow = self
        layoutIfNeeded()
    }

    /// Restyles every view of this window in place with the current proxy values (R7).
    public func reloadAppearance() {
        Appearance.reload(self)
    }

    /// The screen's traits under this window's own overrides.
    override public var appearanceTraitOverrides: TraitCollection {
        screenTraits.merging(super.appearanceTraitOverrides)
    }

    /// A window carries its screen's traits.
    override var overridesTraits: Bool { true }
}
