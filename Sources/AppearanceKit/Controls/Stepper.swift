public import AppearanceCore

/// A control with minus and plus buttons that steps a value up and down.
///
/// The Swift stand-in for `UIStepper`.
///
/// ```swift
/// Stepper.appearance().setIncrementImage(Image(systemName: "plus.circle"), for: .normal)
/// let quantity = Stepper()
/// quantity.maximumValue = 10
/// quantity.increment()            // value 1
/// ```
@preconcurrency @MainActor
open class Stepper: Control {
    /// The value, kept within ``minimumValue``...``maximumValue``.
    public var value: Double = 0 {
        didSet { clampValue() }
    }
    /// The lowest value.
    public var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The highest value.
    public var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// How much one tap changes the value.
    public var stepValue: Double = 1
    /// Whether stepping past one end wraps around to the other.
    public var wraps = false
    /// Whether holding a button keeps stepping.
    public var autorepeat = true
    /// Whether held steps report each value.
    public var isContinuous = true

    /// Background images per control state.
    @Styled public var backgroundImages = AxisValues<ControlState, Image?>(default: nil)
    /// Images of the plus button per control state.
    @Styled public var incrementImages = AxisValues<ControlState, Image?>(default: nil)
    /// Images of the minus button per control state.
    @Styled public var decrementImages = AxisValues<ControlState, Image?>(default: nil)

    /// Steps the value up by ``stepValue`` (as a tap on plus does).
    public func increment() {
        step(by: stepValue)
    }

    /// Steps the value down by ``stepValue`` (as a tap on minus does).
    public func decrement() {
        step(by: -stepValue)
    }

    private func step(by delta: Double) {
        let next = value + delta
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
    }

    private func clampValue() {
        let clamped = Swift.min(Swift.max(value, minimumValue), maximumValue)
        if clamped != value { value = clamped }
    }

    // MARK: - Background images

    /// The background image for one control state (no fallback to `.normal`).
    public subscript(backgroundImage state: ControlState) -> Image? {
        get { backgroundImages[state] }
        set { backgroundImages[state] = newValue }
    }

    /// Sets the background image for a state (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        self[backgroundImage: state] = image
    }

    /// The background image for a state; the normal one when the state has none.
    public func backgroundImage(for state: ControlState) -> Image? {
        backgroundImages.valueFallingBackToNormal(for: state)
    }

    // MARK: - Increment images

    /// The plus button image for one control state (no fallback to `.normal`).
    public subscript(incrementImage state: ControlState) -> Image? {
        get { incrementImages[state] }
        set { incrementImages[state] = newValue }
    }

    /// Sets the plus button image for a state (explicit on this instance).
    public func setIncrementImage(_ image: Image?, for state: ControlState) {
        self[incrementImage: state] = image
    }

    /// The plus button image for a state; the normal one when the state has none.
    public func incrementImage(for state: ControlState) -> Image? {
        incrementImages.valueFallingBackToNormal(for: state)
    }

    // MARK: - Decrement images

    /// The minus button image for one control state (no fallback to `.normal`).
    public subscript(decrementImage state: ControlState) -> Image? {
        get { decrementImages[state] }
        set { decrementImages[state] = newValue }
    }

    /// Sets the minus button image for a state (explicit on this instance).
    public func setDecrementImage(_ image: Image?, for state: ControlState) {
        self[decrementImage: state] = image
    }

    /// The minus button image for a state; the normal one when the state has none.
    public func decrementImage(for state: ControlState) -> Image? {
        decrementImages.valueFallingBackToNormal(for: state)
    }
}

extension AppearanceProxy where Target: Stepper {
    /// Records a background image for a control state.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        self[\.[backgroundImage: state]] = image
    }

    /// The background image this proxy recorded for `state`, or `nil`.
    public func backgroundImage(for state: ControlState) -> Image? {
        self[\.[backgroundImage: state]] ?? nil
    }

    /// Records a plus button image for a control state.
    public func setIncrementImage(_ image: Image?, for state: ControlState) {
        self[\.[incrementImage: state]] = image
    }

    /// The plus button image this proxy recorded for `state`, or `nil`.
    public func incrementImage(for state: ControlState) -> Image? {
        self[\.[incrementImage: state]] ?? nil
    }

    /// Records a minus button image for a control state.
    public func setDecrementImage(_ image: Image?, for state: ControlState) {
        self[\.[decrementImage: state]] = image
    }

    /// The minus button image this proxy recorded for `state`, or `nil`.
    public func decrementImage(for state: ControlState) -> Image? {
        self[\.[decrementImage: state]] ?? nil
    }
}
