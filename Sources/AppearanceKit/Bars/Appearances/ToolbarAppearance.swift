public import AppearanceCore

/// The look of a toolbar: background, shadow and buttons.
///
/// The Swift stand-in for `UIToolbarAppearance`:
///
/// ```swift
/// let appearance = ToolbarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .secondarySystemBackground
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemRed]
/// Toolbar.appearance().standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
    private var plainButtons = BarButtonItemAppearance(style: .plain)
    private var doneButtons = BarButtonItemAppearance(style: .done)

    /// The look of plain bar buttons. Setting it stores a copy, as UIKit does.
    public var buttonAppearance: BarButtonItemAppearance {
        get { plainButtons }
        set { plainButtons = newValue.copy() }
    }

    /// The look of done buttons. Setting it stores a copy.
    public var doneButtonAppearance: BarButtonItemAppearance {
        get { doneButtons }
        set { doneButtons = newValue.copy() }
    }

    /// An appearance with the default background that targets `idiom`.
    public required init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: its background and shadow, and its button appearances when it
    /// is a toolbar or navigation bar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? ToolbarAppearance {
            plainButtons = other.plainButtons.copy()
            doneButtons = other.doneButtons.copy()
        } else if let navigation = barAppearance as? NavigationBarAppearance {
            plainButtons = navigation.buttonAppearance.copy()
            doneButtons = navigation.doneButtonAppearance.copy()
        }
    }

    override func appearanceFields() -> [AppearanceField] {
        super.appearanceFields()
            + plainButtons.appearanceFields().map { $0.prefixed("buttonAppearance") }
            + doneButtons.appearanceFields().map { $0.prefixed("doneButtonAppearance") }
    }
}
