import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct VisualEffectViewTests {
        @Test func contentViewIsASubviewAndItsContentIsContainedInTheEffectView() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [VisualEffectView.self]).textColor = .secondaryLabel
            View.appearance(whenContainedInInstancesOf: [VisualEffectView.self]).tintColor = .systemOrange
            let overlay = VisualEffectView(effect: BlurEffect(style: .systemThinMaterial))
            let paused = Label(text: "Paused")
            overlay.contentView.addSubview(paused)
            let outside = Label(text: "Outside")
            let window = Window()
            window.addSubview(overlay)
            window.addSubview(outside)
            #expect(overlay.contentView.superview === overlay)
            #expect(overlay.subviews.first === overlay.contentView)
            #expect(paused.textColor == .secondaryLabel)
            #expect(overlay.contentView.tintColor == .systemOrange)
            #expect(overlay.ownTintColor == nil, "a view is never its own container")
            #expect(outside.textColor == nil)
        }

        @Test func effectsCompareByKindAndParameters() {
            let blur = BlurEffect(style: .systemMaterial)
            let vibrancy = VibrancyEffect(blurEffect: blur, style: .secondaryLabel)
            #expect(vibrancy == VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .secondaryLabel))
            #expect(vibrancy != VibrancyEffect(blurEffect: blur, style: .fill))
            #expect(vibrancy != VibrancyEffect(blurEffect: BlurEffect(style: .dark), style: .secondaryLabel))
            #expect(vibrancy as VisualEffect != blur)
            #expect(VibrancyEffect(blurEffect: blur).style == .label)
            #expect(Set<VisualEffect>([vibrancy, blur, VibrancyEffect(blurEffect: blur, style: .secondaryLabel)]).count == 2)
            #expect(vibrancy.description == "VibrancyEffect(secondaryLabel, on: BlurEffect(systemMaterial))")
            #expect(VibrancyEffectStyle.separator.color == .separator)
        }

        @Test func vibrancyNestsInsideABlurAndTheEffectCanChange() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [VisualEffectView.self, VisualEffectView.self]).textColor = .white
            let blur = BlurEffect(style: .dark)
            let background = VisualEffectView(effect: blur)
            let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: blur, style: .label))
            let title = Label(text: "Now playing")
            vibrancy.contentView.addSubview(title)
            background.contentView.addSubview(vibrancy)
            let window = Window()
            window.addSubview(background)
            #expect(title.textColor == .white)
            background.effect = nil
            #expect(background.effect == nil)
            #expect(VisualEffectView().effect == nil)
        }
    }
}
