import AppearanceKit
import Testing

/// UIKit's layout pass in the kit (#32): `frame`, `bounds`, `center`, `layoutSubviews()`,
/// `setNeedsLayout()`, `layoutIfNeeded()`, `sizeThatFits(_:)`, `intrinsicContentSize`, run by
/// the window when views enter, when sizes change and after restyling.
@MainActor
@Suite struct LayoutPassTests {
    /// A view that counts its layouts and places its one subview from its bounds, as custom
    /// views in apps do.
    final class Inset: View {
        /// Not made from archives here, as in most apps' views.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        let inner = View()
        var layouts = 0
        var sizesSeen: [CGSize] = []

        override init(frame: CGRect = .zero) {
            super.init(frame: frame)
            addSubview(inner)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            sizesSeen.append(bounds.size)
            inner.frame = bounds.insetBy(dx: 10, dy: 10)
            inner.layer.cornerRadius = inner.bounds.height / 2
        }
    }

    @Test func viewsArePlacedAtTheWindowsNextPassAfterTheyEnter() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let filler = Inset()
        let fixed = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        window.addSubview(filler)
        window.addSubview(fixed)
        #expect(filler.frame == .zero, "as in UIKit, nothing is placed until the pass")
        #expect(filler.needsLayout)
        window.layoutIfNeeded()
        #expect(filler.frame == CGRect(x: 0, y: 0, width: 320, height: 480), "a view without a frame fills its superview")
        #expect(fixed.frame == CGRect(x: 5, y: 6, width: 70, height: 80), "a frame of the app's is kept")
        #expect(filler.inner.frame == CGRect(x: 10, y: 10, width: 300, height: 460), "the override placed its subview")
        #expect(filler.inner.layer.cornerRadius == 230)
        #expect(filler.sizesSeen == [CGSize(width: 320, height: 480)], "laid out once, in its final size")
        #expect(!filler.needsLayout)
    }

    @Test func aPassWithNothingMarkedLaysOutNothing() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = Inset()
        window.addSubview(view)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.setNeedsLayout()
        #expect(view.needsLayout)
        window.layoutIfNeeded()
        #expect(view.layouts == 2, "setNeedsLayout() runs layoutSubviews() once at the next pass")
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test func aNewSizeLaysOutAgainInTheNewSize() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = Inset()
        window.addSubview(view)
        window.layoutIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 480, height: 320), "placed again in the window's new size")
        #expect(view.inner.frame == CGRect(x: 10, y: 10, width: 460, height: 300))
        #expect(view.sizesSeen == [CGSize(width: 320, height: 480), CGSize(width: 480, height: 320)])

        let fixed = Inset(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(fixed)
        window.layoutIfNeeded()
        fixed.bounds.size = CGSize(width: 60, height: 40)
        #expect(fixed.center == CGPoint(x: 50, y: 50), "bounds change the size around the centre")
        #expect(fixed.frame == CGRect(x: 20, y: 30, width: 60, height: 40))
        fixed.layoutIfNeeded()
        #expect(fixed.inner.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        fixed.center = CGPoint(x: 100, y: 100)
        #expect(fixed.frame == CGRect(x: 70, y: 80, width: 60, height: 40))
        #expect(!fixed.needsLayout, "moving keeps the size: no layout")
    }

    @Test func restylingLaysOutAgainForNewFonts() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = Label(text: "Settings")
        let row = StackView(arrangedSubviews: [label, View()])
        row.alignment = .top
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        window.addSubview(row)
        window.layoutIfNeeded()
        let before = label.frame.width
        Appearance.batch { Label.appearance().font = .systemFont(ofSize: 34) }
        #expect(window.needsLayout, "the restyle marked the window")
        window.layoutIfNeeded()
        #expect(label.frame.width > before * 1.5, "the larger font's text is wider")

        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        window.screenTraits.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        let large = label.frame.height
        window.screenTraits.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        #expect(label.frame.height < large, "a trait change lays out again too")
    }

    @Test func changingTextOrArrangementLaysOutAgain() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = Label(text: "A")
        let row = StackView(arrangedSubviews: [label])
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        row.alignment = .leading
        row.axis = .vertical
        window.addSubview(row)
        window.layoutIfNeeded()
        let short = label.frame.width
        label.text = "A much longer title"
        window.layoutIfNeeded()
        #expect(label.frame.width > short)
        let second = Label(text: "B")
        row.addArrangedSubview(second)
        window.layoutIfNeeded()
        #expect(second.frame.minY >= label.frame.maxY, "stacked below")
    }

    /// A view with content of its own, sized by its `intrinsicContentSize`.
    final class Badge: View {
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
    }

    @Test func sizesComeFromSizeThatFitsAndIntrinsicContentSize() {
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(Switch().intrinsicContentSize == CGSize(width: 51, height: 31))
        let label = Label(text: "Hello")
        #expect(label.intrinsicContentSize.width > 0)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 0)) == label.intrinsicContentSize)
        let wrapped = Label(text: "one two three four five six seven eight")
        wrapped.numberOfLines = 0
        let narrow = wrapped.sizeThatFits(CGSize(width: 60, height: 0))
        #expect(narrow.width <= 60 && narrow.height > wrapped.intrinsicContentSize.height, "wrapped to the width")
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)

        let badge = Badge()
        let row = StackView(arrangedSubviews: [badge, View()])
        row.alignment = .top
        row.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let window = Window()
        window.addSubview(row)
        window.layoutIfNeeded()
        #expect(badge.frame.size == CGSize(width: 30, height: 20), "a stack sizes a custom view by its intrinsic size")
    }

    @Test func superviewsLayOutBeforeTheirSubviews() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let outer = Inset()
        let nested = Inset()
        outer.inner.addSubview(nested)
        window.addSubview(outer)
        window.layoutIfNeeded()
        #expect(nested.sizesSeen == [CGSize(width: 280, height: 280)], "the nested view saw only its final size")
    }

    @Test func aDeepHierarchyLaysOutWithoutRecursion() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = View()
        var last = top
        for _ in 0..<20_000 {
            let next = View()
            last.addSubview(next)
            last = next
        }
        window.addSubview(top)
        window.layoutIfNeeded()
        #expect(last.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        top.removeFromSuperview()
    }
}
