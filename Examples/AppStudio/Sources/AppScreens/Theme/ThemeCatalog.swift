public import AppearanceKit

// Not in the article: the names theme files use for the seed's own classes and for the cells'
// `selectionColor` (the built-in theme files are the seed's themes, so they name them). A
// UIKit app has no theme files; an app here registers its classes once, as below.
extension AppearanceCatalog {
    /// Registers the kit's classes, the seed's `App…` classes and `TableViewCell.selectionColor`
    /// for theme files (registering again changes nothing).
    public func registerThemeSeed() {
        registerKit()
        let classes: [any AppearanceContainer.Type] = [
            AppLabel.self, AppHeadline.self, AppSubhead.self, AppFootnote.self,
            AppButton.self, AppDangerButton.self, AppImageButton.self,
            AppSwitch.self, AppStepper.self, AppSlider.self, AppSegmentedControl.self,
            AppView.self, AppSeparator.self,
        ]
        for swiftClass in classes { register(swiftClass) }
        register("selectionColor", \TableViewCell.selectionColor)
    }
}
