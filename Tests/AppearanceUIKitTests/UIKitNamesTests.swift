import Foundation
import Testing

/// AppearanceUIKit declares UIKit's name for every public type of the kit (#43), generated from
/// the kit's declarations: this test is the generator. It fails when a kit type has neither a
/// UIKit name here nor a reason to have none, and when `Sources/AppearanceUIKit/UIKitNames.swift`
/// differs from what the table generates (run with `APPEARANCE_REGENERATE=1` to write it).
@Suite struct UIKitNamesTests {
    /// The kit's (and the engine's) types and the UIKit names they are declared under.
    static let names: [(kit: String, uikit: String)] = [
        ("Action", "UIAction"), ("KeyboardType", "UIKeyboardType"), ("ReturnKeyType", "UIReturnKeyType"),
        ("TextAutocapitalizationType", "UITextAutocapitalizationType"),
        ("TextAutocorrectionType", "UITextAutocorrectionType"), ("TextContentType", "UITextContentType"),
        ("TextInputTraits", "UITextInputTraits"), ("TextSpellCheckingType", "UITextSpellCheckingType"),
        ("AccessibilityContrast", "UIAccessibilityContrast"), ("Accessibility", "UIAccessibility"),
        ("ActivityIndicatorView", "UIActivityIndicatorView"), ("AlertAction", "UIAlertAction"),
        ("AlertController", "UIAlertController"), ("AppearanceContainer", "UIAppearanceContainer"),
        ("AppearanceNode", "UIAppearance"), ("BezierPath", "UIBezierPath"), ("GradientLayer", "CAGradientLayer"),
        ("ShapeLayer", "CAShapeLayer"), ("RectCorner", "UIRectCorner"), ("Application", "UIApplication"),
        ("BarAppearance", "UIBarAppearance"),
        ("ModalPresentationStyle", "UIModalPresentationStyle"), ("StatusBarStyle", "UIStatusBarStyle"),
        ("Menu", "UIMenu"), ("MenuElement", "UIMenuElement"),
        ("ContextualAction", "UIContextualAction"), ("SwipeActionsConfiguration", "UISwipeActionsConfiguration"),
        ("ScrollViewDelegate", "UIScrollViewDelegate"), ("TableViewController", "UITableViewController"),
        ("TableViewDataSource", "UITableViewDataSource"), ("TableViewDelegate", "UITableViewDelegate"),
        ("TableViewDiffableDataSource", "UITableViewDiffableDataSource"),
        ("CollectionViewDiffableDataSource", "UICollectionViewDiffableDataSource"),
        ("ContentConfiguration", "UIContentConfiguration"), ("ContentView", "UIContentView"),
        ("ConfigurationState", "UIConfigurationState"), ("ViewConfigurationState", "UIViewConfigurationState"),
        ("CellConfigurationState", "UICellConfigurationState"), ("ListContentConfiguration", "UIListContentConfiguration"),
        ("ListContentView", "UIListContentView"), ("BackgroundConfiguration", "UIBackgroundConfiguration"),
        ("CollectionViewController", "UICollectionViewController"), ("CollectionViewDataSource", "UICollectionViewDataSource"),
        ("CollectionViewDelegate", "UICollectionViewDelegate"),
        ("CollectionViewDelegateFlowLayout", "UICollectionViewDelegateFlowLayout"),
        ("CollectionViewLayout", "UICollectionViewLayout"), ("CollectionViewLayoutAttributes", "UICollectionViewLayoutAttributes"),
        ("CollectionViewFlowLayout", "UICollectionViewFlowLayout"),
        ("CollectionViewCompositionalLayout", "UICollectionViewCompositionalLayout"),
        ("CollectionViewCompositionalLayoutConfiguration", "UICollectionViewCompositionalLayoutConfiguration"),
        ("CollectionViewCompositionalLayoutSectionProvider", "UICollectionViewCompositionalLayoutSectionProvider"),
        ("CollectionLayoutSectionOrthogonalScrollingBehavior", "UICollectionLayoutSectionOrthogonalScrollingBehavior"),
        ("BarButtonItem", "UIBarButtonItem"), ("BarButtonItemAppearance", "UIBarButtonItemAppearance"),
        ("BarButtonItemStateAppearance", "UIBarButtonItemStateAppearance"), ("BarItem", "UIBarItem"),
        ("BarMetrics", "UIBarMetrics"), ("BarPosition", "UIBarPosition"), ("BarStyle", "UIBarStyle"),
        ("BlurEffect", "UIBlurEffect"), ("Button", "UIButton"), ("CollectionReusableView", "UICollectionReusableView"),
        ("CollectionView", "UICollectionView"), ("CollectionViewCell", "UICollectionViewCell"), ("Color", "UIColor"),
        ("ContentSizeCategory", "UIContentSizeCategory"), ("Control", "UIControl"), ("DatePicker", "UIDatePicker"),
        ("DatePickerStyle", "UIDatePickerStyle"), ("EdgeInsets", "UIEdgeInsets"), ("Font", "UIFont"),
        ("FontDescriptor", "UIFontDescriptor"), ("FontMetrics", "UIFontMetrics"), ("Image", "UIImage"),
        ("ImageView", "UIImageView"), ("KeyboardAppearance", "UIKeyboardAppearance"), ("Label", "UILabel"),
        ("Layer", "CALayer"), ("LayoutDirection", "UITraitEnvironmentLayoutDirection"),
        ("LayoutGuide", "UILayoutGuide"), ("LayoutPriority", "UILayoutPriority"),
        ("LegibilityWeight", "UILegibilityWeight"), ("NavigationBar", "UINavigationBar"),
        ("NavigationBarAppearance", "UINavigationBarAppearance"), ("NavigationController", "UINavigationController"),
        ("NavigationItem", "UINavigationItem"), ("Offset", "UIOffset"), ("PageControl", "UIPageControl"),
        ("PageViewController", "UIPageViewController"), ("PageViewControllerDataSource", "UIPageViewControllerDataSource"),
        ("PickerView", "UIPickerView"), ("PickerViewDataSource", "UIPickerViewDataSource"),
        ("PickerViewDelegate", "UIPickerViewDelegate"), ("PopoverArrowDirection", "UIPopoverArrowDirection"),
        ("PopoverController", "UIPopoverController"), ("ProgressView", "UIProgressView"),
        ("RefreshControl", "UIRefreshControl"), ("ScrollView", "UIScrollView"), ("SearchBar", "UISearchBar"),
        ("SearchController", "UISearchController"), ("SearchResultsUpdating", "UISearchResultsUpdating"),
        ("SearchTextField", "UISearchTextField"),
        ("SegmentedControl", "UISegmentedControl"), ("Slider", "UISlider"), ("SplitViewController", "UISplitViewController"),
        ("StackView", "UIStackView"), ("Stepper", "UIStepper"), ("Switch", "UISwitch"), ("TabBar", "UITabBar"),
        ("TabBarAppearance", "UITabBarAppearance"), ("TabBarController", "UITabBarController"), ("TabBarItem", "UITabBarItem"),
        ("TabBarItemAppearance", "UITabBarItemAppearance"), ("TabBarItemStateAppearance", "UITabBarItemStateAppearance"),
        ("TableView", "UITableView"), ("TableViewCell", "UITableViewCell"),
        ("TableViewHeaderFooterView", "UITableViewHeaderFooterView"), ("TextField", "UITextField"),
        ("TextView", "UITextView"), ("Toolbar", "UIToolbar"), ("ToolbarAppearance", "UIToolbarAppearance"),
        ("TraitCollection", "UITraitCollection"), ("TraitDefinition", "UITraitDefinition"),
        ("UserInterfaceIdiom", "UIUserInterfaceIdiom"), ("UserInterfaceSizeClass", "UIUserInterfaceSizeClass"),
        ("UserInterfaceStyle", "UIUserInterfaceStyle"), ("VibrancyEffect", "UIVibrancyEffect"),
        ("VibrancyEffectStyle", "UIVibrancyEffectStyle"), ("View", "UIView"), ("ViewController", "UIViewController"),
        ("VisualEffect", "UIVisualEffect"), ("VisualEffectView", "UIVisualEffectView"), ("Window", "UIWindow"),
    ]

    /// UIKit's names nested in another type, as `extension Outer { typealias Inner = Kit }`.
    static let nestedNames: [(outer: String, inner: String, kit: String)] = [
        ("Control", "State", "ControlState"), ("View", "ContentMode", "ContentMode"),
    ]

    /// Kit types with no UIKit type of their own, and why.
    static let kitOnly: [String: String] = [
        "CGColor": "already Core Graphics' name", "CGPath": "already Core Graphics' name",
        "CGMutablePath": "already Core Graphics' name", "CGContext": "already Core Graphics' name",
        "CGAffineTransform": "already Core Graphics' name", "CGLineCap": "already Core Graphics' name",
        "CGLineJoin": "already Core Graphics' name", "CGPathFillRule": "already Core Graphics' name",
        "CGPathDrawingMode": "already Core Graphics' name", "CACornerMask": "already Core Animation's name",
        "CAGradientLayerType": "already Core Animation's name", "CAShapeLayerLineCap": "already Core Animation's name",
        "CAShapeLayerLineJoin": "already Core Animation's name", "CAShapeLayerFillRule": "already Core Animation's name",
        "ContentMode": "UIKit's is nested: UIView.ContentMode",
        "ControlState": "UIKit's is nested: UIControl.State",
        "DividerKey": "the axis of a search bar's scope-bar divider images (UIKit passes two states)",
        "PositionAndMetrics": "the axis of bar positions with metrics (UIKit passes two arguments)",
        "StateAndMetrics": "the axis of control states with bar metrics (UIKit passes two arguments)",
        "NSLineBreakMode": "already UIKit's name", "NSMutableParagraphStyle": "already UIKit's name",
        "NSParagraphStyle": "already UIKit's name", "NSShadow": "already UIKit's name",
        "NSStringDrawingContext": "already UIKit's name", "NSStringDrawingOptions": "already UIKit's name",
        "NSTextAlignment": "already UIKit's name", "NSUnderlineStyle": "already UIKit's name",
        "TextAlignment": "UIKit's is NSTextAlignment, declared by the kit",
        "TextAttributes": "a typed view of attribute dictionaries, which UIKit does not have",
        "NSLayoutConstraint": "already UIKit's name", "NSLayoutAnchor": "already UIKit's name",
        "NSLayoutXAxisAnchor": "already UIKit's name", "NSLayoutYAxisAnchor": "already UIKit's name",
        "NSLayoutDimension": "already UIKit's name", "NSDirectionalEdgeInsets": "already UIKit's name",
        "LayoutMessages": "where the layout's messages go; UIKit prints them to the console",
        "LayoutExplanation": "why a view has its frame (explain --layout), which UIKit does not have",
        "NSCollectionLayoutDimension": "already UIKit's name", "NSCollectionLayoutSize": "already UIKit's name",
        "NSCollectionLayoutSpacing": "already UIKit's name", "NSCollectionLayoutItem": "already UIKit's name",
        "NSCollectionLayoutGroup": "already UIKit's name", "NSCollectionLayoutSection": "already UIKit's name",
        "NSCollectionLayoutSupplementaryItem": "already UIKit's name",
        "NSCollectionLayoutBoundarySupplementaryItem": "already UIKit's name",
        "NSCollectionLayoutEnvironment": "already UIKit's name", "NSCollectionLayoutContainer": "already UIKit's name",
        "NSRectAlignment": "already UIKit's name",
        "AssetCatalog": "an app's .xcassets folders read at run time; UIKit reads the compiled catalog itself",
        "AssetCatalogError": "why an asset catalog did not load; UIKit's catalog is compiled by Xcode",
        "NSDiffableDataSourceSnapshot": "already UIKit's name",
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let generatedFile = root.appendingPathComponent("Sources/AppearanceUIKit/UIKitNames.swift")

    /// The public top-level types the kit declares.
    static func kitTypes() throws -> Set<String> {
        let kit = root.appendingPathComponent("Sources/AppearanceKit")
        let pattern = #/^(?:@\w+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias) (\w+)/#
        var types: Set<String> = []
        let files = FileManager.default.enumerator(at: kit, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                if let match = try pattern.firstMatch(in: line), !match.output.1.hasPrefix("_") {
                    types.insert(String(match.output.1))
                }
            }
        }
        return types
    }

    /// The file the table makes.
    static func generated() -> String {
        var lines = [
            "// Generated by Tests/AppearanceUIKitTests/UIKitNamesTests.swift from the kit's declarations:",
            "// run `APPEARANCE_REGENERATE=1 swift test --filter UIKitNamesTests` after adding a kit type.",
            "",
        ]
        for (kit, uikit) in names.sorted(by: { $0.uikit < $1.uikit }) {
            lines.append("/// UIKit's name for the kit's `\(kit)`.")
            lines.append("public typealias \(uikit) = \(kit)")
        }
        for (outer, inner, kit) in nestedNames.sorted(by: { ($0.outer, $0.inner) < ($1.outer, $1.inner) }) {
            lines.append("")
            lines.append("extension \(outer) {")
            lines.append("    /// UIKit's name for the kit's `\(kit)`.")
            lines.append("    public typealias \(inner) = AppearanceKit.\(kit)")
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyKitTypeHasAUIKitNameOrAReason() throws {
        let types = try Self.kitTypes()
        #expect(types.count > 80, "the kit's types were found (\(types.count))")
        let covered = Set(Self.names.map(\.kit)).union(Self.kitOnly.keys)
        let missing = types.subtracting(covered).sorted()
        #expect(missing.isEmpty, "kit types with no UIKit name in UIKitNamesTests.names and no reason in kitOnly: \(missing)")
        #expect(Set(Self.names.map(\.uikit)).count == Self.names.count, "each UIKit name once")
    }

    @Test func theGeneratedFileIsCurrent() throws {
        let expected = Self.generated()
        if ProcessInfo.processInfo.environment["APPEARANCE_REGENERATE"] == "1" {
            try expected.write(to: Self.generatedFile, atomically: true, encoding: .utf8)
        }
        let current = try String(contentsOf: Self.generatedFile, encoding: .utf8)
        #expect(current == expected, "UIKitNames.swift is stale: run APPEARANCE_REGENERATE=1 swift test --filter UIKitNamesTests")
    }
}
