import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct KitCatalogTests {
        @Test func registersEveryKitClass() {
            Appearance.reset()
            let catalog = AppearanceCatalog.shared
            catalog.registerKit()
            catalog.registerKit()
            for name in [
                "View", "Window", "Control", "Label", "Button", "Switch", "Slider", "Stepper", "SegmentedControl",
                "ImageView", "StackView", "TableView", "TableViewCell", "TableViewHeaderFooterView", "CollectionView",
                "CollectionViewCell", "NavigationBar", "TabBar", "Toolbar", "BarItem", "BarButtonItem", "TabBarItem",
                "ViewController", "NavigationController",
            ] {
                #expect(catalog.type(named: name) != nil, "\(name)")
            }
            #expect(catalog.type(named: "Button") == .of(Button.self))
        }

        @Test func findsPerAxisPropertiesAndRecordsThroughThem() throws {
            Appearance.reset()
            AppearanceCatalog.shared.registerKit()
            let titleColor = try #require(AppearanceCatalog.shared.property(named: "titleColor", of: .of(Button.self)))
            #expect(titleColor.axisType == ControlState.self)
            #expect(titleColor.accepts(Color.red))
            #expect(titleColor.record(Color.red, axis: ControlState.highlighted, target: .of(Button.self)))
            #expect(!titleColor.record("red", axis: ControlState.highlighted, target: .of(Button.self)))
            #expect(Button.appearance().titleColor(for: .highlighted) == .red)
            #expect(titleColor.recordedValue(axis: ControlState.highlighted, target: .of(Button.self)) as? Color == .red)
            let button = Button()
            let window = Window()
            window.addSubview(button)
            #expect(button.titleColor(for: .highlighted) == .red)
        }

        @Test func findsScalarAndInheritedProperties() throws {
            Appearance.reset()
            let catalog = AppearanceCatalog.shared
            catalog.registerKit()
            let textColor = try #require(catalog.property(named: "textColor", of: .of(Label.self)))
            #expect(textColor.axisType == nil)
            #expect(catalog.property(named: "backgroundColor", of: .of(Button.self))?.owner == .of(View.self))
            #expect(catalog.property(named: "cornerRadius", of: .of(TableViewCell.self)) != nil)
            #expect(catalog.property(named: "shadowColor", of: .of(Label.self))?.owner == .of(Label.self))
            #expect(catalog.property(named: "layer.shadowColor", of: .of(Label.self))?.owner == .of(View.self))
            #expect(catalog.property(named: "titleTextAttributes", of: .of(BarButtonItem.self))?.axisType == ControlState.self)
            #expect(catalog.property(named: "backgroundImage", of: .of(NavigationBar.self))?.axisType == PositionAndMetrics.self)
            #expect(catalog.property(named: "backgroundImage", of: .of(SegmentedControl.self))?.axisType == StateAndMetrics.self)
            #expect(catalog.property(named: "dividerImage", of: .of(SegmentedControl.self))?.axisType == DividerKey.self)
            #expect(catalog.property(named: "shadowImage", of: .of(Toolbar.self))?.axisType == BarPosition.self)
            #expect(catalog.property(named: "titleColor", of: .of(Label.self)) == nil)
            #expect(catalog.propertyNames(of: .of(Label.self)).contains("highlightedTextColor"))

            let cornerRadius = try #require(catalog.property(named: "cornerRadius", of: .of(View.self)))
            #expect(cornerRadius.record(6.0, target: .of(ImageView.self)))
            let image = ImageView()
            let window = Window()
            window.addSubview(image)
            #expect(image.layer.cornerRadius == 6)
        }

        /// UIKit's numbers are `CGFloat`, `Float` and `Double`: a number recorded by name is
        /// the number in the property's type, and only a number is.
        @Test func numbersRecordedByNameTakeThePropertysType() throws {
            Appearance.reset()
            let catalog = AppearanceCatalog.shared
            catalog.registerKit()
            let cornerRadius = try #require(catalog.property(named: "cornerRadius", of: .of(View.self)))
            let shadowOpacity = try #require(catalog.property(named: "shadowOpacity", of: .of(View.self)))
            #expect(cornerRadius.accepts(4) && cornerRadius.accepts(Float(4)) && cornerRadius.accepts(4.5))
            #expect(!cornerRadius.accepts("4") && !cornerRadius.accepts(Color.red))
            #expect(shadowOpacity.record(0.25, target: .of(Switch.self)))
            #expect(cornerRadius.record(5, target: .of(Switch.self)))
            let badge = Switch()
            let window = Window()
            window.addSubview(badge)
            #expect(badge.layer.shadowOpacity == Float(0.25))
            #expect(badge.layer.cornerRadius == CGFloat(5))
        }

        @Test func recordsTwoAxisValues() throws {
            Appearance.reset()
            AppearanceCatalog.shared.registerKit()
            let background = try #require(AppearanceCatalog.shared.property(named: "backgroundImage", of: .of(NavigationBar.self)))
            let axis = try #require(PositionAndMetrics(axisComponents: ["topAttached", "compact"]))
            #expect(background.record(Image(named: "bar"), axis: axis, target: .of(NavigationBar.self)))
            #expect(NavigationBar.appearance().backgroundImage(for: .topAttached, barMetrics: .compact) == Image(named: "bar"))
            let back = try #require(AppearanceCatalog.shared.property(named: "backButtonBackgroundImage", of: .of(BarButtonItem.self)))
            #expect(back.record(Image(named: "back"), axis: StateAndMetrics(.normal, .default), target: .of(BarButtonItem.self)))
            let item = BarButtonItem(title: "Back")
            let toolbar = Toolbar()
            toolbar.items = [item]
            let window = Window()
            window.addSubview(toolbar)
            #expect(item.backButtonBackgroundImages[StateAndMetrics(.normal, .default)] == Image(named: "back"))
        }

        @Test func axisValuesParseFromThemeComponents() {
            #expect(ControlState(axisComponents: ["highlighted"]) == .highlighted)
            #expect(ControlState(axisComponents: ["highlighted|selected"]) == [.highlighted, .selected])
            #expect(ControlState(axisComponents: ["bogus"]) == nil)
            #expect(ControlState(axisComponents: ["normal", "selected"]) == nil)
            #expect(ControlState.axisValueNames.contains("disabled"))
            #expect(BarMetrics(axisComponents: ["compact"]) == .compact)
            #expect(BarMetrics(axisComponents: [" Compact "]) == .compact)
            #expect(BarPosition(axisComponents: ["topAttached"]) == .topAttached)
            #expect(BarPosition.axisValueNames == ["any", "bottom", "top", "topAttached"])
            #expect(StateAndMetrics(axisComponents: ["highlighted", " compact"]) == StateAndMetrics(.highlighted, .compact))
            #expect(StateAndMetrics(axisComponents: ["selected"]) == StateAndMetrics(.selected, .default))
            #expect(StateAndMetrics(axisComponents: ["compact", "highlighted"]) == nil)
            #expect(PositionAndMetrics(axisComponents: ["top", "compact"]) == PositionAndMetrics(position: .top, metrics: .compact))
            #expect(PositionAndMetrics(axisComponents: ["compact"]) == PositionAndMetrics(position: .any, metrics: .compact))
            #expect(PositionAndMetrics(axisComponents: ["bottom"]) == PositionAndMetrics(position: .bottom, metrics: .default))
            #expect(PositionAndMetrics(axisComponents: ["a", "b", "c"]) == nil)
            #expect(
                DividerKey(axisComponents: ["selected", "normal", "compact"])
                    == DividerKey(left: .selected, right: .normal, metrics: .compact))
            #expect(DividerKey(axisComponents: ["selected", "normal"]) == DividerKey(left: .selected, right: .normal))
            #expect(DividerKey(axisComponents: ["selected"]) == nil)
            for names in StateAndMetrics.axisValueNames {
                #expect(StateAndMetrics(axisComponents: names.split(separator: ",").map(String.init)) != nil, "\(names)")
            }
            for names in PositionAndMetrics.axisValueNames {
                #expect(PositionAndMetrics(axisComponents: names.split(separator: ",").map(String.init)) != nil, "\(names)")
            }
            for names in DividerKey.axisValueNames {
                #expect(DividerKey(axisComponents: names.split(separator: ",").map(String.init)) != nil, "\(names)")
            }
        }
    }
}
