// swift-format-ignore-file
// (The article's listing, laid out as the article writes it.)
#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Seed 000, "Styling your app using custom UIAppearance properties" (../shared/seeds/000_…txt):
// the avatar with a badge per rank (lines 203–226) and the app delegate's lines for it (lines
// 251–255), one source for iOS and Linux. The borders are the `borderColor`/`borderWidth`
// extension of Seed000CustomAppearanceProperties.swift, as the article says ("no extra custom
// properties will be needed for those").
//
// Deviations:
// - Forced by Linux (no Objective-C runtime): `@objc` is kept for iOS inside
//   `#if canImport(ObjectiveC)`. UIKit forwards `setBadgeImage(_:for:)` sent to the proxy
//   through the runtime; here the proxy's setter is declared once, through a subscript over the
//   same getter and setter, and the private dictionary is an `AxisValues` (which reads and
//   writes as the dictionary does: `badgeImages[rank]`), so the app's own badge wins over the
//   proxy's (the porting guide's rule 2). `Rank` is an `AppearanceAxis`, which needs
//   `CaseIterable`.
// - The stored copy drops the closing braces and the view's initializer, which the article
//   describes ("two UIImageView objects to contain the avatar and the status badge") but does
//   not show: `init(frame:)` makes the picture fill the view and the badge its bottom-right
//   third. `layoutSubviews` calls `super` (the listing does not; UIKit's does nothing for a
//   plain view, so nothing changes on iOS).
// - The app delegate is a function (the article's `application(_:didFinishLaunchingWithOptions:)`
//   body); the badge images are named as in the article.

#if canImport(ObjectiveC)
@objc
#endif
public class AvatarView: UIView {

    #if canImport(ObjectiveC)
    @objc public enum Rank : Int {
        case none = 0
        case adventurer
        case knight
        case king
    }
    #else
    public enum Rank : Int, CaseIterable, AppearanceAxis {
        case none = 0
        case adventurer
        case knight
        case king
    }
    #endif
    public var imageView : UIImageView!
    public var rank : Rank = .none {
        didSet {
            badgeView.image = badgeImage(for: rank)
        }
    }
    #if canImport(ObjectiveC)
    @objc public dynamic func badgeImage(for rank: Rank) -> UIImage? {
        return badgeImages[rank]
    }
    @objc public dynamic func setBadgeImage(_ image: UIImage?, for rank: Rank) {
        badgeImages[rank] = image
        if rank == self.rank {
            badgeView.image = image
        }
    }
    #else
    public func badgeImage(for rank: Rank) -> UIImage? {
        return badgeImages[rank]
    }
    public func setBadgeImage(_ image: UIImage?, for rank: Rank) {
        badgeImages[rank] = image
        if rank == self.rank {
            badgeView.image = image
        }
    }
    /// The proxy's way in to the pair above (the porting guide's rule 2).
    public subscript(badgeImage rank: Rank) -> UIImage? {
        get { badgeImage(for: rank) }
        set { setBadgeImage(newValue, for: rank) }
    }
    #endif
    // Private storage for the image view, and assigned images
    private var badgeView : UIImageView!
    #if canImport(ObjectiveC)
    private var badgeImages : [Rank: UIImage] = [:]
    #else
    @Styled private var badgeImages = AxisValues<Rank, UIImage?>(default: nil)
    #endif

    // Not in the stored copy (see the deviations).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView = UIImageView(frame: bounds)
        let side = (frame.width / 3).rounded()
        badgeView = UIImageView(frame: CGRect(x: frame.width - side, y: frame.height - side, width: side, height: side))
        addSubview(imageView)
        addSubview(badgeView)
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override public func layoutSubviews() {
        super.layoutSubviews()
        // Make the image views circular
        for view in subviews {
            view.layer.cornerRadius = view.bounds.size.width / 2
        }
    }
}

#if !canImport(ObjectiveC)
extension AppearanceProxy where Target: AvatarView {
    /// Sets the badge every matching avatar shows for `rank` (UIKit forwards the selector).
    public func setBadgeImage(_ image: UIImage?, for rank: AvatarView.Rank) { self[\.[badgeImage: rank]] = image }
    /// The badge this proxy sets for `rank`, if it sets one.
    public func badgeImage(for rank: AvatarView.Rank) -> UIImage? { self[\.[badgeImage: rank]] ?? nil }
}
#endif

/// The app delegate's lines for the avatar (lines 251–255).
@MainActor public func applySeed000AvatarStyling() {
    UIImageView.appearance(whenContainedInInstancesOf: [AvatarView.self]).borderWidth = 1
    UIImageView.appearance(whenContainedInInstancesOf: [AvatarView.self]).borderColor = UIColor.darkGray
    AvatarView.appearance().setBadgeImage(UIImage(named: "Crown"), for: .king)
    AvatarView.appearance().setBadgeImage(UIImage(named: "Knight"), for: .knight)
    AvatarView.appearance().setBadgeImage(UIImage(named: "Adventurer"), for: .adventurer)
}
