import AppearanceKit
import AppearanceRender
import SeedPortAvatar
import Testing

// Seed 000 (Tests/SeedPortAvatar/AvatarView.swift): a badge image per rank, corner styles
// read in `layoutSubviews()` from `bounds`, circular avatars and rounded cards, all styled
// through proxies as the article's app styles them.
@MainActor
@Suite(.serialized) struct AvatarViewSeed {
    private func windowed(_ view: View) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        window.layoutIfNeeded()
        return window
    }

    @Test func eachOfTheFourRanksGetsItsBadge() {
        Appearance.reset()
        AvatarView.appearance().setBadgeImage(Image(named: "badge-contributor"), for: .contributor)
        AvatarView.appearance().setBadgeImage(Image(named: "badge-moderator"), for: .moderator)
        AvatarView.appearance().setBadgeImage(Image(named: "badge-administrator"), for: .administrator)
        #expect(AvatarView.appearance().badgeImage(for: .moderator) == Image(named: "badge-moderator"))
        let card = AvatarCardView(frame: CGRect(x: 0, y: 0, width: 390, height: 88), ranks: AvatarRank.allCases)
        _ = windowed(card)
        #expect(
            card.avatars.map(\.badgeView.image) == [
                nil, Image(named: "badge-contributor"), Image(named: "badge-moderator"), Image(named: "badge-administrator"),
            ])
        #expect(card.avatars.map(\.badgeView.isHidden) == [true, false, false, false], "no badge for plain members")
    }

    @Test func anAvatarsOwnBadgeForOneRankLeavesTheOthersThemed() {
        Appearance.reset()
        AvatarView.appearance().setBadgeImage(Image(named: "badge-moderator"), for: .moderator)
        AvatarView.appearance().setBadgeImage(Image(named: "badge-administrator"), for: .administrator)
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
        avatar.setBadgeImage(Image(named: "custom"), for: .administrator)
        _ = windowed(avatar)
        #expect(avatar.badgeImage(for: .administrator) == Image(named: "custom"))
        #expect(avatar.badgeImage(for: .moderator) == Image(named: "badge-moderator"))
    }

    @Test func avatarsAreCircularAtEverySize() {
        Appearance.reset()
        let small = AvatarView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
        let large = AvatarView(frame: CGRect(x: 0, y: 40, width: 120, height: 120))
        let window = windowed(small)
        window.addSubview(large)
        window.layoutIfNeeded()
        #expect(small.imageView.layer.cornerRadius == 16)
        #expect(large.imageView.layer.cornerRadius == 60)
        #expect(large.imageView.frame == large.bounds)
        #expect(large.badgeView.frame == CGRect(x: 80, y: 80, width: 40, height: 40))
        large.frame.size = CGSize(width: 90, height: 90)
        window.layoutIfNeeded()
        #expect(large.imageView.layer.cornerRadius == 45, "laid out again in its new size")
    }

    /// The corner style, from the proxy, against the corner radius each gives a 64-point avatar.
    @Test(arguments: [
        (AvatarCornerStyle.square, 0.0),
        (.circular, 32),
        (.fixedRadius, 10),
    ])
    func theCornerStyleDecidesTheRadius(style: AvatarCornerStyle, radius: CGFloat) {
        Appearance.reset()
        AvatarView.appearance().cornerStyle = style
        AvatarView.appearance().cornerRadius = 10
        let avatar = AvatarView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        _ = windowed(avatar)
        #expect(avatar.imageView.layer.cornerRadius == radius)
    }

    @Test func aFixedRadiusReadsTheValueBackedCornerRadiusAndFollowsATheme() {
        Appearance.reset()
        AvatarView.appearance(whenContainedInInstancesOf: [AvatarCardView.self]).cornerStyle = .fixedRadius
        AvatarView.appearance(whenContainedInInstancesOf: [AvatarCardView.self]).cornerRadius = 6
        AvatarView.appearance().borderColor = .white
        AvatarView.appearance().borderWidth = 2
        let card = AvatarCardView(frame: CGRect(x: 0, y: 0, width: 390, height: 88), ranks: [.member, .moderator])
        let alone = AvatarView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        let window = windowed(card)
        window.addSubview(alone)
        window.layoutIfNeeded()
        #expect(card.avatars.map(\.imageView.layer.cornerRadius) == [6, 6], "inside a card: the fixed radius")
        #expect(alone.imageView.layer.cornerRadius == 20, "elsewhere: circular")
        #expect(alone.imageView.layer.borderWidth == 2)
        #expect(alone.imageView.layer.borderColor == Color.white.cgColor)

        Appearance.batch { AvatarView.appearance(whenContainedInInstancesOf: [AvatarCardView.self]).cornerRadius = 14 }
        window.layoutIfNeeded()
        #expect(card.avatars.map(\.imageView.layer.cornerRadius) == [14, 14], "a theme switch lays the avatars out again")

        card.avatars[0].cornerRadius = 3
        window.layoutIfNeeded()
        #expect(card.avatars[0].imageView.layer.cornerRadius == 3, "the avatar's own radius wins over the proxy's")
    }

    @Test func theCardRoundsItsCornersAndLaysOutItsAvatars() {
        Appearance.reset()
        let card = AvatarCardView(frame: CGRect(x: 0, y: 0, width: 390, height: 88), ranks: [.member, .contributor, .moderator])
        _ = windowed(card)
        #expect(card.layer.cornerRadius == 12)
        #expect(
            card.avatars.map(\.frame) == [
                CGRect(x: 12, y: 12, width: 64, height: 64), CGRect(x: 88, y: 12, width: 64, height: 64),
                CGRect(x: 164, y: 12, width: 64, height: 64),
            ])
    }

    @Test func aPictureShowsCircularAvatarsOnARoundedCard() {
        Appearance.reset()
        AvatarView.appearance().setBadgeImage(Image(named: "badge-moderator"), for: .moderator)
        AvatarView.appearance().borderColor = .systemGray
        AvatarView.appearance().borderWidth = 1
        let card = AvatarCardView(frame: CGRect(x: 0, y: 0, width: 390, height: 88), ranks: [.member, .moderator])
        card.backgroundColor = .white
        let window = windowed(card)
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(#"rx="12""#), "the card's rounded corners")
        #expect(
            svg.contains(#"width="63" height="63" rx="31.5""#), "a 64-point avatar's border drawn as a circle (inset by half its width)")
        let layout = Layout(window, size: window.frame.size)
        #expect(layout.frameInRoot(of: card.avatars[1].badgeView) == CGRect(x: 131, y: 55, width: 21, height: 21))
    }

    @Test func badgesAreCataloguedPerRankForThemeFiles() {
        Appearance.reset()
        let catalog = AppearanceCatalog.shared
        catalog.register(AvatarView.self)
        catalog.register("badgeImage", axis: AvatarRank.self) { \AvatarView.[badgeImage: $0] }
        let property = catalog.property(named: "badgeImage", of: .of(AvatarView.self))
        let moderator = AvatarRank(axisComponents: ["moderator"])
        #expect(moderator == .moderator, "an Int axis is named by its cases")
        #expect(AvatarRank(axisComponents: ["3"]) == .administrator, "or by its raw value")
        #expect(AvatarRank.axisValueNames == ["member", "contributor", "moderator", "administrator"])
        #expect(property?.record(Image(named: "crown"), axis: moderator, target: .of(AvatarView.self)) == true)
        #expect(AvatarView.appearance().badgeImage(for: .moderator) == Image(named: "crown"))
    }
}
