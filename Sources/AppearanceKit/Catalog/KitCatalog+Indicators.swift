import AppearanceCore

extension AppearanceCatalog {
    /// Registers the indicator controls, pickers, effect views and container controllers, and
    /// their appearance properties (part of ``registerKit()``).
    func registerIndicatorKit() {
        let classes: [any AppearanceContainer.Type] = [
            ActivityIndicatorView.self, ProgressView.self, PageControl.self, RefreshControl.self, DatePicker.self,
            PickerView.self, VisualEffectView.self, TabBarController.self, SplitViewController.self,
            PageViewController.self, AlertController.self, PopoverController.self,
        ]
        for swiftClass in classes { register(swiftClass) }

        register("style", \ActivityIndicatorView.style)
        register("color", \ActivityIndicatorView.color)

        register("progressTintColor", \ProgressView.progressTintColor)
        register("trackTintColor", \ProgressView.trackTintColor)
        register("progressImage", \ProgressView.progressImage)
        register("trackImage", \ProgressView.trackImage)

        register("pageIndicatorTintColor", \PageControl.pageIndicatorTintColor)
        register("currentPageIndicatorTintColor", \PageControl.currentPageIndicatorTintColor)
        register("backgroundStyle", \PageControl.backgroundStyle)
        register("preferredIndicatorImage", \PageControl.preferredIndicatorImage)
        register("preferredCurrentPageIndicatorImage", \PageControl.preferredCurrentPageIndicatorImage)

        register("attributedTitle", \RefreshControl.attributedTitle)

        register("preferredDatePickerStyle", \DatePicker.preferredDatePickerStyle)
    }
}
