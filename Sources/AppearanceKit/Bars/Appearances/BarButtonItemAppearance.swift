/// How the bar buttons of one kind look in each state, inside a bar appearance.
///
/// The Swift stand-in for `UIBarButtonItemAppearance`. A ``NavigationBarAppearance`` has one for
/// plain buttons, one for done buttons and one for the back button; a ``ToolbarAppearance`` has
/// the first two. The states are objects changed in place:
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
/// appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: Font.boldSystemFont(ofSize: 17)]
///
/// let buttons = BarButtonItemAppearance(style: .plain)
/// buttons.highlighted.titleTextAttributes = [.foregroundColor: Color.systemGray]
/// appearance.buttonAppearance = buttons   // copied, as UIKit copies it
/// ```
@preconcurrency @MainActor
public final class BarButtonItemAppearance {
    /// The look of enabled buttons; the other states take what they leave out from it.
    public let normal: BarButtonItemStateAppearance
    /// The look of buttons while touched.
    public let highlighted: BarButtonItemStateAppearance
    /// The look of disabled buttons.
    public let disabled: BarButtonItemStateAppearance
    /// The look of buttons with focus.
    public let focused: BarButtonItemStateAppearance

    /// The style the appearance was configured for: done buttons draw their titles bold unless
    /// their attributes give a font.
    public private(set) var style: BarButtonItem.Style

    /// An appearance for buttons of `style`, with the system's look in every state.
    public init(style: BarButtonItem.Style) {
        self.style = style
        normal = BarButtonItemStateAppearance()
        highlighted = BarButtonItemStateAppearance()
        disabled = BarButtonItemStateAppearance()
        focused = BarButtonItemStateAppearance()
    }

    /// An appearance for plain buttons.
    public convenience init() {
        self.init(style: .plain)
    }

    /// A new object with the same values; changing one leaves the other alone.
    public func copy() -> BarButtonItemAppearance {
        let copy = BarButtonItemAppearance(style: style)
        copy.normal.copyValues(from: normal)
        copy.highlighted.copyValues(from: highlighted)
        copy.disabled.copyValues(from: disabled)
        copy.focused.copyValues(from: focused)
        return copy
    }

    /// Resets every state to the system's look for buttons of `style`.
    public func configureWithDefault(for style: BarButtonItem.Style) {
        self.style = style
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    /// The appearance of a control state: `.disabled`, `.highlighted` and `.focused` have their
    /// own; every other state is ``normal``.
    public func stateAppearance(for state: ControlState) -> BarButtonItemStateAppearance {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        if state.contains(.focused) { return focused }
        return normal
    }

    /// Every property as a field.
    func appearanceFields() -> [AppearanceField] {
        [AppearanceField("style", style)]
            + normal.appearanceFields().map { $0.prefixed("normal") }
            + highlighted.appearanceFields().map { $0.prefixed("highlighted") }
            + disabled.appearanceFields().map { $0.prefixed("disabled") }
            + focused.appearanceFields().map { $0.prefixed("focused") }
    }
}
