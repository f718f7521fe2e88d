import AppearanceUIKit
import SeedListingsSwift5
import SeedListingsSwift6
import Testing

/// Seed 000's listings (Tests/SeedListings/Shared/Seed000CustomAppearanceProperties.swift) run
/// as the article describes them: the app delegate's proxy values reach every ShowMoreView on
/// window entry, the corner style decides the radius (a pill follows the height in
/// `layoutSubviews`), and a view's own value beats the proxy's. Both compilations.
@MainActor
@Suite(.serialized) struct Seed000ListingTests {
    @Test func theProxyValuesStyleEveryShowMoreViewAndRoundedFollowsTheHeight() {
        Appearance.reset()
        // Each compilation's ShowMoreView is a class of its own, styled by its own app delegate.
        SeedListingsSwift5.applySeed000Styling()
        SeedListingsSwift6.applySeed000Styling()
        let window = UIWindow()
        let swift5 = SeedListingsSwift5.ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        let swift6 = SeedListingsSwift6.ShowMoreView(frame: CGRect(x: 0, y: 40, width: 120, height: 44))
        window.addSubview(swift5)
        window.addSubview(swift6)
        window.layoutIfNeeded()
        #expect(swift5.cornerStyle == .rounded)
        #expect(swift5.layer.borderWidth == 1 && swift5.layer.borderColor?.color == UIColor.blue)
        #expect(swift5.layer.cornerRadius == 16, "rounded: half the height")
        #expect(swift6.layer.cornerRadius == 22)
        #expect(swift6.layer.borderColor?.color == UIColor.blue, "the Swift 6 compilation's view too")

        swift5.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        window.layoutIfNeeded()
        #expect(swift5.layer.cornerRadius == 20, "layoutSubviews follows the new height")
    }

    @Test func theCornerStyleDecidesTheRadiusAndAViewsOwnValueWins() {
        Appearance.reset()
        SeedListingsSwift5.applySeed000Styling()
        let window = UIWindow()
        let fixed = SeedListingsSwift5.ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        fixed.cornerStyle = .fixedRadius
        fixed.cornerRadius = 6
        let square = SeedListingsSwift5.ShowMoreView(frame: CGRect(x: 0, y: 40, width: 120, height: 32))
        square.cornerStyle = .none
        window.addSubview(fixed)
        window.addSubview(square)
        window.layoutIfNeeded()
        #expect(fixed.cornerStyle == .fixedRadius, "the view's own value beats the proxy's")
        #expect(fixed.layer.cornerRadius == 6)
        #expect(square.layer.cornerRadius == 0)
        #expect(square.layer.borderWidth == 1, "the other proxy values still apply")
    }
}
