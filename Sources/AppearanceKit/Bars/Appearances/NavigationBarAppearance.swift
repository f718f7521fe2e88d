public import AppearanceCore
public import Foundation

/// The look of a navigation bar: background, shadow, titles, buttons and back indicator.
///
/// The Swift stand-in for `UINavigationBarAppearance`. Give one to a bar (or to a navigation
/// item, for the screens that show it), directly or through a proxy; the bar keeps a copy:
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: Color.white]
/// appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
/// NavigationBar.appearance().standardAppearance = appearance
/// NavigationBar.appearance().scrollEdgeAppearance = appearance
/// ```
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
    /// The attributes of the title.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title, in points.
    public var titlePositionAdjustment = Offset.zero
    /// The image of the back button's chevron; set it with
    /// ``setBackIndicatorImage(_:transitionMaskImage:)``. `nil` draws the system chevron.
    public private(set) var backIndicatorImage: Image?
    /// The mask the back button's title slides under during transitions.
    public private(set) var backIndicatorTransitionMaskImage: Image?

    private var plainButtons = BarButtonItemAppearance(style: .plain)
    private var doneButtons = BarButtonItemAppearance(style: .done)
    private var backButtons = BarButtonItemAppearance(style: .plain)

    /// The look of plain bar buttons. Setting it stores a copy, as UIKit does; change the
    /// states of the stored one in place (`appearance.buttonAppearance.normal…`).
    public var buttonAppearance: BarButtonItemAppearance {
        get { plainButtons }
        set { plainButtons = newValue.copy() }
    }

    /// The look of done buttons (``BarButtonItem/Style-swift.enum/done``). Setting it stores a copy.
    public var doneButtonAppearance: BarButtonItemAppearance {
        get { doneButtons }
        set { doneButtons = newValue.copy() }
    }

    /// The look of the back button. Setting it stores a copy.
    public var backButtonAppearance: BarButtonItemAppearance {
        get { backButtons }
        set { backButtons = newValue.copy() }
    }

    /// An appearance with the default background that targets `idiom`.
    public required init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: everything when it is a navigation bar appearance; its
    /// background, shadow and button appearances when it is a toolbar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? NavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
            plainButtons = other.plainButtons.copy()
            doneButtons = other.doneButtons.copy()
            backButtons = other.backButtons.copy()
        } else if let toolbar = barAppearance as? ToolbarAppearance {
            plainButtons = toolbar.buttonAppearance.copy()
            doneButtons = toolbar.doneButtonAppearance.copy()
        }
    }

    /// Sets the back button's chevron and the mask its title slides under; `nil` for both
    /// restores the system chevron.
    ///
    /// ```swift
    /// appearance.setBackIndicatorImage(Image(named: "arrow.left"), transitionMaskImage: Image(named: "arrow.left"))
    /// ```
    public func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override func appearanceFields() -> [AppearanceField] {
        super.appearanceFields() + [
            AppearanceField("titleTextAttributes", attributes: titleTextAttributes),
            AppearanceField("largeTitleTextAttributes", attributes: largeTitleTextAttributes),
            AppearanceField("titlePositionAdjustment", titlePositionAdjustment),
            AppearanceField("backIndicatorImage", backIndicatorImage),
            AppearanceField("backIndicatorTransitionMaskImage", backIndicatorTransitionMaskImage),
        ]
            + plainButtons.appearanceFields().map { $0.prefixed("buttonAppearance") }
            + doneButtons.appearanceFields().map { $0.prefixed("doneButtonAppearance") }
            + backButtons.appearanceFields().map { $0.prefixed("backButtonAppearance") }
    }
}
