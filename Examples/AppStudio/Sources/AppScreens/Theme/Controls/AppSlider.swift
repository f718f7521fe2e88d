public import AppearanceKit

open class AppSlider: Slider {

}
