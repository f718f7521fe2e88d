public import AppearanceCore

/// A control that switches between on and off.
///
/// The Swift stand-in for `UISwitch`.
///
/// ```swift
/// Switch.appearance().onTintColor = .systemGreen
/// let wifi = Switch()
/// wifi.setOn(true, animated: false)
/// ```
@preconcurrency @MainActor
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false

    /// The track colour when on; `nil` uses the system green.
    @Styled public var onTintColor: Color? = nil
    /// The thumb colour; `nil` uses white.
    @Styled public var thumbTintColor: Color? = nil

    /// Turns the switch on or off (there is no animation here).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
