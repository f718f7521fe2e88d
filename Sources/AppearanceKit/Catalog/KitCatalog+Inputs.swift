import AppearanceCore

extension AppearanceCatalog {
    /// Registers the scroll, text input and search classes and their appearance properties
    /// (part of ``registerKit()``).
    func registerInputKit() {
        for swiftClass: any AppearanceContainer.Type in [ScrollView.self, TextField.self, TextView.self] {
            register(swiftClass)
        }
        registerScrollViewProperties()
        registerTextFieldProperties()
        registerTextViewProperties()
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

    private func registerTextFieldProperties() {
        register("textColor", \TextField.textColor)
        register("font", \TextField.font)
        register("textAlignment", \TextField.textAlignment)
        register("borderStyle", \TextField.borderStyle)
        register("keyboardAppearance", \TextField.keyboardAppearance)
        register("defaultTextAttributes", \TextField.defaultTextAttributes)
        register("attributedPlaceholder", \TextField.attributedPlaceholder)
        register("clearButtonMode", \TextField.clearButtonMode)
        register("background", \TextField.background)
        register("disabledBackground", \TextField.disabledBackground)
        register("adjustsFontSizeToFitWidth", \TextField.adjustsFontSizeToFitWidth)
        register("minimumFontSize", \TextField.minimumFontSize)
    }

    private func registerTextViewProperties() {
        register("textColor", \TextView.textColor)
        register("font", \TextView.font)
        register("textAlignment", \TextView.textAlignment)
        register("keyboardAppearance", \TextView.keyboardAppearance)
        register("typingAttributes", \TextView.typingAttributes)
        register("linkTextAttributes", \TextView.linkTextAttributes)
        register("textContainerInset", \TextView.textContainerInset)
        register("isEditable", \TextView.isEditable)
    }
}
