public import AppearanceKit

open class AppView: View {

}

open class AppSeparator: View {

}
