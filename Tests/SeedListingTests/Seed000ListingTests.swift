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

    /// The article's avatar (lines 203–226): the badge follows the rank from the proxy's
    /// per-rank images, the image views inside an avatar take the contained border, both are
    /// made circular in `layoutSubviews`, and an avatar's own badge beats the proxy's.
    @Test func theAvatarShowsTheBadgeForItsRankWithContainedBorders() {
        Appearance.reset()
        SeedListingsSwift5.applySeed000Styling()
        SeedListingsSwift5.applySeed000AvatarStyling()
        SeedListingsSwift6.applySeed000AvatarStyling()
        let window = UIWindow()
        let avatar = SeedListingsSwift5.AvatarView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let other = SeedListingsSwift6.AvatarView(frame: CGRect(x: 80, y: 0, width: 90, height: 90))
        let loose = UIImageView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        for view in [avatar, other, loose] as [UIView] { window.addSubview(view) }
        avatar.rank = .king
        other.rank = .adventurer
        window.layoutIfNeeded()
        let badge = avatar.subviews[1] as? UIImageView
        #expect(badge?.image == UIImage(named: "Crown"), "the proxy's badge for the rank")
        #expect((other.subviews[1] as? UIImageView)?.image == UIImage(named: "Adventurer"), "the Swift 6 compilation's")
        #expect(avatar.imageView.layer.borderWidth == 1 && avatar.imageView.layer.borderColor?.color == UIColor.darkGray)
        #expect(badge?.layer.borderWidth == 1, "every image view inside an avatar")
        #expect(loose.layer.borderWidth == 0, "not an image view outside one")
        #expect(avatar.imageView.layer.cornerRadius == 30 && badge?.layer.cornerRadius == 10, "circular")
        #expect(avatar.layer.cornerRadius == 0, "the avatar itself is not a ShowMoreView")

        avatar.rank = .knight
        #expect(badge?.image == UIImage(named: "Knight"))
        avatar.rank = .none
        #expect(badge?.image == nil, "no badge for no rank")

        avatar.setBadgeImage(UIImage(named: "Jester"), for: .none)
        #expect(badge?.image == UIImage(named: "Jester"), "the avatar's own badge, shown at once for its rank")
        Appearance.batch {
            SeedListingsSwift5.AvatarView.appearance().setBadgeImage(UIImage(named: "Pawn"), for: .none)
        }
        #expect(avatar.badgeImage(for: .none) == UIImage(named: "Jester"), "the app's value beats the proxy's")
        #expect(SeedListingsSwift5.AvatarView.appearance().badgeImage(for: .king) == UIImage(named: "Crown"))
    }
}
