import AppearanceKit
import SeedPort
import Testing

// Seed: "a badge image per rank", an appearance property with an axis. In UIKit:
//
//     class AvatarView: UIView {
//         @objc dynamic func setBadgeImage(_ image: UIImage?, for rank: Rank)
//         @objc dynamic func badgeImage(for rank: Rank) -> UIImage?
//     }
//     AvatarView.appearance().setBadgeImage(UIImage(named: "gold-star"), for: .gold)

enum Rank: String, CaseIterable, AppearanceAxis { case bronze, silver, gold }

final class AvatarView: View {
    /// The user's picture; a theme borders the image views inside an avatar.
    let imageView = ImageView()
    var rank: Rank = .bronze
    @Styled var badgeImages = AxisValues<Rank, Image?>(default: nil)

    subscript(badgeImage rank: Rank) -> Image? {
        get { badgeImages[rank] }
        set { badgeImages[rank] = newValue }
    }

    func setBadgeImage(_ image: Image?, for rank: Rank) { self[badgeImage: rank] = image }
    func badgeImage(for rank: Rank) -> Image? { self[badgeImage: rank] }

    /// What the avatar shows for its current rank.
    var currentBadge: Image? { badgeImage(for: rank) }

    override init(frame: Rect = Rect(x: 0, y: 0, width: 48, height: 48)) {
        super.init(frame: frame)
        imageView.frame = Rect(origin: .zero, size: frame.size)
        addSubview(imageView)
    }
}

extension AppearanceProxy where Target: AvatarView {
    func setBadgeImage(_ image: Image?, for rank: Rank) { self[\.[badgeImage: rank]] = image }
    func badgeImage(for rank: Rank) -> Image? { self[\.[badgeImage: rank]] ?? nil }
}

@MainActor
@Suite struct AvatarViewSeed {
    @Test func eachRankGetsItsBadge() {
        Appearance.reset()
        AvatarView.appearance().setBadgeImage(Image(named: "bronze-medal"), for: .bronze)
        AvatarView.appearance().setBadgeImage(Image(named: "gold-star"), for: .gold)
        #expect(AvatarView.appearance().badgeImage(for: .gold) == Image(named: "gold-star"))
        let window = Window()
        let avatars = Rank.allCases.map { rank in
            let avatar = AvatarView()
            avatar.rank = rank
            window.addSubview(avatar)
            return avatar
        }
        #expect(avatars.map(\.currentBadge) == [Image(named: "bronze-medal"), nil, Image(named: "gold-star")])
    }

    @Test func anAvatarsOwnBadgeForOneRankLeavesTheOthersThemed() {
        Appearance.reset()
        AvatarView.appearance().setBadgeImage(Image(named: "silver-star"), for: .silver)
        AvatarView.appearance().setBadgeImage(Image(named: "gold-star"), for: .gold)
        let window = Window()
        let avatar = AvatarView()
        avatar.setBadgeImage(Image(named: "custom"), for: .gold)
        window.addSubview(avatar)
        #expect(avatar.badgeImage(for: .gold) == Image(named: "custom"))
        #expect(avatar.badgeImage(for: .silver) == Image(named: "silver-star"))
    }

    // The seed's border rule: every image view inside an avatar gets a border, image views
    // elsewhere do not (the border properties are Tests/SeedPort/BorderedViews.swift).
    @Test func imageViewsInsideAnAvatarGetABorder() {
        Appearance.reset()
        ImageView.appearance(whenContainedInInstancesOf: [AvatarView.self]).borderColor = .white
        ImageView.appearance(whenContainedInInstancesOf: [AvatarView.self]).borderWidth = 2
        let window = Window()
        let avatar = AvatarView()
        let deeper = View()
        let badge = ImageView(image: Image(named: "gold-star"))
        deeper.addSubview(badge)
        avatar.addSubview(deeper)
        let photo = ImageView(image: Image(named: "landscape"))
        window.addSubview(avatar)
        window.addSubview(photo)
        #expect(avatar.imageView.borderColor == .white)
        #expect(avatar.imageView.borderWidth == 2)
        #expect(badge.borderWidth == 2, "anywhere inside the avatar")
        #expect(photo.borderColor == nil)
        #expect(photo.borderWidth == 0)
        #expect(avatar.borderWidth == 0, "the avatar itself is no image view")

        Appearance.batch { ImageView.appearance(whenContainedInInstancesOf: [AvatarView.self]).borderColor = .systemBlue }
        #expect(avatar.imageView.borderColor == .systemBlue, "a theme switch restyles live avatars")
    }

    @Test func badgesAreCataloguedPerRankForThemeFiles() {
        Appearance.reset()
        let catalog = AppearanceCatalog.shared
        catalog.register(AvatarView.self)
        catalog.register("badgeImage", axis: Rank.self) { \AvatarView.[badgeImage: $0] }
        let property = catalog.property(named: "badgeImage", of: .of(AvatarView.self))
        let gold = Rank(axisComponents: ["gold"])
        #expect(property?.record(Image(named: "crown"), axis: gold, target: .of(AvatarView.self)) == true)
        #expect(AvatarView.appearance().badgeImage(for: .gold) == Image(named: "crown"))
    }
}
