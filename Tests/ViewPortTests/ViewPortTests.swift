import AppearanceRender
import Foundation
import Testing
import ViewPortsKit
import ViewPortsUIKit

/// The app-shaped view classes (#43, item 7), compiled unchanged through AppearanceUIKit
/// (`ViewPortsUIKit`, Swift 5 mode) and renamed to the kit's names (`ViewPortsKit`, Swift 6
/// mode): each is put on a window, restyled by a proxy, switched to dark, drawn, and its
/// frames and colours checked; the two compilations draw the same pictures.
@MainActor
@Suite(.serialized) struct ViewPortTests {
    /// A light 320×480 window holding `views`, laid out.
    func window(_ views: [View], dark: Bool = false) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screenTraits.userInterfaceStyle = dark ? .dark : .light
        for view in views { window.addSubview(view) }
        window.layoutIfNeeded()
        return window
    }

    func draw(_ views: [View], dark: Bool = false) -> String {
        SVGRenderer().render(window(views, dark: dark))
    }

    func framed<V: View>(_ view: V, _ frame: CGRect) -> V {
        view.frame = frame
        return view
    }

    // MARK: - Labels and badges

    @Test func aPaddingLabelDrawsItsTextInsideItsPaddingAndGrowsByIt() {
        Appearance.reset()
        Label.appearance().textColor = .systemPurple
        let label = framed(ViewPortsUIKit.PaddingLabel(), CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Padded"
        let plain = Label(text: "Padded")
        #expect(label.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
        #expect(label.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
        let light = draw([label])
        #expect(light.contains(##"<text x="10""##))
        #expect(light.contains("fill=\"#af52de\""), "restyled by the label proxy")
        #expect(draw([label], dark: true).contains("fill=\"#bf5af2\""), "and resolved for dark")
    }

    @Test func aFittingPaddingLabelGrowsWhatSizeThatFitsAnswers() {
        let label = ViewPortsUIKit.FittingPaddingLabel()
        label.text = "Fit"
        let plain = Label(text: "Fit").sizeThatFits(.zero)
        #expect(label.sizeThatFits(.zero) == CGSize(width: plain.width + 12, height: plain.height + 6))
    }

    @Test func aRoundBadgeLabelIsWhiteBoldAndRoundsAsItDraws() {
        Appearance.reset()
        let badge = framed(ViewPortsUIKit.RoundBadgeLabel(), CGRect(x: 10, y: 10, width: 40, height: 20))
        badge.text = "7"
        badge.backgroundColor = .systemRed
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(badge.font.pointSize == 12 && badge.font.weight == .bold)
        #expect(badge.translatesAutoresizingMaskIntoConstraints == false)
        let svg = draw([badge])
        #expect(badge.layer.cornerRadius == 10, "set by drawText(in:) while drawn")
        #expect(svg.contains(">7<") && svg.contains(##"fill="#ffffff""##))
    }

    @Test func aCountBadgeRoundsItselfWhenLaidOut() {
        let badge = framed(ViewPortsUIKit.CountBadgeLabel(frame: .zero), CGRect(x: 0, y: 0, width: 30, height: 18))
        _ = window([badge])
        #expect(badge.layer.cornerRadius == 9)
        #expect(badge.clipsToBounds && badge.textAlignment == .center)
    }

    @Test func aDotBadgeIsASystemRedCircleInEachStyle() {
        Appearance.reset()
        let dot = framed(ViewPortsUIKit.DotBadgeView(frame: .zero), CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(draw([dot]).contains(##"<rect width="10" height="10" rx="5" fill="#ff3b30"/>"##))
        #expect(draw([dot], dark: true).contains(##"<rect width="10" height="10" rx="5" fill="#ff453a"/>"##))
    }

    // MARK: - Buttons

    @Test func aPillButtonRoundsToHalfItsShorterSide() {
        let button = framed(ViewPortsUIKit.PillButton(type: .system), CGRect(x: 0, y: 0, width: 120, height: 40))
        _ = window([button])
        #expect(button.layer.cornerRadius == 20)
    }

    @Test func anOutlinePillIsSetUpByItsInitializerAndDrawnInEachStyle() {
        Appearance.reset()
        let button = framed(ViewPortsUIKit.OutlinePillButton(frame: .zero), CGRect(x: 0, y: 0, width: 120, height: 30))
        button.setTitle("Follow", for: .normal)
        #expect(button.layer.borderWidth == 1.5 && button.layer.cornerRadius == 15)
        #expect(button.intrinsicContentSize.height == 30)
        #expect(button.titleColor(for: .highlighted) == .systemGray)
        let light = draw([button])
        #expect(light.contains(##"stroke="#007aff" stroke-width="1.5""##))
        #expect(draw([button], dark: true).contains(##"stroke="#0a84ff" stroke-width="1.5""##))
    }

    @Test func aFadingButtonFadesWhileHighlighted() {
        let button = ViewPortsUIKit.FadingButton(type: .custom)
        button.isHighlighted = true
        #expect(button.alpha == CGFloat(0.6))
        button.isHighlighted = false
        #expect(button.alpha == 1)
    }

    // MARK: - Avatars

    @Test func aShapeAvatarHasAShapeLayerAndRoundsWhenLaidOut() {
        let avatar = framed(ViewPortsUIKit.ShapeAvatarView(frame: .zero), CGRect(x: 0, y: 0, width: 64, height: 64))
        #expect(avatar.layer is ShapeLayer)
        _ = window([avatar])
        #expect(avatar.layer.cornerRadius == 32)
        #expect(avatar.layer.borderColor?.color == .white && avatar.layer.borderWidth == 2)
    }

    @Test func roundImageViewsCutThemselvesToCircles() {
        let circle = framed(ViewPortsUIKit.CircleImageView(image: Image(systemName: "person")), CGRect(x: 0, y: 0, width: 48, height: 48))
        let rounded = ViewPortsUIKit.RoundedImageView()
        #expect(rounded.frame == .zero && rounded.clipsToBounds)
        rounded.frame = CGRect(x: 60, y: 0, width: 40, height: 40)
        _ = window([circle, rounded])
        #expect(circle.layer.masksToBounds && circle.layer.cornerRadius == 24)
        #expect(rounded.layer.cornerRadius == 20)
    }

    // MARK: - Gradients

    @Test func gradientViewsDrawTheirLayersGradient() {
        Appearance.reset()
        let plain = framed(ViewPortsUIKit.GradientView(), CGRect(x: 0, y: 0, width: 320, height: 100))
        plain.gradientLayer.colors = [Color.systemBlue.cgColor, Color.systemGreen.cgColor]
        let header = framed(ViewPortsUIKit.HeaderGradientView(frame: .zero), CGRect(x: 0, y: 100, width: 320, height: 100))
        let svg = draw([plain, header])
        #expect(svg.components(separatedBy: "<linearGradient").count == 3)
        #expect(svg.contains(##"<stop offset="0" stop-color="#007aff"/>"##) && svg.contains(##"<stop offset="1" stop-color="#34c759"/>"##))
        #expect(svg.contains(##"<stop offset="1" stop-color="#66b3ff"/>"##), "the header's own colours")
    }

    @Test func aStyleGradientChoosesItsColoursAgainWhenTheStyleChanges() {
        Appearance.reset()
        let view = ViewPortsUIKit.StyleGradientView()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        let window = window([view])
        let light = SVGRenderer().render(window)
        #expect(light.contains(##"<stop offset="0" stop-color="#ffffff"/>"##))
        let updates = view.colorUpdates
        window.screenTraits.userInterfaceStyle = .dark
        #expect(view.colorUpdates == updates + 1, "told of the change, which changes colours")
        #expect(view.gradientLayer.frame == view.bounds, "laid out by layoutSubviews")
        #expect(SVGRenderer().render(window).contains(##"<stop offset="0" stop-color="#000000"/>"##))
        window.screenTraits.preferredContentSizeCategory = .extraLarge
        #expect(view.colorUpdates == updates + 1, "a text size change does not change colours")
    }

    // MARK: - Cards

    @Test func aShadowCardCastsItsPathsShadowOffsetByWholePoints() {
        Appearance.reset()
        let card = framed(ViewPortsUIKit.ShadowCardView(), CGRect(x: 20, y: 20, width: 280, height: 120))
        let svg = draw([card])
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4) && card.layer.shadowOpacity == Float(0.2))
        #expect(svg.contains(##"transform="translate(0,4)" fill="#000000" fill-opacity="0.2""##))
        #expect(svg.contains(##"<rect width="280" height="120" rx="10" fill="#ffffff"/>"##))
    }

    @Test func aStyledShadowTakesItsColourFromTheStyleItIsLaidOutIn() {
        let card = framed(ViewPortsUIKit.StyledShadowView(), CGRect(x: 20, y: 20, width: 200, height: 100))
        _ = window([card])
        #expect(card.layer.shadowColor?.color == .black)
        _ = window([card], dark: true)
        #expect(card.layer.shadowColor?.color == .white)
        #expect(draw([card], dark: true).contains(##"<feGaussianBlur stdDeviation="6"/>"##))
    }

    // MARK: - Text fields

    @Test func paddedFieldsDrawTextAndPlaceholderInsideTheirPadding() {
        Appearance.reset()
        let padded = framed(ViewPortsUIKit.PaddedTextField(frame: .zero), CGRect(x: 0, y: 0, width: 280, height: 40))
        padded.text = "Hello"
        let inset = ViewPortsUIKit.InsetTextField(
            frame: CGRect(x: 0, y: 50, width: 280, height: 40), textPadding: UIKitInsets.leading(24))
        inset.placeholder = "Name"
        let left = framed(ViewPortsUIKit.LeftPaddedTextField(frame: .zero), CGRect(x: 0, y: 100, width: 280, height: 40))
        let svg = draw([padded, inset, left])
        #expect(svg.contains(##"<text x="16""##) && svg.contains(">Hello<"))
        #expect(svg.contains(##"<text x="24""##) && svg.contains(">Name<"))
        #expect(left.leftView?.superview === left && left.leftViewMode == .always)
        #expect(left.textRect(forBounds: left.bounds).minX == 12)
        #expect(svg.contains(##"<text x="12""##) && svg.contains(">Search<"))
    }

    // MARK: - Cells

    @Test func cellsResetWhatTheLastRowSet() {
        let cell = ViewPortsUIKit.ResettingCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "Row"
        cell.imageView?.image = Image(systemName: "star")
        cell.accessoryType = .checkmark
        cell.prepareForReuse()
        #expect(cell.textLabel?.text == "" && cell.imageView?.image == nil && cell.accessoryType == .none)

        let user = ViewPortsUIKit.UserCell(style: .default, reuseIdentifier: "user")
        user.nameLabel.text = "Ada"
        user.frame = CGRect(x: 0, y: 0, width: 320, height: 72)
        _ = window([user])
        #expect(user.nameLabel.frame == CGRect(x: 16, y: 6, width: 288, height: 20))
        #expect(user.cityLabel.frame == CGRect(x: 16, y: 48, width: 288, height: 18))
        #expect(user.nameLabel.font.weight == .bold && user.emailLabel.textColor == .secondaryLabel)
        user.prepareForReuse()
        #expect(user.nameLabel.text == nil)

        let item = ViewPortsUIKit.LabelCollectionCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(item.label.frame == CGRect(x: 0, y: 0, width: 100, height: 100) && item.label.superview === item.contentView)
        item.label.text = "1"
        item.alpha = 0.5
        item.prepareForReuse()
        #expect(item.label.text == nil && item.alpha == 1)

        let selectable = ViewPortsUIKit.SelectableImageCell(style: .default, reuseIdentifier: nil)
        selectable.setSelected(true, animated: false)
        #expect(selectable.isSelected && selectable.imageView?.tintColor == .systemBlue)
    }

    @Test func aCellsImageMovesItsLabel() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        _ = window([cell])
        let without = cell.textLabel?.frame.minX
        cell.imageView?.image = Image(systemName: "wifi")
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(without == 16)
        #expect((cell.textLabel?.frame.minX ?? 0) > 40, "after the image")
        #expect(cell.imageView?.frame.minX == 16)
    }

    // MARK: - Drawing and trait reactions

    @Test func whatAViewDrawsIsDrawnInEachStyle() {
        Appearance.reset()
        let view = framed(ViewPortsUIKit.RoundedOutlineView(), CGRect(x: 0, y: 0, width: 120, height: 60))
        let light = draw([view])
        #expect(light.contains(##"fill="#f2f2f7""##) && light.contains(##"stroke="#007aff" stroke-width="2""##))
        let dark = draw([view], dark: true)
        #expect(dark.contains(##"fill="#1c1c1e""##) && dark.contains(##"stroke="#0a84ff""##))
    }

    @Test func aRingStrokesUpToItsProgress() {
        Appearance.reset()
        let ring = ViewPortsUIKit.RingProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 0.5
        let svg = draw([ring])
        #expect(svg.contains(##"stroke-dasharray="0.5 2""##))
        #expect(svg.contains(##"stroke="#34c759" stroke-width="8" stroke-linecap="round""##))
        #expect(svg.contains(##"stroke="#e5e5ea""##), "the track")
    }

    @Test func aTraitBorderedViewResolvesItsBorderForTheNewStyle() {
        let view = framed(ViewPortsUIKit.TraitBorderedView(frame: .zero), CGRect(x: 0, y: 0, width: 100, height: 40))
        let window = window([view])
        let light = view.layer.borderColor?.color
        window.screenTraits.userInterfaceStyle = .dark
        #expect(view.layer.borderColor?.color != light)
        #expect(view.layer.borderColor?.color == Color.separator.resolvedColor(with: view.traitCollection))
    }

    @Test func aSpacerHasOnlyAHeight() {
        let spacer = ViewPortsUIKit.SpacerView(height: 24)
        #expect(spacer.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 24))
        #expect(!spacer.isUserInteractionEnabled)
    }

    // MARK: - One source, two compilations

    /// Each class from both compilations, made and set up alike.
    static let pairs: [(name: String, uikit: @MainActor () -> View, kit: @MainActor () -> View)] = [
        ("PaddingLabel", { labeled(ViewPortsUIKit.PaddingLabel()) }, { labeled(ViewPortsKit.PaddingLabel()) }),
        ("RoundBadgeLabel", { labeled(ViewPortsUIKit.RoundBadgeLabel()) }, { labeled(ViewPortsKit.RoundBadgeLabel()) }),
        ("DotBadgeView", { ViewPortsUIKit.DotBadgeView(frame: .zero) }, { ViewPortsKit.DotBadgeView(frame: .zero) }),
        ("OutlinePillButton", { ViewPortsUIKit.OutlinePillButton(frame: .zero) }, { ViewPortsKit.OutlinePillButton(frame: .zero) }),
        ("ShapeAvatarView", { ViewPortsUIKit.ShapeAvatarView(frame: .zero) }, { ViewPortsKit.ShapeAvatarView(frame: .zero) }),
        ("HeaderGradientView", { ViewPortsUIKit.HeaderGradientView(frame: .zero) }, { ViewPortsKit.HeaderGradientView(frame: .zero) }),
        ("StyleGradientView", { ViewPortsUIKit.StyleGradientView() }, { ViewPortsKit.StyleGradientView() }),
        ("ShadowCardView", { ViewPortsUIKit.ShadowCardView() }, { ViewPortsKit.ShadowCardView() }),
        ("StyledShadowView", { ViewPortsUIKit.StyledShadowView() }, { ViewPortsKit.StyledShadowView() }),
        ("PaddedTextField", { labeled(ViewPortsUIKit.PaddedTextField()) }, { labeled(ViewPortsKit.PaddedTextField()) }),
        ("LeftPaddedTextField", { ViewPortsUIKit.LeftPaddedTextField() }, { ViewPortsKit.LeftPaddedTextField() }),
        ("RoundedOutlineView", { ViewPortsUIKit.RoundedOutlineView() }, { ViewPortsKit.RoundedOutlineView() }),
        (
            "RingProgressView", { ring(ViewPortsUIKit.RingProgressView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))) },
            { ring(ViewPortsKit.RingProgressView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))) }
        ),
        ("TraitBorderedView", { ViewPortsUIKit.TraitBorderedView(frame: .zero) }, { ViewPortsKit.TraitBorderedView(frame: .zero) }),
    ]

    static func labeled<V: View>(_ view: V) -> V {
        (view as? Label)?.text = "Text"
        (view as? TextField)?.text = "Text"
        return view
    }

    static func ring(_ view: ViewPortsUIKit.RingProgressView) -> View {
        view.progress = 0.25
        return view
    }

    static func ring(_ view: ViewPortsKit.RingProgressView) -> View {
        view.progress = 0.25
        return view
    }

    @Test(arguments: [false, true])
    func bothCompilationsDrawTheSamePictures(dark: Bool) {
        Appearance.reset()
        for pair in Self.pairs {
            let (uikit, kit) = (pair.uikit(), pair.kit())
            for view in [uikit, kit] where view.frame.size == .zero {
                view.frame = CGRect(x: 10, y: 10, width: 200, height: 80)
            }
            #expect(draw([uikit], dark: dark) == draw([kit], dark: dark), "\(pair.name)")
        }
    }
}

/// Insets for the inset text field, in UIKit's type.
enum UIKitInsets {
    static func leading(_ value: CGFloat) -> EdgeInsets { EdgeInsets(top: 0, left: value, bottom: 0, right: 0) }
}
