import AppearanceKit
import Testing

/// Checks one appearance property of a kit class through the four ways a value reaches a view:
/// a plain proxy, a containment proxy (inside a ``CardView``), a trait proxy (dark) and an
/// explicit value on the instance, which wins over all three.
@MainActor
enum ProxyMatrix {
    /// Records `plain`, `contained` and `dark` through `V`'s proxies for `keyPath`, puts four
    /// views made by `make` in a window (plain, in a card, dark, and one with `explicit` set
    /// first), and expects each to show its value; then checks the proxies' getters and that
    /// reverting the explicit value brings the plain proxy's back.
    static func check<V: View, Value>(
        _ make: () -> V, _ keyPath: ReferenceWritableKeyPath<V, Value>,
        plain: Value, contained: Value, dark: Value, explicit: Value,
        same: (Value, Value) -> Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        Appearance.reset()
        V.appearance()[keyPath] = plain
        V.appearance(whenContainedInInstancesOf: [CardView.self])[keyPath] = contained
        V.appearance(for: TraitCollection(userInterfaceStyle: .dark))[keyPath] = dark

        let window = Window()
        let plainView = make(), containedView = make(), darkView = make(), explicitView = make()
        let untouched = explicitView[keyPath: keyPath]
        explicitView[keyPath: keyPath] = explicit
        #expect(!same(make()[keyPath: keyPath], plain), "a view outside a window has no value yet", sourceLocation: sourceLocation)
        let card = CardView()
        card.addSubview(containedView)
        darkView.overrideUserInterfaceStyle = .dark
        for view in [plainView, card, darkView, explicitView] { window.addSubview(view) }

        #expect(same(plainView[keyPath: keyPath], plain), "plain proxy", sourceLocation: sourceLocation)
        #expect(same(containedView[keyPath: keyPath], contained), "containment proxy", sourceLocation: sourceLocation)
        #expect(same(darkView[keyPath: keyPath], dark), "trait proxy", sourceLocation: sourceLocation)
        #expect(same(explicitView[keyPath: keyPath], explicit), "explicit value wins", sourceLocation: sourceLocation)

        #expect(V.appearance()[keyPath].map { same($0, plain) } == true, "plain proxy getter", sourceLocation: sourceLocation)
        #expect(
            V.appearance(whenContainedInInstancesOf: [CardView.self])[keyPath].map { same($0, contained) } == true,
            "containment proxy getter", sourceLocation: sourceLocation)

        darkView.overrideUserInterfaceStyle = .light
        #expect(same(darkView[keyPath: keyPath], plain), "re-resolved when the traits change", sourceLocation: sourceLocation)
        explicitView.revertToAppearance(keyPath)
        #expect(same(explicitView[keyPath: keyPath], plain), "reverted to the proxy's value", sourceLocation: sourceLocation)
        V.appearance()[keyPath] = nil
        Appearance.reloadAll()
        #expect(same(plainView[keyPath: keyPath], untouched), "back to the untouched value", sourceLocation: sourceLocation)
        Appearance.reset()
    }

    /// ``check(_:_:plain:contained:dark:explicit:same:sourceLocation:)`` for equatable values.
    static func check<V: View, Value: Equatable>(
        _ make: () -> V, _ keyPath: ReferenceWritableKeyPath<V, Value>,
        plain: Value, contained: Value, dark: Value, explicit: Value,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(
            make, keyPath, plain: plain, contained: contained, dark: dark, explicit: explicit, same: { $0 == $1 },
            sourceLocation: sourceLocation)
    }

    /// ``check(_:_:plain:contained:dark:explicit:same:sourceLocation:)`` for text attributes,
    /// compared as ``TextAttributes``.
    static func check<V: View>(
        _ make: () -> V, _ keyPath: ReferenceWritableKeyPath<V, [NSAttributedString.Key: Any]>,
        plain: [NSAttributedString.Key: Any], contained: [NSAttributedString.Key: Any],
        dark: [NSAttributedString.Key: Any], explicit: [NSAttributedString.Key: Any],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(
            make, keyPath, plain: plain, contained: contained, dark: dark, explicit: explicit,
            same: { TextAttributes($0) == TextAttributes($1) }, sourceLocation: sourceLocation)
    }
}
