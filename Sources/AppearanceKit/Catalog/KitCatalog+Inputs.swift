import AppearanceCore

extension AppearanceCatalog {
    /// Registers the scroll, text input and search classes and their appearance properties
    /// (part of ``registerKit()``).
    func registerInputKit() {
        for swiftClass: any AppearanceContainer.Type in [ScrollView.self] {
            register(swiftClass)
        }
        registerScrollViewProperties()
    }

    private func registerScrollViewProperties() {
        register("indicatorStyle", \ScrollView.indicatorStyle)
        register("contentInsetAdjustmentBehavior", \ScrollView.contentInsetAdjustmentBehavior)
        register("showsVerticalScrollIndicator", \ScrollView.showsVerticalScrollIndicator)
        register("showsHorizontalScrollIndicator", \ScrollView.showsHorizontalScrollIndicator)
        register("contentInset", \ScrollView.contentInset)
        register("keyboardDismissMode", \ScrollView.keyboardDismissMode)
        register("bounces", \ScrollView.bounces)
        register("alwaysBounceVertical", \ScrollView.alwaysBounceVertical)
        register("alwaysBounceHorizontal", \ScrollView.alwaysBounceHorizontal)
    }
}
