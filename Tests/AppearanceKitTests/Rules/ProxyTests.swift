import AppearanceKit
import Testing

/// R1 (one proxy per class, containers and traits) and R2 (recording), in Rules.md.
@MainActor
@Suite struct ProxyTests {
    // R1 (Rules.md): the same class, containers and traits give the same object.
    @Test func oneProxyPerClassContainersAndTraits() {
        Appearance.reset()
        #expect(Label.appearance() === Label.appearance())
        #expect(Label.appearance() !== FancyLabel.appearance() as AnyObject)
        #expect(
            Label.appearance(whenContainedInInstancesOf: [CardView.self]) === Label.appearance(whenContainedInInstancesOf: [CardView.self]))
        #expect(
            Label.appearance(whenContainedInInstancesOf: [CardView.self, ScreenView.self])
                !== Label.appearance(whenContainedInInstancesOf: [ScreenView.self, CardView.self]))
        #expect(Label.appearance(for: .dark) === Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)))
        #expect(Label.appearance(for: .dark) !== Label.appearance(for: .darkCompact))
    }

    @Test func emptyContainerListIsThePlainProxy() {
        Appearance.reset()
        #expect(Label.appearance(whenContainedInInstancesOf: []) === Label.appearance())
    }

    // R1 (Rules.md): an empty trait collection is a trait proxy of its own.
    @Test func emptyTraitProxyIsDistinctFromThePlainProxy() {
        Appearance.reset()
        let empty = Label.appearance(for: TraitCollection())
        #expect(empty !== Label.appearance())
        empty.textColor = .red
        #expect(Label.appearance().textColor == nil)
        #expect(empty.traits == TraitCollection())
        #expect(Label.appearance().traits == nil)
    }

    // R2 (Rules.md): proxies never read each other.
    @Test func getterReturnsWhatThisVeryProxyRecorded() {
        Appearance.reset()
        Label.appearance().textColor = .red
        #expect(Label.appearance().textColor == .red)
        #expect(FancyLabel.appearance().textColor == nil)
        #expect(Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor == nil)
        #expect(Label.appearance(for: .dark).textColor == nil)
        #expect(Label.appearance().font == nil)
    }

    @Test func resettingAValueReplacesIt() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance().textColor = .blue
        #expect(Label.appearance().textColor == .blue)
        #expect(Label.appearance().valueCount == 1)
    }

    // R2 (Rules.md): nil removes the record.
    @Test func assigningNilRemovesTheRecord() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance().textColor = nil
        #expect(Label.appearance().textColor == nil)
        #expect(Label.appearance().valueCount == 0)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.textColor == nil)
    }

    @Test func subclassProxiesOfferSuperclassProperties() {
        Appearance.reset()
        FancyLabel.appearance().textColor = .green
        FancyLabel.appearance().backgroundColor = .black
        FancyLabel.appearance()[\.layer.cornerRadius] = 4
        let window = Window()
        let label = FancyLabel()
        window.addSubview(label)
        #expect(label.textColor == .green)
        #expect(label.backgroundColor == .black)
        #expect(label.layer.cornerRadius == 4)
    }

    // R2 (Rules.md): recording changes no view on screen.
    @Test func settingAProxyChangesNoViewAlreadyInAWindow() {
        Appearance.reset()
        let window = Window()
        let label = Label()
        window.addSubview(label)
        Label.appearance().textColor = .red
        #expect(label.textColor == nil)
        let later = Label()
        window.addSubview(later)
        #expect(later.textColor == .red)
        #expect(label.textColor == nil)
    }

    @Test func axisValuesAreRecordedPerAxisValue() {
        Appearance.reset()
        let proxy = Button.appearance()
        proxy.setTitleColor(.green, for: .normal)
        proxy.setTitleColor(.red, for: .highlighted)
        #expect(proxy.titleColor(for: .normal) == .green)
        #expect(proxy.titleColor(for: .highlighted) == .red)
        #expect(proxy.titleColor(for: .disabled) == nil)
        proxy.setTitleColor(nil, for: .highlighted)
        #expect(proxy.titleColor(for: .highlighted) == nil)
        #expect(proxy.titleColor(for: .normal) == .green)
    }

    @Test func anyWritableKeyPathCanBeRecorded() {
        Appearance.reset()
        Label.appearance()[\.numberOfLines] = 3
        Label.appearance()[\.layer.borderWidth] = 2
        #expect(Label.appearance()[\.numberOfLines] == 3)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.numberOfLines == 3)
        #expect(label.layer.borderWidth == 2)
    }
}
