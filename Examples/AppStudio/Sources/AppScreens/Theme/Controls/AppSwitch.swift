public import AppearanceKit

open class AppSwitch: Switch {

}
