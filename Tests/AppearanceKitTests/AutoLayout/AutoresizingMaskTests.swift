import AppearanceKit
import Foundation
import Testing

/// Autoresizing masks as UIKit applies them (#44): when a superview's size changes, the
/// flexible parts of each axis share the change in proportion to their lengths; fixed parts
/// keep theirs; `autoresizesSubviews` turns it off; views placed by constraints are left alone;
/// and an autoresizing constraint's description spells the mask as UIKit does.
@MainActor
@Suite(.serialized) struct AutoresizingMaskTests {
    /// A 100×100 view at (20, 30) in a 200×200 superview, which then grows to 300×260.
    struct Case: CustomTestStringConvertible, Sendable {
        let mask: View.AutoresizingMask
        let expected: CGRect
        let name: String
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(mask: [], expected: CGRect(x: 20, y: 30, width: 100, height: 100), name: "none keeps the frame"),
        Case(mask: [.flexibleWidth, .flexibleHeight], expected: CGRect(x: 20, y: 30, width: 200, height: 160), name: "flexible size"),
        Case(mask: [.flexibleLeftMargin], expected: CGRect(x: 120, y: 30, width: 100, height: 100), name: "pinned right"),
        Case(mask: [.flexibleTopMargin], expected: CGRect(x: 20, y: 90, width: 100, height: 100), name: "pinned bottom"),
        // Margins of 20 and 80 share 100 points: 20 and 80 of them.
        Case(
            mask: [.flexibleLeftMargin, .flexibleRightMargin], expected: CGRect(x: 40, y: 30, width: 100, height: 100),
            name: "both margins, in proportion"),
        // Width 100 and right margin 80 share 100 points: 100/180 and 80/180 of them.
        Case(
            mask: [.flexibleWidth, .flexibleRightMargin],
            expected: CGRect(x: 20, y: 30, width: 100 + CGFloat(100 * 100) / 180, height: 100), name: "width and right margin"),
        // All three parts (20, 100, 80) share the change.
        Case(
            mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
            expected: CGRect(x: 30, y: 30, width: 150, height: 100), name: "every part"),
    ]

    @Test(arguments: cases)
    func aSuperviewsNewSizeIsSharedByTheFlexibleParts(_ testCase: Case) {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = View(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        view.autoresizingMask = testCase.mask
        superview.addSubview(view)
        superview.frame = CGRect(x: 0, y: 0, width: 300, height: 260)
        #expect(view.frame == testCase.expected)
    }

    /// The usual `subview.frame = view.bounds; subview.autoresizingMask = [.flexibleWidth,
    /// .flexibleHeight]` keeps filling the superview through any number of changes, and back.
    @Test func aFillingViewKeepsFillingThroughChanges() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = View(frame: superview.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(content)
        for size in [CGSize(width: 768, height: 1024), CGSize(width: 100, height: 50), CGSize(width: 320, height: 480)] {
            superview.bounds = CGRect(origin: .zero, size: size)
            #expect(content.frame == CGRect(origin: .zero, size: size))
        }
    }

    /// A view of zero size added before its superview is sized grows with it (the flexible
    /// parts have no length to share in proportion, so they share equally), rather than being
    /// placed by the kit's layout.
    @Test func aZeroSizeViewGrowsWithItsSuperview() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        let background = View()
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(background)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// A resize that grows the subviews' subviews too: the mask applies at each level.
    @Test func nestedMasksApplyLevelByLevel() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let button = View(frame: CGRect(x: 150, y: 7, width: 40, height: 30))
        button.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(bar)
        bar.addSubview(button)
        root.frame.size.width = 400
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(button.frame == CGRect(x: 350, y: 7, width: 40, height: 30))
    }

    @Test func autoresizesSubviewsOffKeepsTheSubviewsFrames() {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        superview.autoresizesSubviews = false
        let view = View(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)
        superview.frame.size = CGSize(width: 400, height: 400)
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 100))
        #expect(superview.autoresizesSubviews == false)
    }

    /// Constraints place a view that does not translate its mask: the mask does nothing.
    @Test func aViewPlacedByConstraintsIgnoresItsMask() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.autoresizingMask = [.flexibleWidth]
        window.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        window.frame.size.width = 400
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    }

    /// A view with a mask next to constrained siblings: the siblings see the frame the mask
    /// gave it once the superview's size changes.
    @Test func constraintsSeeTheFrameTheMaskGave() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let header = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        header.autoresizingMask = [.flexibleWidth]
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(header)
        window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            badge.topAnchor.constraint(equalTo: header.bottomAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 180, y: 40, width: 20, height: 20))
        window.frame.size.width = 300
        window.layoutIfNeeded()
        #expect(header.frame.width == 300)
        #expect(badge.frame == CGRect(x: 280, y: 40, width: 20, height: 20))
    }

    /// An autoresizing constraint in UIKit's messages spells the view's mask: `-` fixed, `&`
    /// flexible, for the left margin, width and right margin, then top, height and bottom.
    @Test(
        arguments: [
            (View.AutoresizingMask(), "h=--& v=--&"),
            ([.flexibleWidth, .flexibleHeight], "h=-&- v=-&-"),
            ([.flexibleLeftMargin, .flexibleRightMargin, .flexibleBottomMargin], "h=&-& v=--&"),
            ([.flexibleTopMargin], "h=--& v=&--"),
        ] as [(View.AutoresizingMask, String)])
    func aConflictMessageSpellsTheMask(mask: View.AutoresizingMask, spelled: String) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.autoresizingMask = mask
        window.addSubview(view)
        var messages: [String] = []
        LayoutMessages.handler = { messages.append($0) }
        defer { LayoutMessages.handler = nil }
        // A forgotten `translatesAutoresizingMaskIntoConstraints = false`: the width fights the frame.
        view.widthAnchor.constraint(equalToConstant: 80).isActive = true
        window.layoutIfNeeded()
        let message = messages.joined(separator: "\n")
        #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(message.contains(spelled))
    }

    @Test func theMasksRawValuesAreUIKits() {
        #expect(View.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(View.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(View.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(View.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(View.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(View.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    }
}
