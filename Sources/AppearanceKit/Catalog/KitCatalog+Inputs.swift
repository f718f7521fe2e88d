import AppearanceCore

extension AppearanceCatalog {
    /// Registers the scroll, text input and search classes and their appearance properties
    /// (part of ``registerKit()``).
    func registerInputKit() {
        for swiftClass: any AppearanceContainer.Type in [
            ScrollView.self, TextField.self, TextView.self, SearchBar.self, SearchTextField.self,
        ] {
            register(swiftClass)
        }
        registerScrollViewProperties()
        registerTextFieldProperties()
        registerTextViewProperties()
        registerSearchBarProperties()
    }

    private func registerScrollViewProperties() {
        register("indicatorStyle", \ScrollView.indicatorStyle) { $0.indicatorStyle = $1 }
        register("contentInsetAdjustmentBehavior", \ScrollView.contentInsetAdjustmentBehavior) { $0.contentInsetAdjustmentBehavior = $1 }
        register("showsVerticalScrollIndicator", \ScrollView.showsVerticalScrollIndicator) { $0.showsVerticalScrollIndicator = $1 }
        register("showsHorizontalScrollIndicator", \ScrollView.showsHorizontalScrollIndicator) { $0.showsHorizontalScrollIndicator = $1 }
        register("contentInset", \ScrollView.contentInset) { $0.contentInset = $1 }
        register("keyboardDismissMode", \ScrollView.keyboardDismissMode) { $0.keyboardDismissMode = $1 }
        register("bounces", \ScrollView.bounces) { $0.bounces = $1 }
        register("alwaysBounceVertical", \ScrollView.alwaysBounceVertical) { $0.alwaysBounceVertical = $1 }
        register("alwaysBounceHorizontal", \ScrollView.alwaysBounceHorizontal) { $0.alwaysBounceHorizontal = $1 }
    }

    private func registerTextFieldProperties() {
        register("textColor", \TextField.textColor) { $0.textColor = $1 }
        register("font", \TextField.font) { $0.font = $1 }
        register("adjustsFontForContentSizeCategory", \TextField.adjustsFontForContentSizeCategory) {
            $0.adjustsFontForContentSizeCategory = $1
        }
        register("textAlignment", \TextField.textAlignment) { $0.textAlignment = $1 }
        register("borderStyle", \TextField.borderStyle) { $0.borderStyle = $1 }
        register("keyboardAppearance", \TextField.keyboardAppearance) { $0.keyboardAppearance = $1 }
        register("defaultTextAttributes", \TextField.defaultTextAttributes) { $0.defaultTextAttributes = $1 }
        register("attributedPlaceholder", \TextField.attributedPlaceholder) { $0.attributedPlaceholder = $1 }
        register("clearButtonMode", \TextField.clearButtonMode) { $0.clearButtonMode = $1 }
        register("background", \TextField.background) { $0.background = $1 }
        register("disabledBackground", \TextField.disabledBackground) { $0.disabledBackground = $1 }
        register("adjustsFontSizeToFitWidth", \TextField.adjustsFontSizeToFitWidth) { $0.adjustsFontSizeToFitWidth = $1 }
        register("minimumFontSize", \TextField.minimumFontSize) { $0.minimumFontSize = $1 }
    }

    private func registerTextViewProperties() {
        register("textColor", \TextView.textColor) { $0.textColor = $1 }
        register("font", \TextView.font) { $0.font = $1 }
        register("adjustsFontForContentSizeCategory", \TextView.adjustsFontForContentSizeCategory) {
            $0.adjustsFontForContentSizeCategory = $1
        }
        register("textAlignment", \TextView.textAlignment) { $0.textAlignment = $1 }
        register("keyboardAppearance", \TextView.keyboardAppearance) { $0.keyboardAppearance = $1 }
        register("typingAttributes", \TextView.typingAttributes) { $0.typingAttributes = $1 }
        register("linkTextAttributes", \TextView.linkTextAttributes) { $0.linkTextAttributes = $1 }
        register("textContainerInset", \TextView.textContainerInset) { $0.textContainerInset = $1 }
        register("isEditable", \TextView.isEditable) { $0.isEditable = $1 }
    }

    private func registerSearchBarProperties() {
        register("barStyle", \SearchBar.barStyle) { $0.barStyle = $1 }
        register("barTintColor", \SearchBar.barTintColor) { $0.barTintColor = $1 }
        register("searchBarStyle", \SearchBar.searchBarStyle) { $0.searchBarStyle = $1 }
        register("isTranslucent", \SearchBar.isTranslucent) { $0.isTranslucent = $1 }
        register("keyboardAppearance", \SearchBar.keyboardAppearance) { $0.keyboardAppearance = $1 }
        register("backgroundImage", axis: PositionAndMetrics.self) {
            \SearchBar.[backgroundImage: $0.position, $0.metrics]
        }
        register("scopeBarBackgroundImage", \SearchBar.scopeBarBackgroundImage) { $0.scopeBarBackgroundImage = $1 }
        register("searchFieldBackgroundImage", axis: ControlState.self) { \SearchBar.[searchFieldBackgroundImage: $0] }
        register("image", axis: SearchBar.IconAndState.self) { \SearchBar.[image: $0.icon, $0.state] }
        register("positionAdjustment", axis: SearchBar.Icon.self) { \SearchBar.[positionAdjustment: $0] }
        register("scopeBarButtonTitleTextAttributes", axis: ControlState.self) {
            \SearchBar.[scopeBarButtonTitleTextAttributes: $0]
        }
        register("scopeBarButtonBackgroundImage", axis: ControlState.self) {
            \SearchBar.[scopeBarButtonBackgroundImage: $0]
        }
        register("scopeBarButtonDividerImage", axis: DividerKey.self) {
            \SearchBar.[scopeBarButtonDividerImage: $0.left, $0.right]
        }
        register("searchFieldBackgroundPositionAdjustment", \SearchBar.searchFieldBackgroundPositionAdjustment) {
            $0.searchFieldBackgroundPositionAdjustment = $1
        }
        register("searchTextPositionAdjustment", \SearchBar.searchTextPositionAdjustment) { $0.searchTextPositionAdjustment = $1 }

        register("tokenBackgroundColor", \SearchTextField.tokenBackgroundColor) { $0.tokenBackgroundColor = $1 }
    }
}
