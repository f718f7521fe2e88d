public import AppearanceKit

open class AppButton: Button {

}

open class AppDangerButton: Button {

}

open class AppImageButton: Button {

}
