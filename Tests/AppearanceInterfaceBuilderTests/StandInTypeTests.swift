import AppearanceInterfaceBuilder
import AppearanceKit
import AppearanceThemes
import Foundation
import Testing

/// Custom classes the app did not register (#46 item 3): the element's kit class under a
/// run-time type named after the custom class, reached by rules for either name.
@MainActor
@Suite struct StandInTypeTests {
    init() { Fixtures.registerClasses() }

    /// ProfileCard.xib's card: its subtitle names `BadgeLabel`, which no test registers.
    private func card() throws -> (root: View, name: Label, subtitle: Label) {
        let nib = try Nib(contentsOf: Fixtures.url("ProfileCard.xib"))
        let root = try #require(nib.instantiate(withOwner: nil).first as? View)
        return (root, try #require(root.subviews[1] as? Label), try #require(root.subviews[2] as? Label))
    }

    private func show(_ view: View) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(view)
        return window
    }

    /// The stand-in type of `BadgeLabel`, which reading the file defines.
    private var badgeType: AppearanceType {
        get throws {
            _ = try Nib(contentsOf: Fixtures.url("ProfileCard.xib"))
            return try #require(AppearanceCatalog.shared.type(named: "BadgeLabel"))
        }
    }

    @Test func theKitClassStandsInUnderATypeNamedAfterTheCustomClass() throws {
        let (_, name, subtitle) = try card()
        #expect(type(of: subtitle) == Label.self)
        #expect(subtitle.appearanceType.name == "BadgeLabel")
        #expect(subtitle.appearanceType.supertype == .of(Label.self))
        #expect(subtitle.appearanceType.isKind(of: .of(View.self)))
        #expect(try subtitle.appearanceType == badgeType)
        #expect(name.appearanceType == .of(Label.self))
        // A second card's stand-in shares the type: one per name and kit class.
        #expect(try card().subtitle.appearanceType == subtitle.appearanceType)
    }

    @Test func rulesForTheCustomClassAndForItsKitSuperclassBothApply() throws {
        Appearance.reset()
        Appearance.proxy(for: try badgeType, as: Label.self).shadowColor = .systemPink
        Label.appearance().highlightedTextColor = .systemGreen
        let (root, name, subtitle) = try card()
        let window = show(root)
        #expect(subtitle.shadowColor == .systemPink)
        #expect(subtitle.highlightedTextColor == .systemGreen)
        #expect(name.shadowColor == nil)
        #expect(name.highlightedTextColor == .systemGreen)
        _ = window
    }

    @Test func aThemeFileNamesTheCustomClass() throws {
        Appearance.reset()
        let (root, name, subtitle) = try card()
        let theme = try ThemeFile.load(
            text: """
                name: Badges
                rules:
                  - class: BadgeLabel
                    properties:
                      shadowColor: "#FF2D55"
                  - class: Label
                    containers: [BadgeLabel]
                    properties:
                      shadowColor: "#000000"
                """, path: "badges.yaml")
        theme.apply()
        let window = show(root)
        #expect(subtitle.shadowColor?.hexString == "#ff2d55")
        #expect(name.shadowColor == nil)
        _ = window
    }

    @Test func explainNamesTheCustomClassAndListsBothClassesRules() throws {
        Appearance.reset()
        Label.appearance().shadowColor = .systemGreen
        Appearance.proxy(for: try badgeType, as: Label.self).shadowColor = .systemPink
        let (root, _, subtitle) = try card()
        let window = show(root)
        let explanation = try #require(Appearance.explain(subtitle, property: "shadowColor"))
        #expect(explanation.typeName == "BadgeLabel")
        #expect(explanation.rules.map(\.target) == ["Label", "BadgeLabel"])
        #expect(explanation.rules.last?.outcome == .won)
        _ = window
    }

    // Rules.md R4.3: what the file sets is where the view starts, as UIKit's decoding sets it;
    // proxies replace it when the view enters a window (rdar://24470115 shows UIKit doing so).
    @Test func valuesTheFileSetsAreInitialValuesThatRulesReplace() throws {
        Appearance.reset()
        Label.appearance().textColor = .systemRed
        let proxy = Appearance.proxy(for: try badgeType, as: Label.self)
        proxy.textColor = .systemPink
        let (root, name, subtitle) = try card()
        #expect(subtitle.textColor == .secondaryLabel)
        #expect(!subtitle.hasExplicitValue(for: \.textColor))
        let window = show(root)
        #expect(name.textColor == .systemRed)
        #expect(subtitle.textColor == .systemPink)
        // R7: when no rule styles it any more, the property returns to the file's value.
        Appearance.reset()
        Appearance.reloadAll()
        #expect(name.textColor == .label)
        #expect(subtitle.textColor == .secondaryLabel)
        _ = window
    }

    @Test func perStateValuesTheFileSetsAreInitialToo() throws {
        Appearance.reset()
        Button.appearance().setTitleColor(.systemOrange, for: .normal)
        let (root, _, _) = try card()
        let follow = try #require(root.subviews[3] as? Button)
        let window = show(root)
        #expect(follow.titleColor(for: .normal) == .systemOrange)
        #expect(follow.titleColor(for: .selected) == .secondaryLabel)
        Appearance.reset()
        Appearance.reloadAll()
        #expect(follow.titleColor(for: .normal) == .systemBlue)
        _ = window
    }

    @Test func whatTheAppSetsInItsClassAndInAwakeFromNibStaysExplicit() throws {
        Appearance.reset()
        ImageView.appearance().tintColor = .systemRed
        let (root, _, _) = try card()
        let avatar = try #require(root.subviews[0] as? AvatarView)
        let window = show(root)
        #expect(avatar.tintColor == .systemTeal)
        #expect(avatar.hasExplicitValue(for: \.tintColor))
        _ = window
    }

    @Test func anUnregisteredControllerClassIsAContainerByItsName() throws {
        Appearance.reset()
        let url = try Fixtures.temporaryFile(
            named: "Lone.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" customClass="WelcomeViewController" customModule="App" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label text="Hello" id="hello">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        </label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let storyboard = try Storyboard(contentsOf: url)
        let welcome = try #require(AppearanceCatalog.shared.type(named: "WelcomeViewController"))
        #expect(welcome.supertype == .of(ViewController.self))
        Label.appearance(whenContainedIn: [welcome]).shadowColor = .systemOrange
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(type(of: controller) == ViewController.self)
        #expect(controller.appearanceType == welcome)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = controller
        let hello = try #require(controller.view.subviews.first as? Label)
        #expect(hello.shadowColor == .systemOrange)
        #expect(storyboard.warnings.contains { $0.message.contains("WelcomeViewController is not registered") })
    }
}
