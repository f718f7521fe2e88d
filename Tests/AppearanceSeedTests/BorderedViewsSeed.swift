import AppearanceKit
import SeedPort
import Testing

// The seed's border properties on every view are in Tests/SeedPort/BorderedViews.swift.

/// The "show more" button of the seed: a view with a corner style of its own.
final class ShowMoreView: View {
    enum CornerStyle: Sendable { case square, rounded, pill }

    @Styled var cornerStyle: CornerStyle = .square
    let label = Label(text: "Show more")

    override init(frame: Rect = Rect(x: 0, y: 0, width: 120, height: 32)) {
        super.init(frame: frame)
        addSubview(label)
    }

    override func didMoveToWindow() {
        // The seed applies the corner style when the view lands in a window; the appearance
        // value is already there.
        switch cornerStyle {
        case .square: cornerRadius = 0
        case .rounded: cornerRadius = 8
        case .pill: cornerRadius = frame.height / 2
        }
    }
}

@MainActor
@Suite struct BorderedViewsSeed {
    @Test func everyViewInsideAShowMoreViewGetsABorder() {
        Appearance.reset()
        View.appearance(whenContainedInInstancesOf: [ShowMoreView.self]).borderColor = .red
        View.appearance(whenContainedInInstancesOf: [ShowMoreView.self]).borderWidth = 1
        let window = Window()
        let showMore = ShowMoreView()
        let elsewhere = Label(text: "Elsewhere")
        window.addSubview(showMore)
        window.addSubview(elsewhere)
        #expect(showMore.label.borderColor == .red)
        #expect(showMore.label.borderWidth == 1)
        #expect(showMore.borderColor == nil, "a view is not its own container")
        #expect(elsewhere.borderColor == nil)
    }

    @Test func theCornerStyleIsThereWhenDidMoveToWindowRuns() {
        Appearance.reset()
        ShowMoreView.appearance().cornerStyle = .pill
        let window = Window()
        let showMore = ShowMoreView()
        window.addSubview(showMore)
        #expect(showMore.cornerStyle == .pill)
        #expect(showMore.cornerRadius == 16)
    }

    @Test func anExplicitCornerStyleIsKept() {
        Appearance.reset()
        ShowMoreView.appearance().cornerStyle = .pill
        let window = Window()
        let showMore = ShowMoreView()
        showMore.cornerStyle = .rounded
        window.addSubview(showMore)
        #expect(showMore.cornerRadius == 8)
    }
}
