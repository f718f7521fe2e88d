import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct SwitchTests {
        @Test func tintsApplyInAWindow() {
            Appearance.reset()
            Switch.appearance().onTintColor = .systemGreen
            Switch.appearance().thumbTintColor = .white
            let toggle = Switch()
            #expect(toggle.onTintColor == nil)
            let window = Window()
            window.addSubview(toggle)
            #expect(toggle.onTintColor == .systemGreen)
            #expect(toggle.thumbTintColor == .white)
        }

        @Test func isOnIsNotStyledAndExplicitTintsSurvive() {
            Appearance.reset()
            Switch.appearance().onTintColor = .systemGreen
            let toggle = Switch()
            toggle.onTintColor = .systemRed
            toggle.setOn(true, animated: true)
            let window = Window()
            window.addSubview(toggle)
            #expect(toggle.isOn)
            #expect(toggle.onTintColor == .systemRed)
        }
    }

    @MainActor
    @Suite struct SliderTests {
        @Test func valueStaysInRange() {
            Appearance.reset()
            let slider = Slider()
            #expect(slider.minimumValue == 0)
            #expect(slider.maximumValue == 1)
            slider.value = 2
            #expect(slider.value == 1)
            slider.setValue(-1, animated: false)
            #expect(slider.value == 0)
            slider.maximumValue = 10
            slider.value = 5
            slider.maximumValue = 4
            #expect(slider.value == 4)
        }

        @Test func tintsAndPerStateThumbImagesApply() {
            Appearance.reset()
            Slider.appearance().minimumTrackTintColor = .systemOrange
            Slider.appearance().maximumTrackTintColor = .systemGray
            Slider.appearance().thumbTintColor = .white
            Slider.appearance().setThumbImage(Image(named: "knob"), for: .normal)
            Slider.appearance().setThumbImage(Image(named: "knob-pressed"), for: .highlighted)
            Slider.appearance().setMinimumTrackImage(Image(named: "min"), for: .normal)
            let slider = Slider()
            let window = Window()
            window.addSubview(slider)
            #expect(slider.minimumTrackTintColor == .systemOrange)
            #expect(slider.maximumTrackTintColor == .systemGray)
            #expect(slider.thumbTintColor == .white)
            #expect(slider.thumbImage(for: .normal) == Image(named: "knob"))
            #expect(slider.thumbImage(for: .highlighted) == Image(named: "knob-pressed"))
            #expect(slider.thumbImage(for: .disabled) == Image(named: "knob"))
            #expect(slider.minimumTrackImage(for: .selected) == Image(named: "min"))
            #expect(slider.maximumTrackImage(for: .normal) == nil)
            slider.isHighlighted = true
            #expect(slider.currentThumbImage == Image(named: "knob-pressed"))
            #expect(Slider.appearance().thumbImage(for: .highlighted) == Image(named: "knob-pressed"))
            #expect(Slider.appearance().thumbImage(for: .selected) == nil)
        }

        @Test func explicitThumbImageSurvivesPerState() {
            Appearance.reset()
            Slider.appearance().setThumbImage(Image(named: "knob"), for: .normal)
            Slider.appearance().setThumbImage(Image(named: "knob-pressed"), for: .highlighted)
            let slider = Slider()
            slider.setThumbImage(Image(named: "mine"), for: .normal)
            let window = Window()
            window.addSubview(slider)
            #expect(slider.thumbImage(for: .normal) == Image(named: "mine"))
            #expect(slider.thumbImage(for: .highlighted) == Image(named: "knob-pressed"))
        }
    }

    @MainActor
    @Suite struct StepperTests {
        @Test func stepsWithinItsRange() {
            Appearance.reset()
            let stepper = Stepper()
            #expect(stepper.minimumValue == 0)
            #expect(stepper.maximumValue == 100)
            #expect(stepper.stepValue == 1)
            stepper.increment()
            stepper.increment()
            #expect(stepper.value == 2)
            stepper.decrement()
            #expect(stepper.value == 1)
            stepper.value = 100
            stepper.increment()
            #expect(stepper.value == 100)
            stepper.wraps = true
            stepper.increment()
            #expect(stepper.value == 0)
            stepper.decrement()
            #expect(stepper.value == 100)
        }

        @Test func perStateImagesApplyAndExplicitOnesSurvive() {
            Appearance.reset()
            Stepper.appearance().setBackgroundImage(Image(named: "bg"), for: .normal)
            Stepper.appearance().setIncrementImage(Image(named: "plus"), for: .normal)
            Stepper.appearance().setIncrementImage(Image(named: "plus-off"), for: .disabled)
            Stepper.appearance().setDecrementImage(Image(named: "minus"), for: .normal)
            let stepper = Stepper()
            stepper.setDecrementImage(Image(named: "my-minus"), for: .normal)
            let window = Window()
            window.addSubview(stepper)
            #expect(stepper.backgroundImage(for: .normal) == Image(named: "bg"))
            #expect(stepper.incrementImage(for: .normal) == Image(named: "plus"))
            #expect(stepper.incrementImage(for: .disabled) == Image(named: "plus-off"))
            #expect(stepper.incrementImage(for: .highlighted) == Image(named: "plus"))
            #expect(stepper.decrementImage(for: .normal) == Image(named: "my-minus"))
            #expect(Stepper.appearance().incrementImage(for: .disabled) == Image(named: "plus-off"))
            #expect(Stepper.appearance().backgroundImage(for: .disabled) == nil)
            #expect(Stepper.appearance().decrementImage(for: .normal) == Image(named: "minus"))
        }
    }
}
