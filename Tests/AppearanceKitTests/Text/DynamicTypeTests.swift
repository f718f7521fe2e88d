import AppearanceKit
import Testing

/// Dynamic Type as UIKit does it (#33): views whose `adjustsFontForContentSizeCategory` is on
/// show a font that follows the content size category at their own category, and follow its
/// changes, whether the font came from a proxy or was set on the view.
@MainActor
@Suite struct DynamicTypeTests {
    /// The windows the tests show, kept until the suite ends.
    private static var windows: [Window] = []

    private func show(_ view: View, category: ContentSizeCategory = .large) -> Window {
        let window = Window()
        Self.windows.append(window)
        window.screenTraits.preferredContentSizeCategory = category
        window.addSubview(view)
        return window
    }

    /// Body text per category, from Apple's Dynamic Type size tables.
    @Test(arguments: [
        (ContentSizeCategory.extraSmall, 14.0), (.small, 15), (.medium, 16), (.large, 17), (.extraLarge, 19),
        (.extraExtraLarge, 21), (.extraExtraExtraLarge, 23), (.accessibilityMedium, 28), (.accessibilityLarge, 33),
        (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraLarge, 47), (.accessibilityExtraExtraExtraLarge, 53),
    ])
    func aBodyLabelFollowsTheCategory(category: ContentSizeCategory, size: Double) {
        Appearance.reset()
        let label = Label(text: "Body")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        _ = show(label, category: category)
        #expect(Double(label.font.pointSize) == size)
    }

    @Test func aChangeOfCategoryRescalesInPlace() {
        Appearance.reset()
        Label.appearance().font = .preferredFont(forTextStyle: .headline)
        Label.appearance().adjustsFontForContentSizeCategory = true
        let label = Label(text: "Headline")
        let window = show(label)
        #expect(label.font.pointSize == 17)
        window.screenTraits.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(label.font.pointSize == 40)
        #expect(label.font.textStyle == .headline)
        window.screenTraits.preferredContentSizeCategory = .small
        #expect(label.font.pointSize == 15)
    }

    /// Without the flag, a font made at the app's current text size is shown at the view's
    /// category, as iOS makes it at the user's setting (#45); a font made for a named category
    /// keeps its size.
    @Test func withoutTheFlagAPreferredFontIsMadeAtTheCurrentSize() {
        Appearance.reset()
        let label = Label(text: "Body")
        label.font = .preferredFont(forTextStyle: .body)
        _ = show(label, category: .accessibilityLarge)
        #expect(label.font.pointSize == 33)
        let fixed = Label(text: "Body")
        fixed.font = .preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .large))
        _ = show(fixed, category: .accessibilityLarge)
        #expect(fixed.font.pointSize == 17)
    }

    @Test func aFixedFontIsNotScaled() {
        Appearance.reset()
        let label = Label(text: "Fixed")
        label.font = .systemFont(ofSize: 20)
        label.adjustsFontForContentSizeCategory = true
        _ = show(label, category: .accessibilityLarge)
        #expect(label.font.pointSize == 20)
        let resized = Label(text: "Resized")
        resized.font = .preferredFont(forTextStyle: .body).withSize(20)
        resized.adjustsFontForContentSizeCategory = true
        _ = show(resized, category: .accessibilityLarge)
        #expect(resized.font.pointSize == 20, "a size given by hand no longer follows the category")
    }

    @Test func fontMetricsScaleACustomFontWithinItsMaximum() throws {
        Appearance.reset()
        let brand = try #require(Font(name: "Avenir-Heavy", size: 20))
        let label = Label(text: "Brand")
        label.font = FontMetrics(forTextStyle: .body).scaledFont(for: brand, maximumPointSize: 30)
        label.adjustsFontForContentSizeCategory = true
        let window = show(label, category: .extraLarge)
        #expect(abs(label.font.pointSize - 20 * 19 / 17) < 0.001)
        window.screenTraits.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 30, "capped at the maximum")
    }

    @Test func textInputsAndButtonsFollowTooThroughProxies() {
        Appearance.reset()
        TextField.appearance().font = .preferredFont(forTextStyle: .body)
        TextField.appearance().adjustsFontForContentSizeCategory = true
        Button.appearance().titleFont = .preferredFont(forTextStyle: .callout)
        Button.appearance().adjustsFontForContentSizeCategory = true
        TextView.appearance().font = .preferredFont(forTextStyle: .body)
        TextView.appearance().adjustsFontForContentSizeCategory = true
        let field = TextField(placeholder: "Name")
        let button = Button(title: "Save")
        let textView = TextView()
        let holder = View()
        holder.addSubview(field)
        holder.addSubview(button)
        holder.addSubview(textView)
        _ = show(holder, category: .accessibilityMedium)
        #expect(field.font?.pointSize == 28)
        #expect(textView.font?.pointSize == 28)
        #expect(button.titleFont?.pointSize == Font.TextStyle.callout.pointSize(for: .accessibilityMedium))
    }

    @Test func theUnscaledFontIsWhatWasSet() {
        Appearance.reset()
        let label = Label(text: "Body")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        _ = show(label, category: .accessibilityLarge)
        #expect(label.unscaledFont.pointSize == 17)
        #expect(label.font.pointSize == 33)
    }
}
