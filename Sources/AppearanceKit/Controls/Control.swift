public import Foundation

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

    /// The actions added for events, in the order they were added.
    private var actions: [(action: Action, events: Event)] = []

    /// A control with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control that runs `primaryAction` for ``Event/primaryActionTriggered``, as UIKit's
    /// `init(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action` when the control sends any of `controlEvents`, as UIKit's
    /// `addAction(_:for:)`; an action with the same identifier is replaced.
    public func addAction(_ action: Action, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents` (for every event it was added for when
    /// `controlEvents` covers them all).
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == actionIdentifier {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// The events `action` runs for, or `nil` when it was not added.
    public func events(for action: Action) -> Event? {
        actions.first { $0.action.identifier == action.identifier }?.events
    }

    /// Sends `controlEvents`: runs, in the order they were added, the actions added for any of
    /// them, as UIKit's `sendActions(for:)` (sent by code, so a disabled control sends too).
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(from: self)
        }
    }

    /// The current state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: ControlState {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
