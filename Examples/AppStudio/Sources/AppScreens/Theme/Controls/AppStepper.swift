public import AppearanceKit

open class AppStepper: Stepper {

}
