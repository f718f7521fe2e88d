import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

/// The screen fixtures (#46 item 5) as they load, with the fixture catalog: every view's type,
/// text, frame (as the file stores it), colours in light and dark, and font. The lines are
/// ``ViewTreeDump``'s; each value was checked against the file (frames, literals) and the
/// kit's system colours and the catalog's JSON (named colours).
@MainActor
@Suite struct ScreenFixtureTests {
    init() { Fixtures.registerClasses() }

    private func expectTree(_ view: View, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(ViewTreeDump.text(view) == expected, sourceLocation: sourceLocation)
    }

    /// The XIB `name` read with the fixture catalog, and its first top-level view, whose tree
    /// must be `expected`.
    private func nib(
        _ name: String, expecting expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (Nib, View) {
        let nib = try Nib(contentsOf: Fixtures.url(name), assets: Fixtures.catalog())
        let view = try #require(nib.instantiate(withOwner: nil).first as? View, sourceLocation: sourceLocation)
        expectTree(view, expected, sourceLocation: sourceLocation)
        return (nib, view)
    }

    @Test func aLoginScreen() throws {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("Login.storyboard"), assets: Fixtures.catalog())
        #expect(storyboard.identifiers == ["SignIn"])
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(controller.appearanceType.name == "SignInViewController")
        expectTree(
            controller.view,
            """
            View (0, 0, 393, 852) bg=#ffffff/#000000
              ImageView (156.67, 119, 80, 80) tint=#006cd6/#409cff
              Label "Welcome back" (24, 223, 345, 34) fg=#000000/#ffffff font=System-Bold 28
              Label "Sign in to see your cards" (24, 265, 345, 20) fg=#3c3c4399/#ebebf599 font=System 15
              TextField "Email address" (24, 317, 345, 44) font=System 17
              TextField "Password" (24, 373, 345, 44) font=System 17
              Button "Sign In" (24, 441, 345, 50) bg=#006cd6/#409cff fg=#ffffff
              Button "Forgot password?" (121.67, 503, 150, 30) fg=#007aff/#0a84ff font=System 15
              Label "By signing in you accept the terms of use." (24, 776, 345, 16) fg=#bfbfbf font=System 12
            """)
        let fields = controller.view.subviews.compactMap { $0 as? TextField }
        #expect(fields.map(\.isSecureTextEntry) == [false, true])
        #expect(fields.map(\.borderStyle) == [.roundedRect, .roundedRect])
        // One warning: the controller's class is not registered.
        #expect(storyboard.warnings.map(\.line) == [14])
    }

    @Test func aProfileHeaderXIBWithAnAvatarCustomClass() throws {
        let (nib, header) = try nib(
            "ProfileHeader.xib",
            expecting: """
                ProfileHeaderView (0, 0, 393, 300) bg=#ffffff/#000000
                  ImageView (0, 0, 393, 120) bg=#006cd6/#409cff
                  RingAvatarView (16, 80, 84, 84) bg=#ffffff/#000000
                  Button "Edit profile" (269, 132, 108, 32) fg=#000000/#ffffff font=System-Semibold 15
                  Label "Katherine Johnson" (16, 176, 361, 26) fg=#000000/#ffffff font=System-Heavy 22
                  Label "@orbits" (16, 204, 361, 18) fg=#3c3c4399/#ebebf599 font=System 15
                  StackView (16, 238, 361, 46)
                    Label "128 posts" (0, 0, 115, 46) fg=#3c3c4399/#ebebf599 font=System 12
                    Label "9,312 followers" (123, 0, 115, 46) fg=#3c3c4399/#ebebf599 font=System 12
                    Label "42 following" (246, 0, 115, 46) fg=#3c3c4399/#ebebf599 font=System 12
                """)
        let avatar = header.subviews[1]
        #expect(type(of: avatar) == ImageView.self)
        #expect(avatar.appearanceType.supertype == .of(ImageView.self))
        #expect(avatar.layer.cornerRadius == 42 && avatar.layer.borderWidth == 4)
        let stats = try #require(header.subviews.last as? StackView)
        #expect(stats.distribution == .fillEqually && stats.spacing == 8 && stats.arrangedSubviews.count == 3)
        #expect(nib.warnings.map(\.line) == [12, 23])
    }

    @Test func aCollectionCellXIBInTheOlderContentViewShape() throws {
        let (nib, view) = try nib(
            "PhotoCell.xib",
            expecting: """
                PhotoCell (0, 0, 160, 200) bg=#f2f2f7/#000000
                  View (0, 0, 160, 200)
                    ImageView (0, 0, 160, 160) bg=#e6e6e6
                    Label "IMG_0042" (8, 168, 144, 16) fg=#000000 font=AvenirNext-Medium 13
                    View (128, 8, 24, 24) bg=#ff3b30e6
                """)
        let cell = try #require(view as? CollectionViewCell)
        #expect(cell.contentView.subviews.count == 3)
        #expect(cell.constraints.count == 5)
        #expect(nib.device.size == CGSize(width: 375, height: 667))
        #expect(nib.warnings.map(\.line) == [12])
    }

    @Test func everyColourNotation() throws {
        let (nib, _) = try nib(
            "Colours.xib",
            expecting: """
                View (0, 0, 320, 412) bg=#f2f2f7/#000000 tint=#f84c44/#ff766c
                  Label "Grey gamma 2.2" (16, 20, 288, 24) fg=#555555 font=System 17
                  Label "Calibrated white" (16, 52, 288, 24) fg=#808080 font=System 17
                  Label "Device white" (16, 84, 288, 24) fg=#000000 font=System 17
                  Label "sRGB" (16, 116, 288, 24) fg=#336699 font=System 17
                  Label "Calibrated RGB" (16, 148, 288, 24) fg=#993333 font=System 17
                  Label "Device RGB" (16, 180, 288, 24) fg=#006600 font=System 17
                  Label "Display P3" (16, 212, 288, 24) fg=#cc1a80 font=System 17
                  Label "Half black" (16, 244, 288, 24) fg=#00000080 font=System 17
                  Label "System indigo" (16, 276, 288, 24) fg=#5856d6/#5e5ce6 font=System 17
                  Label "Dark text" (16, 308, 288, 24) fg=#000000 font=System 17
                  Label "Brand" (16, 340, 288, 24) fg=#006cd6/#409cff font=System 17
                  Label "Sunset" (16, 372, 288, 24) fg=#cc4d00 font=System 17
                """)
        // Only the named colour the catalog lacks is warned about, at its line.
        #expect(nib.warnings.map(\.line) == [97])
    }

    @Test func everyControl() throws {
        let (_, player) = try nib(
            "Controls.xib",
            expecting: """
                View (0, 0, 393, 420) bg=#ffffff/#000000
                  SegmentedControl (16, 16, 361, 32)
                  Slider (14, 64, 365, 31)
                  ProgressView (16, 110, 361, 4)
                  Switch (16, 130, 51, 31)
                  Stepper (283, 130, 94, 32)
                  ActivityIndicatorView (186.67, 136, 20, 20)
                  PageControl (136.67, 178, 120, 26)
                  DatePicker (16, 220, 120, 34)
                  TextView "Lyrics appear here
                while the song plays." (16, 270, 361, 80) fg=#000000/#ffffff font=System 16
                  VisualEffectView (0, 366, 393, 54)
                    View (0, 0, 0, 0)
                """)
        let segments = try #require(player.subviews[0] as? SegmentedControl)
        #expect(segments.numberOfSegments == 3 && segments.selectedSegmentIndex == 1)
        let slider = try #require(player.subviews[1] as? Slider)
        #expect(slider.value == 0.25 && slider.minimumTrackTintColor == .systemPink)
        let progress = try #require(player.subviews[2] as? ProgressView)
        #expect(abs(progress.progress - 0.6) < 0.0001)
        let toggle = try #require(player.subviews[3] as? Switch)
        #expect(toggle.isOn && toggle.onTintColor == .systemPink)
        let stepper = try #require(player.subviews[4] as? Stepper)
        #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 10)
        let pages = try #require(player.subviews[6] as? PageControl)
        #expect(pages.numberOfPages == 4 && pages.currentPage == 2 && pages.currentPageIndicatorTintColor == .systemPink)
    }
}
