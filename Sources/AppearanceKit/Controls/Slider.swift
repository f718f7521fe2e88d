public import AppearanceCore

/// A control that picks a value from a continuous range by moving a thumb along a track.
///
/// The Swift stand-in for `UISlider`.
///
/// ```swift
/// Slider.appearance().minimumTrackTintColor = .systemOrange
/// Slider.appearance().setThumbImage(Image(named: "knob"), for: .normal)
/// let volume = Slider()
/// volume.value = 0.8
/// ```
@preconcurrency @MainActor
open class Slider: Control {
    /// The value, kept within ``minimumValue``...``maximumValue``.
    public var value: Float = 0 {
        didSet { clampValue() }
    }
    /// The lowest value.
    public var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            clampValue()
        }
    }
    /// The highest value.
    public var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            clampValue()
        }
    }
    /// Whether moving the thumb reports values continuously.
    public var isContinuous = true

    /// The colour of the track before the thumb; `nil` uses the tint colour.
    @Styled public var minimumTrackTintColor: Color? = nil
    /// The colour of the track after the thumb; `nil` uses the system grey.
    @Styled public var maximumTrackTintColor: Color? = nil
    /// The thumb colour; `nil` uses white.
    @Styled public var thumbTintColor: Color? = nil
    /// Thumb images per control state.
    @Styled public var thumbImages = AxisValues<ControlState, Image?>(default: nil)
    /// Images of the track before the thumb, per control state.
    @Styled public var minimumTrackImages = AxisValues<ControlState, Image?>(default: nil)
    /// Images of the track after the thumb, per control state.
    @Styled public var maximumTrackImages = AxisValues<ControlState, Image?>(default: nil)

    /// Sets the value (there is no animation here).
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func clampValue() {
        let clamped = Swift.min(Swift.max(value, minimumValue), maximumValue)
        if clamped != value { value = clamped }
    }

    // MARK: - Thumb images

    /// The thumb image for one control state (no fallback to `.normal`).
    public subscript(thumbImage state: ControlState) -> Image? {
        get { thumbImages[state] }
        set { thumbImages[state] = newValue }
    }

    /// Sets the thumb image for a state (explicit on this instance).
    public func setThumbImage(_ image: Image?, for state: ControlState) {
        self[thumbImage: state] = image
    }

    /// The thumb image for a state; the normal one when the state has none.
    public func thumbImage(for state: ControlState) -> Image? {
        thumbImages.valueFallingBackToNormal(for: state)
    }

    /// The thumb image for the current ``Control/state``.
    public var currentThumbImage: Image? { thumbImage(for: state) }

    // MARK: - Track images

    /// The minimum track image for one control state (no fallback to `.normal`).
    public subscript(minimumTrackImage state: ControlState) -> Image? {
        get { minimumTrackImages[state] }
        set { minimumTrackImages[state] = newValue }
    }

    /// Sets the minimum track image for a state (explicit on this instance).
    public func setMinimumTrackImage(_ image: Image?, for state: ControlState) {
        self[minimumTrackImage: state] = image
    }

    /// The minimum track image for a state; the normal one when the state has none.
    public func minimumTrackImage(for state: ControlState) -> Image? {
        minimumTrackImages.valueFallingBackToNormal(for: state)
    }

    /// The maximum track image for one control state (no fallback to `.normal`).
    public subscript(maximumTrackImage state: ControlState) -> Image? {
        get { maximumTrackImages[state] }
        set { maximumTrackImages[state] = newValue }
    }

    /// Sets the maximum track image for a state (explicit on this instance).
    public func setMaximumTrackImage(_ image: Image?, for state: ControlState) {
        self[maximumTrackImage: state] = image
    }

    /// The maximum track image for a state; the normal one when the state has none.
    public func maximumTrackImage(for state: ControlState) -> Image? {
        maximumTrackImages.valueFallingBackToNormal(for: state)
    }
}

extension AppearanceProxy where Target: Slider {
    /// Records a thumb image for a control state.
    public func setThumbImage(_ image: Image?, for state: ControlState) {
        self[\.[thumbImage: state]] = image
    }

    /// The thumb image this proxy recorded for `state`, or `nil`.
    public func thumbImage(for state: ControlState) -> Image? {
        self[\.[thumbImage: state]] ?? nil
    }

    /// Records a minimum track image for a control state.
    public func setMinimumTrackImage(_ image: Image?, for state: ControlState) {
        self[\.[minimumTrackImage: state]] = image
    }

    /// The minimum track image this proxy recorded for `state`, or `nil`.
    public func minimumTrackImage(for state: ControlState) -> Image? {
        self[\.[minimumTrackImage: state]] ?? nil
    }

    /// Records a maximum track image for a control state.
    public func setMaximumTrackImage(_ image: Image?, for state: ControlState) {
        self[\.[maximumTrackImage: state]] = image
    }

    /// The maximum track image this proxy recorded for `state`, or `nil`.
    public func maximumTrackImage(for state: ControlState) -> Image? {
        self[\.[maximumTrackImage: state]] ?? nil
    }
}
