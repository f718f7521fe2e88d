public import AppearanceCore

/// Whether ``AppearanceCatalog/registerKit()`` has run.
@preconcurrency @MainActor
private enum KitCatalogState {
    static var isRegistered = false
}

extension AppearanceCatalog {
    /// Registers every class of the kit and every appearance property under its Swift name, so
    /// that theme files and the command-line tool can name them (`Button`,
    /// `titleColor[highlighted]`). Calling it again does nothing.
    ///
    /// ```swift
    /// AppearanceCatalog.shared.registerKit()
    /// let titleColor = AppearanceCatalog.shared.property(named: "titleColor", of: .of(Button.self))
    /// titleColor?.record(Color.red, axis: ControlState.highlighted, target: .of(Button.self))
    /// ```
    ///
    /// Views do not need it: appearance works without names.
    public func registerKit() {
        guard !KitCatalogState.isRegistered else { return }
        KitCatalogState.isRegistered = true
        registerKitClasses()
        registerViewProperties()
        registerControlProperties()
        registerContainerViewProperties()
        registerBarProperties()
        registerIndicatorKit()
        registerInputKit()
    }

    private func registerKitClasses() {
        let classes: [any AppearanceContainer.Type] = [
            View.self, Window.self, Control.self, Label.self, Button.self, Switch.self, Slider.self, Stepper.self,
            SegmentedControl.self, ImageView.self, StackView.self, TableView.self, TableViewCell.self,
            TableViewHeaderFooterView.self, CollectionView.self, CollectionReusableView.self, CollectionViewCell.self, NavigationBar.self,
            TabBar.self, Toolbar.self, BarItem.self, BarButtonItem.self, TabBarItem.self, ViewController.self,
            NavigationController.self,
        ]
        for swiftClass in classes { register(swiftClass) }
    }

    private func registerViewProperties() {
        register("backgroundColor", \View.backgroundColor) { $0.backgroundColor = $1 }
        register("tintColor", \View.tintColor) { $0.tintColor = $1 }
        register("alpha", \View.alpha) { $0.alpha = $1 }
        register("isHidden", \View.isHidden) { $0.isHidden = $1 }
        // The layer's attributes, also under `layer.` names (Label's `shadowColor` is the text
        // shadow's, so a label's layer shadow is `layer.shadowColor`). The plain names are
        // registered last, so explanations show them.
        register("layer.borderColor", \View.layer.borderColor) { $0.layer.borderColor = $1 }
        register("layer.borderWidth", \View.layer.borderWidth) { $0.layer.borderWidth = $1 }
        register("layer.cornerRadius", \View.layer.cornerRadius) { $0.layer.cornerRadius = $1 }
        register("layer.masksToBounds", \View.layer.masksToBounds) { $0.layer.masksToBounds = $1 }
        register("layer.shadowColor", \View.layer.shadowColor) { $0.layer.shadowColor = $1 }
        register("layer.shadowOpacity", \View.layer.shadowOpacity) { $0.layer.shadowOpacity = $1 }
        register("borderColor", \View.layer.borderColor) { $0.layer.borderColor = $1 }
        register("borderWidth", \View.layer.borderWidth) { $0.layer.borderWidth = $1 }
        register("cornerRadius", \View.layer.cornerRadius) { $0.layer.cornerRadius = $1 }
        register("masksToBounds", \View.layer.masksToBounds) { $0.layer.masksToBounds = $1 }
        register("shadowColor", \View.layer.shadowColor) { $0.layer.shadowColor = $1 }
        register("shadowOpacity", \View.layer.shadowOpacity) { $0.layer.shadowOpacity = $1 }

        register("font", \Label.font) { $0.font = $1 }
        register("textColor", \Label.textColor) { $0.textColor = $1 }
        register("textAlignment", \Label.textAlignment) { $0.textAlignment = $1 }
        register("numberOfLines", \Label.numberOfLines) { $0.numberOfLines = $1 }
        register("shadowColor", \Label.shadowColor) { $0.shadowColor = $1 }
        register("highlightedTextColor", \Label.highlightedTextColor) { $0.highlightedTextColor = $1 }
        register("adjustsFontForContentSizeCategory", \Label.adjustsFontForContentSizeCategory) {
            $0.adjustsFontForContentSizeCategory = $1
        }
        register("shadowOffset", \Label.shadowOffset) { $0.shadowOffset = $1 }
        register("lineBreakMode", \Label.lineBreakMode) { $0.lineBreakMode = $1 }
        register("adjustsFontSizeToFitWidth", \Label.adjustsFontSizeToFitWidth) { $0.adjustsFontSizeToFitWidth = $1 }
        register("minimumScaleFactor", \Label.minimumScaleFactor) { $0.minimumScaleFactor = $1 }
        register("baselineAdjustment", \Label.baselineAdjustment) { $0.baselineAdjustment = $1 }
    }

    private func registerControlProperties() {
        register("titleColor", axis: ControlState.self) { \Button.[titleColor: $0] }
        register("titleShadowColor", axis: ControlState.self) { \Button.[titleShadowColor: $0] }
        register("backgroundImage", axis: ControlState.self) { \Button.[backgroundImage: $0] }
        register("image", axis: ControlState.self) { \Button.[image: $0] }
        register("contentEdgeInsets", \Button.contentEdgeInsets) { $0.contentEdgeInsets = $1 }
        register("titleFont", \Button.titleFont) { $0.titleFont = $1 }
        register("adjustsFontForContentSizeCategory", \Button.adjustsFontForContentSizeCategory) {
            $0.adjustsFontForContentSizeCategory = $1
        }

        register("onTintColor", \Switch.onTintColor) { $0.onTintColor = $1 }
        register("thumbTintColor", \Switch.thumbTintColor) { $0.thumbTintColor = $1 }

        register("minimumTrackTintColor", \Slider.minimumTrackTintColor) { $0.minimumTrackTintColor = $1 }
        register("maximumTrackTintColor", \Slider.maximumTrackTintColor) { $0.maximumTrackTintColor = $1 }
        register("thumbTintColor", \Slider.thumbTintColor) { $0.thumbTintColor = $1 }
        register("thumbImage", axis: ControlState.self) { \Slider.[thumbImage: $0] }
        register("minimumTrackImage", axis: ControlState.self) { \Slider.[minimumTrackImage: $0] }
        register("maximumTrackImage", axis: ControlState.self) { \Slider.[maximumTrackImage: $0] }

        register("backgroundImage", axis: ControlState.self) { \Stepper.[backgroundImage: $0] }
        register("incrementImage", axis: ControlState.self) { \Stepper.[incrementImage: $0] }
        register("decrementImage", axis: ControlState.self) { \Stepper.[decrementImage: $0] }

        register("selectedSegmentTintColor", \SegmentedControl.selectedSegmentTintColor) { $0.selectedSegmentTintColor = $1 }
        register("titleTextAttributes", axis: ControlState.self) { \SegmentedControl.[titleTextAttributes: $0] }
        register("backgroundImage", axis: StateAndMetrics.self) {
            \SegmentedControl.[backgroundImage: $0.state, $0.metrics]
        }
        register("dividerImage", axis: DividerKey.self) { \SegmentedControl.[dividerImage: $0.left, $0.right, $0.metrics] }
    }

    private func registerContainerViewProperties() {
        register("spacing", \StackView.spacing) { $0.spacing = $1 }
        register("layoutMargins", \StackView.layoutMargins) { $0.layoutMargins = $1 }
        register("isLayoutMarginsRelativeArrangement", \StackView.isLayoutMarginsRelativeArrangement) {
            $0.isLayoutMarginsRelativeArrangement = $1
        }

        register("separatorColor", \TableView.separatorColor) { $0.separatorColor = $1 }
        register("separatorStyle", \TableView.separatorStyle) { $0.separatorStyle = $1 }
        register("separatorInset", \TableView.separatorInset) { $0.separatorInset = $1 }
        register("rowHeight", \TableView.rowHeight) { $0.rowHeight = $1 }
        register("sectionHeaderHeight", \TableView.sectionHeaderHeight) { $0.sectionHeaderHeight = $1 }
        register("sectionFooterHeight", \TableView.sectionFooterHeight) { $0.sectionFooterHeight = $1 }
        register("sectionIndexColor", \TableView.sectionIndexColor) { $0.sectionIndexColor = $1 }
        register("sectionIndexBackgroundColor", \TableView.sectionIndexBackgroundColor) { $0.sectionIndexBackgroundColor = $1 }
        register("sectionIndexTrackingBackgroundColor", \TableView.sectionIndexTrackingBackgroundColor) {
            $0.sectionIndexTrackingBackgroundColor = $1
        }

        register("selectionStyle", \TableViewCell.selectionStyle) { $0.selectionStyle = $1 }
        register("separatorInset", \TableViewCell.separatorInset) { $0.separatorInset = $1 }

        register("itemSpacing", \CollectionView.itemSpacing) { $0.itemSpacing = $1 }
    }

    private func registerBarProperties() {
        register("barStyle", \NavigationBar.barStyle) { $0.barStyle = $1 }
        register("barTintColor", \NavigationBar.barTintColor) { $0.barTintColor = $1 }
        register("isTranslucent", \NavigationBar.isTranslucent) { $0.isTranslucent = $1 }
        register("prefersLargeTitles", \NavigationBar.prefersLargeTitles) { $0.prefersLargeTitles = $1 }
        register("titleTextAttributes", \NavigationBar.titleTextAttributes) { $0.titleTextAttributes = $1 }
        register("largeTitleTextAttributes", \NavigationBar.largeTitleTextAttributes) { $0.largeTitleTextAttributes = $1 }
        register("shadowImage", \NavigationBar.shadowImage) { $0.shadowImage = $1 }
        register("backIndicatorImage", \NavigationBar.backIndicatorImage) { $0.backIndicatorImage = $1 }
        register("backIndicatorTransitionMaskImage", \NavigationBar.backIndicatorTransitionMaskImage) {
            $0.backIndicatorTransitionMaskImage = $1
        }
        register("backgroundImage", axis: PositionAndMetrics.self) {
            \NavigationBar.[backgroundImage: $0.position, $0.metrics]
        }
        register("titleVerticalPositionAdjustment", axis: BarMetrics.self) {
            \NavigationBar.[titleVerticalPositionAdjustment: $0]
        }
        register("standardAppearance", \NavigationBar.standardAppearance) { $0.standardAppearance = $1 }
        register("compactAppearance", \NavigationBar.compactAppearance) { $0.compactAppearance = $1 }
        register("scrollEdgeAppearance", \NavigationBar.scrollEdgeAppearance) { $0.scrollEdgeAppearance = $1 }
        register("compactScrollEdgeAppearance", \NavigationBar.compactScrollEdgeAppearance) { $0.compactScrollEdgeAppearance = $1 }

        register("barStyle", \TabBar.barStyle) { $0.barStyle = $1 }
        register("barTintColor", \TabBar.barTintColor) { $0.barTintColor = $1 }
        register("unselectedItemTintColor", \TabBar.unselectedItemTintColor) { $0.unselectedItemTintColor = $1 }
        register("backgroundImage", \TabBar.backgroundImage) { $0.backgroundImage = $1 }
        register("shadowImage", \TabBar.shadowImage) { $0.shadowImage = $1 }
        register("selectionIndicatorImage", \TabBar.selectionIndicatorImage) { $0.selectionIndicatorImage = $1 }
        register("isTranslucent", \TabBar.isTranslucent) { $0.isTranslucent = $1 }
        register("itemWidth", \TabBar.itemWidth) { $0.itemWidth = $1 }
        register("itemSpacing", \TabBar.itemSpacing) { $0.itemSpacing = $1 }
        register("standardAppearance", \TabBar.standardAppearance) { $0.standardAppearance = $1 }
        register("scrollEdgeAppearance", \TabBar.scrollEdgeAppearance) { $0.scrollEdgeAppearance = $1 }

        register("barStyle", \Toolbar.barStyle) { $0.barStyle = $1 }
        register("barTintColor", \Toolbar.barTintColor) { $0.barTintColor = $1 }
        register("isTranslucent", \Toolbar.isTranslucent) { $0.isTranslucent = $1 }
        register("backgroundImage", axis: PositionAndMetrics.self) {
            \Toolbar.[backgroundImage: $0.position, $0.metrics]
        }
        register("shadowImage", axis: BarPosition.self) { \Toolbar.[shadowImage: $0] }
        register("standardAppearance", \Toolbar.standardAppearance) { $0.standardAppearance = $1 }
        register("compactAppearance", \Toolbar.compactAppearance) { $0.compactAppearance = $1 }
        register("scrollEdgeAppearance", \Toolbar.scrollEdgeAppearance) { $0.scrollEdgeAppearance = $1 }
        register("compactScrollEdgeAppearance", \Toolbar.compactScrollEdgeAppearance) { $0.compactScrollEdgeAppearance = $1 }

        register("titleTextAttributes", axis: ControlState.self) { \BarItem.[titleTextAttributes: $0] }
        register("style", \BarButtonItem.style) { $0.style = $1 }
        register("tintColor", \BarButtonItem.tintColor) { $0.tintColor = $1 }
        register("backgroundImage", axis: StateAndMetrics.self) {
            \BarButtonItem.[backgroundImage: $0.state, $0.metrics]
        }
        register("backButtonBackgroundImage", axis: StateAndMetrics.self) {
            \BarButtonItem.[backButtonBackgroundImage: $0.state, $0.metrics]
        }
        register("titlePositionAdjustment", axis: BarMetrics.self) { \BarButtonItem.[titlePositionAdjustment: $0] }
        register("backButtonTitlePositionAdjustment", axis: BarMetrics.self) {
            \BarButtonItem.[backButtonTitlePositionAdjustment: $0]
        }
        register("backgroundVerticalPositionAdjustment", axis: BarMetrics.self) {
            \BarButtonItem.[backgroundVerticalPositionAdjustment: $0]
        }
        register("badgeColor", \TabBarItem.badgeColor) { $0.badgeColor = $1 }
        register("titlePositionAdjustment", \TabBarItem.titlePositionAdjustment) { $0.titlePositionAdjustment = $1 }
    }
}
