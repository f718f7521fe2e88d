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

        register("style", \ActivityIndicatorView.style) { $0.style = $1 }
        register("color", \ActivityIndicatorView.color) { $0.color = $1 }

        register("progressTintColor", \ProgressView.progressTintColor) { $0.progressTintColor = $1 }
        register("trackTintColor", \ProgressView.trackTintColor) { $0.trackTintColor = $1 }
        register("progressImage", \ProgressView.progressImage) { $0.progressImage = $1 }
        register("trackImage", \ProgressView.trackImage) { $0.trackImage = $1 }

        register("pageIndicatorTintColor", \PageControl.pageIndicatorTintColor) { $0.pageIndicatorTintColor = $1 }
        register("currentPageIndicatorTintColor", \PageControl.currentPageIndicatorTintColor) { $0.currentPageIndicatorTintColor = $1 }
        register("backgroundStyle", \PageControl.backgroundStyle) { $0.backgroundStyle = $1 }
        register("preferredIndicatorImage", \PageControl.preferredIndicatorImage) { $0.preferredIndicatorImage = $1 }
        register("preferredCurrentPageIndicatorImage", \PageControl.preferredCurrentPageIndicatorImage) {
            $0.preferredCurrentPageIndicatorImage = $1
        }

        register("attributedTitle", \RefreshControl.attributedTitle) { $0.attributedTitle = $1 }

        register("preferredDatePickerStyle", \DatePicker.preferredDatePickerStyle) { $0.preferredDatePickerStyle = $1 }
    }
}
