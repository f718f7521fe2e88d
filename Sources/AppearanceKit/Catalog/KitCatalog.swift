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
        register("backgroundColor", \View.backgroundColor)
        register("tintColor", \View.tintColor)
        register("alpha", \View.alpha)
        register("isHidden", \View.isHidden)
        // The layer's attributes, also under `layer.` names (Label's `shadowColor` is the text
        // shadow's, so a label's layer shadow is `layer.shadowColor`). The plain names are
        // registered last, so explanations show them.
        register("layer.borderColor", \View.layer.borderColor)
        register("layer.borderWidth", \View.layer.borderWidth)
        register("layer.cornerRadius", \View.layer.cornerRadius)
        register("layer.masksToBounds", \View.layer.masksToBounds)
        register("layer.shadowColor", \View.layer.shadowColor)
        register("layer.shadowOpacity", \View.layer.shadowOpacity)
        register("borderColor", \View.layer.borderColor)
        register("borderWidth", \View.layer.borderWidth)
        register("cornerRadius", \View.layer.cornerRadius)
        register("masksToBounds", \View.layer.masksToBounds)
        register("shadowColor", \View.layer.shadowColor)
        register("shadowOpacity", \View.layer.shadowOpacity)

        register("font", \Label.font)
        register("textColor", \Label.textColor)
        register("textAlignment", \Label.textAlignment)
        register("numberOfLines", \Label.numberOfLines)
        register("shadowColor", \Label.shadowColor)
        register("highlightedTextColor", \Label.highlightedTextColor)
        register("adjustsFontForContentSizeCategory", \Label.adjustsFontForContentSizeCategory)
        register("shadowOffset", \Label.shadowOffset)
        register("lineBreakMode", \Label.lineBreakMode)
        register("adjustsFontSizeToFitWidth", \Label.adjustsFontSizeToFitWidth)
        register("minimumScaleFactor", \Label.minimumScaleFactor)
        register("baselineAdjustment", \Label.baselineAdjustment)
    }

    private func registerControlProperties() {
        register("titleColor", axis: ControlState.self) { \Button.[titleColor: $0] }
        register("titleShadowColor", axis: ControlState.self) { \Button.[titleShadowColor: $0] }
        register("backgroundImage", axis: ControlState.self) { \Button.[backgroundImage: $0] }
        register("image", axis: ControlState.self) { \Button.[image: $0] }
        register("contentEdgeInsets", \Button.contentEdgeInsets)
        register("titleFont", \Button.titleFont)

        register("onTintColor", \Switch.onTintColor)
        register("thumbTintColor", \Switch.thumbTintColor)

        register("minimumTrackTintColor", \Slider.minimumTrackTintColor)
        register("maximumTrackTintColor", \Slider.maximumTrackTintColor)
        register("thumbTintColor", \Slider.thumbTintColor)
        register("thumbImage", axis: ControlState.self) { \Slider.[thumbImage: $0] }
        register("minimumTrackImage", axis: ControlState.self) { \Slider.[minimumTrackImage: $0] }
        register("maximumTrackImage", axis: ControlState.self) { \Slider.[maximumTrackImage: $0] }

        register("backgroundImage", axis: ControlState.self) { \Stepper.[backgroundImage: $0] }
        register("incrementImage", axis: ControlState.self) { \Stepper.[incrementImage: $0] }
        register("decrementImage", axis: ControlState.self) { \Stepper.[decrementImage: $0] }

        register("selectedSegmentTintColor", \SegmentedControl.selectedSegmentTintColor)
        register("titleTextAttributes", axis: ControlState.self) { \SegmentedControl.[titleTextAttributes: $0] }
        register("backgroundImage", axis: StateAndMetrics.self) {
            \SegmentedControl.[backgroundImage: $0.state, $0.metrics]
        }
        register("dividerImage", axis: DividerKey.self) { \SegmentedControl.[dividerImage: $0.left, $0.right, $0.metrics] }
    }

    private func registerContainerViewProperties() {
        register("spacing", \StackView.spacing)
        register("layoutMargins", \StackView.layoutMargins)
        register("isLayoutMarginsRelativeArrangement", \StackView.isLayoutMarginsRelativeArrangement)

        register("separatorColor", \TableView.separatorColor)
        register("separatorStyle", \TableView.separatorStyle)
        register("separatorInset", \TableView.separatorInset)
        register("rowHeight", \TableView.rowHeight)
        register("sectionHeaderHeight", \TableView.sectionHeaderHeight)
        register("sectionFooterHeight", \TableView.sectionFooterHeight)
        register("sectionIndexColor", \TableView.sectionIndexColor)
        register("sectionIndexBackgroundColor", \TableView.sectionIndexBackgroundColor)
        register("sectionIndexTrackingBackgroundColor", \TableView.sectionIndexTrackingBackgroundColor)

        register("selectionStyle", \TableViewCell.selectionStyle)
        register("separatorInset", \TableViewCell.separatorInset)

        register("itemSpacing", \CollectionView.itemSpacing)
    }

    private func registerBarProperties() {
        register("barStyle", \NavigationBar.barStyle)
        register("barTintColor", \NavigationBar.barTintColor)
        register("isTranslucent", \NavigationBar.isTranslucent)
        register("prefersLargeTitles", \NavigationBar.prefersLargeTitles)
        register("titleTextAttributes", \NavigationBar.titleTextAttributes)
        register("largeTitleTextAttributes", \NavigationBar.largeTitleTextAttributes)
        register("shadowImage", \NavigationBar.shadowImage)
        register("backIndicatorImage", \NavigationBar.backIndicatorImage)
        register("backIndicatorTransitionMaskImage", \NavigationBar.backIndicatorTransitionMaskImage)
        register("backgroundImage", axis: PositionAndMetrics.self) {
            \NavigationBar.[backgroundImage: $0.position, $0.metrics]
        }
        register("titleVerticalPositionAdjustment", axis: BarMetrics.self) {
            \NavigationBar.[titleVerticalPositionAdjustment: $0]
        }
        register("standardAppearance", \NavigationBar.standardAppearance)
        register("compactAppearance", \NavigationBar.compactAppearance)
        register("scrollEdgeAppearance", \NavigationBar.scrollEdgeAppearance)
        register("compactScrollEdgeAppearance", \NavigationBar.compactScrollEdgeAppearance)

        register("barStyle", \TabBar.barStyle)
        register("barTintColor", \TabBar.barTintColor)
        register("unselectedItemTintColor", \TabBar.unselectedItemTintColor)
        register("backgroundImage", \TabBar.backgroundImage)
        register("shadowImage", \TabBar.shadowImage)
        register("selectionIndicatorImage", \TabBar.selectionIndicatorImage)
        register("isTranslucent", \TabBar.isTranslucent)
        register("itemWidth", \TabBar.itemWidth)
        register("itemSpacing", \TabBar.itemSpacing)
        register("standardAppearance", \TabBar.standardAppearance)
        register("scrollEdgeAppearance", \TabBar.scrollEdgeAppearance)

        register("barStyle", \Toolbar.barStyle)
        register("barTintColor", \Toolbar.barTintColor)
        register("isTranslucent", \Toolbar.isTranslucent)
        register("backgroundImage", axis: PositionAndMetrics.self) {
            \Toolbar.[backgroundImage: $0.position, $0.metrics]
        }
        register("shadowImage", axis: BarPosition.self) { \Toolbar.[shadowImage: $0] }
        register("standardAppearance", \Toolbar.standardAppearance)
        register("compactAppearance", \Toolbar.compactAppearance)
        register("scrollEdgeAppearance", \Toolbar.scrollEdgeAppearance)
        register("compactScrollEdgeAppearance", \Toolbar.compactScrollEdgeAppearance)

        register("titleTextAttributes", axis: ControlState.self) { \BarItem.[titleTextAttributes: $0] }
        register("style", \BarButtonItem.style)
        register("tintColor", \BarButtonItem.tintColor)
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
        register("badgeColor", \TabBarItem.badgeColor)
        register("titlePositionAdjustment", \TabBarItem.titlePositionAdjustment)
    }
}
