public import AppearanceKit

// Seed 000: "Styling your app using custom UIAppearance properties" (Michael Nachbaur,
// nachbaur.com, 2019). A designer's avatar: a picture whose corners are square, circular or a
// fixed radius, a border, and a badge image per rank of the user, every one of them an
// appearance property, so the designer's next round of changes is one line in the app's
// styling code instead of edits in every screen. The corners are rounded in `layoutSubviews()`
// from `bounds`, so an avatar of any size stays circular, and a card around avatars rounds its
// own corners the same way.
//
// The code is the article's shape with the `UI` prefixes dropped. Differences, each forced by
// the rename or by the platform:
// - `@objc dynamic` appearance properties are `@Styled` (porting guide, rule 1): Linux has no
//   Objective-C runtime to intercept a setter.
// - The per-rank setter pair `setBadgeImage(_:for:)` / `badgeImage(for:)` is backed by an
//   `AxisValues` property with a subscript, and the proxy's version is declared once in an
//   `AppearanceProxy` extension (rule 2). `AvatarRank` is an `Int` enum as in the article,
//   conforming to `AppearanceAxis` where UIKit needs `NSInteger` axes.
// - The seed's module is its own: the other seeds give every view a `cornerRadius`,
//   `borderColor` and `borderWidth`, which this avatar declares for itself.
// - Not verbatim: only the article's opening is in the stored copy this port was made from.
//   The names the project's issue (#32) quotes are kept (`fixedRadius`, a value-backed
//   `cornerRadius`, four ranks, corners rounded in `layoutSubviews()` from `bounds`); the rank
//   names and the default values are this port's.

/// A user's rank, which picks the badge an avatar shows.
public enum AvatarRank: Int, CaseIterable, AppearanceAxis, Sendable {
    case member, contributor, moderator, administrator
}

/// How an avatar's picture is clipped.
public enum AvatarCornerStyle: Int, Sendable {
    /// Square corners.
    case square
    /// A circle (or a capsule, when the avatar is not square): half the shorter side.
    case circular
    /// Corners of ``AvatarView/cornerRadius`` points.
    case fixedRadius
}

/// A user's picture with a border, rounded corners and a badge for the user's rank.
public final class AvatarView: View {
    /// Not made from archives here, as in most apps' views.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The user's picture.
    public let imageView = ImageView()
    /// The badge for the user's rank, at the bottom right.
    public let badgeView = ImageView()

    /// The user's rank: the badge shown is the one set for it.
    public var rank: AvatarRank = .member {
        didSet { setNeedsLayout() }
    }

    /// How the picture's corners are clipped. An appearance property.
    @Styled public var cornerStyle: AvatarCornerStyle = .circular {
        didSet { setNeedsLayout() }
    }
    /// The radius of the corners when ``cornerStyle`` is ``AvatarCornerStyle/fixedRadius``. An
    /// appearance property.
    @Styled public var cornerRadius: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }
    /// The colour of the border around the picture. An appearance property.
    @Styled public var borderColor: Color? = nil {
        didSet { setNeedsLayout() }
    }
    /// The width of the border around the picture. An appearance property.
    @Styled public var borderWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// The badge images by rank. Appearance properties, one per rank.
    @Styled public var badgeImages = AxisValues<AvatarRank, Image?>(default: nil) {
        didSet { setNeedsLayout() }
    }

    /// The badge image for `rank` (the storage of ``setBadgeImage(_:for:)``).
    public subscript(badgeImage rank: AvatarRank) -> Image? {
        get { badgeImages[rank] }
        set { badgeImages[rank] = newValue }
    }

    /// Sets the badge image shown for users of `rank`.
    public func setBadgeImage(_ image: Image?, for rank: AvatarRank) { self[badgeImage: rank] = image }
    /// The badge image shown for users of `rank`.
    public func badgeImage(for rank: AvatarRank) -> Image? { self[badgeImage: rank] }

    /// An avatar of the given frame, showing `image`.
    public init(frame: CGRect = .zero, image: Image? = nil) {
        super.init(frame: frame)
        imageView.image = image
        imageView.layer.masksToBounds = true
        addSubview(imageView)
        addSubview(badgeView)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        switch cornerStyle {
        case .square:
            imageView.layer.cornerRadius = 0
        case .circular:
            imageView.layer.cornerRadius = min(bounds.width, bounds.height) / 2
        case .fixedRadius:
            imageView.layer.cornerRadius = cornerRadius
        }
        imageView.layer.borderWidth = borderWidth
        imageView.layer.borderColor = borderColor?.cgColor

        let badgeSize = (bounds.width / 3).rounded()
        badgeView.frame = CGRect(x: bounds.maxX - badgeSize, y: bounds.maxY - badgeSize, width: badgeSize, height: badgeSize)
        badgeView.layer.cornerRadius = badgeSize / 2
        badgeView.image = badgeImage(for: rank)
        badgeView.isHidden = badgeView.image == nil
    }
}

extension AppearanceProxy where Target: AvatarView {
    /// Sets the badge image every matching avatar shows for users of `rank`.
    public func setBadgeImage(_ image: Image?, for rank: AvatarRank) { self[\.[badgeImage: rank]] = image }
    /// The badge image this proxy sets for `rank`, if it sets one.
    public func badgeImage(for rank: AvatarRank) -> Image? { self[\.[badgeImage: rank]] ?? nil }
}

/// A card that holds a row of avatars and rounds its own corners in `layoutSubviews()`.
public final class AvatarCardView: View {
    /// Not made from archives here, as in most apps' views.
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The avatars, left to right.
    public let avatars: [AvatarView]

    /// The radius of the card's corners. An appearance property.
    @Styled public var cardCornerRadius: CGFloat = 12 {
        didSet { setNeedsLayout() }
    }

    /// A card with one avatar per rank in `ranks`.
    public init(frame: CGRect = .zero, ranks: [AvatarRank]) {
        avatars = ranks.map { rank in
            let avatar = AvatarView(image: Image(named: "avatar-\(rank)"))
            avatar.rank = rank
            return avatar
        }
        super.init(frame: frame)
        for avatar in avatars { addSubview(avatar) }
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = cardCornerRadius
        let side = bounds.height - 24
        for (index, avatar) in avatars.enumerated() {
            avatar.frame = CGRect(x: 12 + CGFloat(index) * (side + 12), y: 12, width: side, height: side)
        }
    }
}
