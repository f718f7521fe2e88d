import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct NibTests {
    init() { Fixtures.registerClasses() }

    private func profileCard() throws -> (Nib, View) {
        let nib = try Nib(contentsOf: Fixtures.url("ProfileCard.xib"))
        let objects = nib.instantiate(withOwner: nil)
        let root = try #require(objects.first as? View)
        return (nib, root)
    }

    private func view<T: View>(_ root: View, _ identifier: Int, as type: T.Type) throws -> T {
        try #require(root.subviews[identifier] as? T)
    }

    @Test func topLevelViewsAreMadeAtTheirStoredFrames() throws {
        let (nib, root) = try profileCard()
        #expect(root is ProfileCardView)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(root.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(root.backgroundColor == .secondarySystemGroupedBackground)
        #expect(root.subviews.count == 4)
        let avatar = try view(root, 0, as: AvatarView.self)
        #expect(avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        #expect(avatar.contentMode == .scaleAspectFill)
        #expect(avatar.clipsToBounds)
        #expect(!avatar.isUserInteractionEnabled)
        #expect(!avatar.translatesAutoresizingMaskIntoConstraints)
        #expect(nib.device == InterfaceBuilderDevice(id: "retina6_12"))
        #expect(nib.device.size == CGSize(width: 393, height: 852))
    }

    @Test func registeredClassesAreMadeThroughTheCoderAndWoken() throws {
        let (_, root) = try profileCard()
        let avatar = try view(root, 0, as: AvatarView.self)
        #expect(avatar.coderClassName == "AvatarView")
        #expect(avatar.awoke)
    }

    @Test func anUnregisteredClassFallsBackToTheKitClassWithAWarning() throws {
        let (nib, root) = try profileCard()
        let subtitle = try view(root, 2, as: Label.self)
        #expect(type(of: subtitle) == Label.self)
        let warning = try #require(nib.warnings.first { $0.message.contains("BadgeLabel") })
        #expect(warning.line == 42)
        #expect(warning.path.hasSuffix("ProfileCard.xib"))
        #expect(warning.description.contains("ProfileCard.xib:42:"))
        #expect(warning.description.contains("InterfaceBuilderClasses.register(BadgeLabel.self)"))
    }

    @Test func labelsReadTextLinesAndFonts() throws {
        let (_, root) = try profileCard()
        let name = try view(root, 1, as: Label.self)
        #expect(name.text == "Ada Lovelace")
        #expect(name.font == Font.systemFont(ofSize: 18, weight: .semibold))
        #expect(name.textColor == .label)
        #expect(name.lineBreakMode == .byTruncatingTail)
        let subtitle = try view(root, 2, as: Label.self)
        #expect(subtitle.numberOfLines == 2)
        #expect(subtitle.lineBreakMode == .byWordWrapping)
        #expect(subtitle.adjustsFontSizeToFitWidth)
        #expect(subtitle.minimumScaleFactor == 0.5)
        #expect(subtitle.font.textStyle == .footnote)
        #expect(subtitle.textColor == .secondaryLabel)
    }

    @Test func buttonsReadPerStateTitlesAndColours() throws {
        let (_, root) = try profileCard()
        let follow = try view(root, 3, as: Button.self)
        #expect(follow.buttonType == .system)
        #expect(follow.title(for: .normal) == "Follow")
        #expect(follow.title(for: .selected) == "Following")
        #expect(follow.titleColor(for: .normal) == .systemBlue)
        #expect(follow.titleColor(for: .disabled) == Color(white: 0.5))
        #expect(follow.titleFont == Font.boldSystemFont(ofSize: 15))
    }

    @Test func runtimeAttributesSetTheLayerAndUnknownKeyPathsWarn() throws {
        let (nib, root) = try profileCard()
        let avatar = try view(root, 0, as: AvatarView.self)
        #expect(avatar.layer.cornerRadius == 32)
        #expect(avatar.layer.borderWidth == 1.5)
        #expect(avatar.layer.borderColor == Color.separator.cgColor)
        #expect(avatar.layer.masksToBounds)
        #expect(nib.warnings.contains { $0.message.contains("shimmerStyle") && $0.line == 33 })
    }

    @Test func constraintsAreInstalledOnTheirHolders() throws {
        let (_, root) = try profileCard()
        #expect(root.constraints.count == 11)
        let avatar = try view(root, 0, as: AvatarView.self)
        #expect(avatar.constraints.count == 2)
        let ratio = try #require(avatar.constraints.first { $0.identifier == "avatar-ratio" })
        #expect(ratio.firstItem === avatar && ratio.secondItem === avatar)
        #expect(ratio.firstAttribute == .width && ratio.secondAttribute == .height && ratio.multiplier == 1)
    }

    @Test func aConstrainedXIBLaysOutAtAnotherWidthAsItsConstraintsSay() throws {
        let (_, root) = try profileCard()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
        root.layoutIfNeeded()
        let avatar = try view(root, 0, as: AvatarView.self)
        let name = try view(root, 1, as: Label.self)
        let follow = try view(root, 3, as: Button.self)
        #expect(avatar.frame == CGRect(x: 16, y: 28, width: 64, height: 64))
        #expect(name.frame.minX == 92)
        #expect(name.frame.minY == 32)
        #expect(follow.frame.maxX == 304)
        #expect(follow.frame.width == 78)
        #expect(name.frame.maxX == follow.frame.minX - 8)
    }

    @Test func topLevelCellsAreMadeAndOtherObjectsWarn() throws {
        let nib = try Nib(contentsOf: Fixtures.url("Palette.xib"))
        let objects = nib.instantiate(withOwner: nil)
        #expect(objects.count == 2)
        let cell = try #require(objects.last as? TableViewCell)
        #expect(cell.reuseIdentifier == "PaletteCell")
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect((cell.contentView.subviews.last as? Label)?.text == "Swatch")
        #expect(nib.warnings.contains { $0.message.contains("<tapGestureRecognizer>") })
    }

    @Test func eachInstantiationMakesNewObjectsAndAddsNoRepeatedWarnings() throws {
        let nib = try Nib(contentsOf: Fixtures.url("ProfileCard.xib"))
        let first = try #require(nib.instantiate(withOwner: nil).first as? View)
        let count = nib.warnings.count
        let second = try #require(nib.instantiate(withOwner: nil).first as? View)
        #expect(first !== second)
        #expect(nib.warnings.count == count)
    }
}
