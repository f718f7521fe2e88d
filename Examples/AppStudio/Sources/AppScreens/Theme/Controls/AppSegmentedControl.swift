public import AppearanceKit

open class AppSegmentedControl: SegmentedControl {

}
