import AppearanceKit
import SeedPort
import Testing

// The seed's border properties on every view are in Tests/SeedPort/BorderedViews.swift.

/// The "show more" button of the seed: a view with a corner style of its own.
///
/// The seed turns the style into a radius in the property's `didSet`, so the radius follows
/// every write: the appearance value when the view enters a window, a theme switch restyling a
/// window in place, and the app's own value. (Applying it in `didMoveToWindow()` only, as this
/// port did before, missed live theme switches: a view already in a window never moves again.)
final class ShowMoreView: View {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    enum CornerStyle: Sendable { case square, rounded, pill }

    @Styled var cornerStyle: CornerStyle = .square {
        didSet { updateCornerRadius() }
    }
    let label = Label(text: "Show more")

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    private func updateCornerRadius() {
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
        let showMore = ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        let elsewhere = Label(text: "Elsewhere")
        window.addSubview(showMore)
        window.addSubview(elsewhere)
        #expect(showMore.label.borderColor == .red)
        #expect(showMore.label.borderWidth == 1)
        #expect(showMore.borderColor == nil, "a view is not its own container")
        #expect(elsewhere.borderColor == nil)
    }

    @Test func theCornerStyleBecomesARadiusWhenTheViewEntersAWindow() {
        Appearance.reset()
        ShowMoreView.appearance().cornerStyle = .pill
        let window = Window()
        let showMore = ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        #expect(showMore.cornerRadius == 0, "outside a window, no appearance value yet")
        window.addSubview(showMore)
        #expect(showMore.cornerStyle == .pill)
        #expect(showMore.cornerRadius == 16)
    }

    @Test func aLiveThemeSwitchUpdatesTheRadius() {
        Appearance.reset()
        ShowMoreView.appearance().cornerStyle = .pill
        let window = Window()
        let showMore = ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        window.addSubview(showMore)

        Appearance.batch { ShowMoreView.appearance().cornerStyle = .rounded }
        #expect(showMore.cornerRadius == 8, "didSet ran for the in-place restyle")

        Appearance.batch { Appearance.reset() }
        #expect(showMore.cornerStyle == .square, "back to the un-themed style")
        #expect(showMore.cornerRadius == 0)
        #expect(showMore.superview === window, "no view was removed and re-added")
    }

    @Test func anExplicitCornerStyleIsKept() {
        Appearance.reset()
        ShowMoreView.appearance().cornerStyle = .pill
        let window = Window()
        let showMore = ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        showMore.cornerStyle = .rounded
        window.addSubview(showMore)
        #expect(showMore.cornerRadius == 8)
        #expect(showMore.hasExplicitValue(for: \.cornerStyle))

        Appearance.batch { ShowMoreView.appearance().cornerStyle = .square }
        #expect(showMore.cornerStyle == .rounded)
        #expect(showMore.cornerRadius == 8)

        showMore.revertToAppearance(\.cornerStyle)
        #expect(showMore.cornerStyle == .square)
        // The radius that `didSet` wrote when the app set the style is the app's value too:
        // the app drops it as well to follow the theme's style again.
        #expect(showMore.cornerRadius == 8)
        showMore.revertToAppearance(\.cornerRadius)
        #expect(showMore.cornerRadius == 0)
    }

    // What `didSet` writes is derived from the style: the engine keeps the two apart, so the
    // app's own radius, explanations and reverting the style all behave.
    @Test func theRadiusThatDidSetWritesIsNotTheStyleItself() {
        Appearance.reset()
        ShowMoreView.appearance().cornerStyle = .pill
        let window = Window()
        let showMore = ShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        showMore.cornerRadius = 4
        window.addSubview(showMore)
        #expect(showMore.cornerStyle == .pill)
        #expect(showMore.cornerRadius == 4, "the app's own radius wins over the one the style gives")
        #expect(!showMore.hasExplicitValue(for: \.cornerStyle), "the style came from the proxy")
        #expect(showMore.hasExplicitValue(for: \.cornerRadius))
        #expect(Appearance.explain(showMore, \.cornerStyle).winner?.outcome == .won)

        Appearance.batch { ShowMoreView.appearance().cornerStyle = .rounded }
        #expect(showMore.cornerStyle == .rounded)
        #expect(showMore.cornerRadius == 4, "a theme switch keeps the app's radius too")

        showMore.revertToAppearance(\.cornerRadius)
        #expect(showMore.cornerRadius == 8, "without it, the radius follows the style again")
        #expect(!showMore.hasExplicitValue(for: \.cornerRadius))
    }

    @Test func withdrawingTheStyleRecomputesTheRadiusFromTheUnthemedStyle() {
        Appearance.reset()
        RoundShowMoreView.appearance().cornerStyle = .rounded
        let window = Window()
        let showMore = RoundShowMoreView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        window.addSubview(showMore)
        #expect(showMore.cornerRadius == 8)
        Appearance.batch { Appearance.reset() }
        #expect(showMore.cornerStyle == .pill, "back to its un-themed style")
        #expect(showMore.cornerRadius == 16, "and the radius follows it")
    }
}

/// A view whose un-themed corner style is not square.
final class RoundShowMoreView: View {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @Styled var cornerStyle: ShowMoreView.CornerStyle = .pill {
        didSet { cornerRadius = cornerStyle == .pill ? frame.height / 2 : 8 }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }
}
