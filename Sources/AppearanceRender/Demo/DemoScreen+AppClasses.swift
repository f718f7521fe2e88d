import AppearanceKit

// The demo app's own classes, as the theme seed's sample app has them: the built-in themes
// style these subclasses rather than every label, button and view of an app (an `AppView`
// inside an `AppView` is a card). ``DemoScreen/registerClasses()`` names them for theme files.

final class AppLabel: Label {}
final class AppHeadline: Label {}
final class AppSubhead: Label {}
final class AppFootnote: Label {}
final class AppButton: Button {}
final class AppDangerButton: Button {}
final class AppSwitch: Switch {}
final class AppStepper: Stepper {}
final class AppSlider: Slider {}
final class AppSegmentedControl: SegmentedControl {}
final class AppView: View {}
final class AppSeparator: View {}

extension DemoScreen {
    /// The demo's own classes, which the built-in themes name.
    static let appClasses: [any AppearanceContainer.Type] = [
        AppLabel.self, AppHeadline.self, AppSubhead.self, AppFootnote.self, AppButton.self, AppDangerButton.self,
        AppSwitch.self, AppStepper.self, AppSlider.self, AppSegmentedControl.self, AppView.self, AppSeparator.self,
    ]
}
