import AppearanceRender
import Foundation
import Testing
import ViewPortsKit
import ViewPortsUIKit

/// The Auto Layout view ports (Tests/ViewPorts/UIKit/AutoLayoutPorts.swift, #44), compiled
/// unchanged through AppearanceUIKit and renamed to the kit's names, laid out on a window and
/// checked frame by frame against the layout iOS gives (derived by hand from the constraints).
@MainActor
@Suite(.serialized) struct AutoLayoutPortTests {
    func window(_ view: View, size: CGSize = CGSize(width: 320, height: 480)) -> Window {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.addSubview(view)
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: [false, true])
    func theProfileCellCentresItsPictureAndName(kitNamed: Bool) {
        Appearance.reset()
        let cell: TableViewCell =
            kitNamed
            ? ViewPortsKit.ProfileNameCell(style: .default, reuseIdentifier: "profile")
            : ViewPortsUIKit.ProfileNameCell(style: .default, reuseIdentifier: "profile")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 72)
        _ = window(cell)
        let picture = cell.subviews.first { $0 is ImageView && $0 !== cell.imageView }
        let name = cell.subviews.first { $0 is Label }
        // 16 from the left, centred in 72: y = (72 − 50) / 2.
        #expect(picture?.frame == CGRect(x: 16, y: 11, width: 50, height: 50))
        // After the picture plus 16, to 16 from the right, 40 high, centred.
        #expect(name?.frame == CGRect(x: 82, y: 16, width: 222, height: 40))
        #expect(picture?.hasAmbiguousLayout == false && name?.hasAmbiguousLayout == false)
    }

    @Test func theActivityCellPlacesItsIconAndTitleInItsContentView() {
        let cell = ViewPortsUIKit.ActivityCell(style: .default, reuseIdentifier: nil)
        cell.titleLabel.text = "Running"
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        _ = window(cell)
        let content = cell.contentView.frame
        #expect(cell.iconImageView.frame == CGRect(x: 20, y: (content.height - 30) / 2, width: 30, height: 30))
        let title = cell.titleLabel.intrinsicContentSize
        #expect(cell.titleLabel.frame.origin.x == 70)
        #expect(cell.titleLabel.frame.size == title, "its own size: nothing stretches it")
        #expect(cell.titleLabel.frame.midY == content.height / 2)
    }

    @Test func theUserSummaryKeepsItsUsernameAndLetsTheNameGiveWay() {
        let summary = ViewPortsUIKit.UserSummaryView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        summary.nameLabel.text = "Ada Augusta King, Countess of Lovelace"
        summary.usernameLabel.text = "@ada"
        _ = window(summary)
        let username = summary.usernameLabel.intrinsicContentSize
        #expect(summary.avatarView.frame == CGRect(x: 16, y: 8, width: 28, height: 28), "in the margins, centred in 44")
        #expect(summary.nameLabel.frame.minX == 56)
        #expect(summary.usernameLabel.frame.width == username.width, "the username hugs and keeps its size")
        #expect(summary.usernameLabel.frame.maxX == 184, "to the trailing margin")
        #expect(summary.nameLabel.frame.maxX == 184 - username.width - 8, "the name is compressed")
        #expect(summary.usernameLabel.frame.minY == summary.nameLabel.frame.minY, "one baseline, one font")
    }

    @Test(arguments: [false, true])
    func theBannerWrapsItsMessageAndSizesToIt(kitNamed: Bool) {
        let banner: View = kitNamed ? ViewPortsKit.BannerView() : ViewPortsUIKit.BannerView()
        let label = banner.subviews[0] as! Label
        label.text = String(repeating: "Your trial ends in three days. ", count: 3)
        let fitting = banner.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 276, height: 0)).height
        #expect(fitting == CGSize(width: 300, height: wrapped + 24), "the label wraps at 300 − 24 and the banner grows")
        banner.frame = CGRect(origin: .zero, size: fitting)
        let drawn = SVGRenderer().render(window(banner))
        #expect(label.frame == CGRect(x: 12, y: 12, width: 276, height: wrapped))
        #expect(drawn.contains("Your trial ends"))
    }

    /// A self-sizing cell: the table asks its constraints for its height at the table's width.
    @Test func aTableRowTakesTheHeightOfItsCellsConstraints() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let cell = ViewPortsUIKit.ProfileNameCell(style: .default, reuseIdentifier: "profile")
        let tall = cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 90)
        tall.isActive = true
        table.addSection(TableView.Section(cells: [cell]))
        _ = window(table)
        #expect(cell.frame.height == 90, "at least 90 by its own constraint")
        #expect(cell.nameLabel.frame.midY == 45, "its name centred in the new height")
    }
}
