/// The base class of controls such as buttons, switches and sliders: a view with a state.
///
/// The Swift stand-in for `UIControl`. The ``state`` selects the per-state appearance values of
/// subclasses, such as a button's title colour:
///
/// ```swift
/// let button = Button(title: "Save")
/// button.isEnabled = false
/// button.state                  // .disabled
/// button.currentTitleColor      // the colour set for .disabled, else for .normal
/// ```
@preconcurrency @MainActor
open class Control: View {
    /// Whether the control responds to the user; a disabled control is in the
    /// ``ControlState/disabled`` state.
    open var isEnabled = true
    /// Whether the control is selected (the ``ControlState/selected`` state).
    open var isSelected = false
    /// Whether the user is touching the control (the ``ControlState/highlighted`` state).
    open var isHighlighted = false

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: ControlState {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
