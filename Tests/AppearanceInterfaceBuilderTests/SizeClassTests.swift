import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

/// Size-class `<variation>`s (#46 item 2): Adaptive.storyboard's article in each size class.
@MainActor
@Suite struct SizeClassTests {
    /// The article scene made in the given size classes (the device's when `nil`).
    private func article(
        _ horizontal: UserInterfaceSizeClass? = nil, _ vertical: UserInterfaceSizeClass? = nil
    ) throws -> (root: View, headline: Label, body: Label) {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("Adaptive.storyboard"))
        if let horizontal { storyboard.horizontalSizeClass = horizontal }
        if let vertical { storyboard.verticalSizeClass = vertical }
        let root = try storyboard.viewController(withIdentifier: "Article").view
        let labels = root.subviews.compactMap { $0 as? Label }
        return (root, try #require(labels.first), try #require(labels.last))
    }

    private func identifiers(_ view: View) -> [String] {
        view.subviews.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) }
    }

    private func constraintIDs(_ view: View) -> Set<String> {
        Set(view.constraints.compactMap(\.identifier))
    }

    @Test func thePhoneInPortraitIsCompactWidthRegularHeight() throws {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("Adaptive.storyboard"))
        #expect(storyboard.horizontalSizeClass == .compact)
        #expect(storyboard.verticalSizeClass == .regular)
        let (root, headline, body) = try article()
        #expect(root.subviews.count == 3)
        #expect(!root.subviews.contains { $0 is Label == false && $0.frame.width == 240 })
        #expect(headline.font == Font.boldSystemFont(ofSize: 20))
        #expect(body.textColor == .secondaryLabel)
        #expect(root.backgroundColor == .systemBackground)
        #expect(constraintIDs(root).contains("ac5"))
        #expect(!constraintIDs(root).contains("ac6"))
        // The sidebar's own constraints and the ones that name it are left out with it.
        #expect(!constraintIDs(root).contains("ac1"))
    }

    @Test func regularWidthTakesItsFontColourBackgroundSubviewAndConstraints() throws {
        let (root, headline, body) = try article(.regular)
        #expect(root.subviews.count == 4)
        #expect(root.subviews.first?.frame == CGRect(x: 0, y: 0, width: 240, height: 852))
        #expect(root.subviews.first?.backgroundColor == .secondarySystemBackground)
        #expect(headline.font == Font.boldSystemFont(ofSize: 34))
        #expect(body.textColor == .label)
        #expect(root.backgroundColor == .systemGroupedBackground)
        #expect(constraintIDs(root).contains("ac6"))
        #expect(!constraintIDs(root).contains("ac5"))
    }

    @Test func compactHeightRemovesThePhotoAndShrinksTheHeadline() throws {
        let (root, headline, _) = try article(.compact, .compact)
        #expect(root.subviews.count == 2)
        #expect(!root.subviews.contains { $0 is ImageView })
        #expect(headline.font == Font.boldSystemFont(ofSize: 17))
    }

    @Test func theMoreSpecificVariationWins() throws {
        let (root, headline, _) = try article(.regular, .compact)
        #expect(headline.font == Font.boldSystemFont(ofSize: 28))
        #expect(root.subviews.count == 3)
        #expect(root.subviews.first?.frame.width == 240)
        #expect(!root.subviews.contains { $0 is ImageView })
    }

    @Test func unspecifiedSizeClassesTakeWhatHoldsInAnyByAny() throws {
        let (root, headline, body) = try article(.unspecified, .unspecified)
        #expect(root.subviews.count == 3)
        #expect(headline.font == Font.boldSystemFont(ofSize: 20))
        #expect(body.textColor == .secondaryLabel)
    }

    @Test(arguments: [
        ("retina6_12", false, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        ("retina6_72", true, .regular, .compact),
        ("retina4_7", true, .compact, .compact),
        ("ipad11", false, .regular, .regular),
        ("ipad12_9", true, .regular, .regular),
        ("", false, .compact, .regular),
    ])
    func devicesGiveUIKitsSizeClasses(
        id: String, landscape: Bool, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        let device = InterfaceBuilderDevice(id: id, isLandscape: landscape)
        #expect(device.horizontalSizeClass == horizontal)
        #expect(device.verticalSizeClass == vertical)
    }

    @Test func aVariationKeyTheLoaderCannotReadIsWarnedAboutAndLeftOut() throws {
        let url = try Fixtures.temporaryFile(
            named: "Odd.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <label text="Hi" id="odd">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <variation key="depthClass=deep">
                            <fontDescription key="fontDescription" type="system" pointSize="40"/>
                        </variation>
                    </label>
                </objects>
            </document>
            """)
        let nib = try Nib(contentsOf: url)
        let label = try #require(nib.instantiate(withOwner: nil).first as? Label)
        #expect(label.font.pointSize == 12)
        let warning = try #require(nib.warnings.first { $0.message.contains("depthClass=deep") })
        #expect(warning.line == 7)
    }
}
