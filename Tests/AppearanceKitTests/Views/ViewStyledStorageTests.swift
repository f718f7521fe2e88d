import AppearanceKit
import Testing

/// `View`'s and `Layer`'s appearance properties keep their values in `Styled` storage declared
/// by hand (so that it skips dynamic exclusivity checks) rather than with `@Styled`: each must
/// still take proxy values, keep an instance's explicit value over every proxy (R4.3), report
/// it, and follow the proxies again once reverted (R9).
@MainActor
@Suite struct ViewStyledStorageTests {
    /// One property: how a proxy sets it, how the app sets it, and how to read it back.
    @MainActor struct Property {
        let setProxy: () -> Void
        let setExplicitly: (View) -> Void
        let isExplicit: (View) -> Bool
        let revert: (View) -> Void
        /// Whether the view holds the proxy's value, the explicit one, or neither.
        let holds: (View) -> Holding

        enum Holding: Equatable { case proxy, explicit, other }

        init<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<View, Value>, proxy: Value, explicit: Value) {
            setProxy = { View.appearance()[keyPath] = proxy }
            setExplicitly = { $0[keyPath: keyPath] = explicit }
            isExplicit = { $0.hasExplicitValue(for: keyPath) }
            revert = { $0.revertToAppearance(keyPath) }
            holds = { view in
                let value = view[keyPath: keyPath]
                return value == proxy ? .proxy : value == explicit ? .explicit : .other
            }
        }
    }

    static func property(named name: String) -> Property {
        switch name {
        case "backgroundColor": Property(\.backgroundColor, proxy: .systemRed, explicit: .systemGreen)
        case "tintColor": Property(\.tintColor, proxy: .systemOrange, explicit: .systemPurple)
        case "alpha": Property(\.alpha, proxy: 0.5, explicit: 0.25)
        case "isHidden": Property(\.isHidden, proxy: true, explicit: false)
        case "layer.borderColor": Property(\.layer.borderColor, proxy: Color.systemTeal.cgColor, explicit: Color.systemPink.cgColor)
        case "layer.borderWidth": Property(\.layer.borderWidth, proxy: 2, explicit: 3)
        case "layer.cornerRadius": Property(\.layer.cornerRadius, proxy: 8, explicit: 4)
        case "layer.masksToBounds": Property(\.layer.masksToBounds, proxy: true, explicit: false)
        case "layer.shadowColor": Property(\.layer.shadowColor, proxy: Color.systemBrown.cgColor, explicit: Color.systemIndigo.cgColor)
        case "layer.shadowOpacity": Property(\.layer.shadowOpacity, proxy: 0.75, explicit: 0.125)
        default: preconditionFailure("no property named \(name) in this table")
        }
    }

    @Test(arguments: [
        "backgroundColor", "tintColor", "alpha", "isHidden", "layer.borderColor", "layer.borderWidth",
        "layer.cornerRadius", "layer.masksToBounds", "layer.shadowColor", "layer.shadowOpacity",
    ])
    func takesProxyValuesKeepsExplicitOnesAndReverts(_ name: String) {
        let property = Self.property(named: name)
        Appearance.reset()
        defer { Appearance.reset() }
        property.setProxy()
        let window = Window()
        let styled = View(), pinned = View()
        property.setExplicitly(pinned)
        window.addSubview(styled)
        window.addSubview(pinned)
        #expect(property.holds(styled) == .proxy)
        #expect(!property.isExplicit(styled))
        #expect(property.holds(pinned) == .explicit, "an explicit value wins over the proxy")
        #expect(property.isExplicit(pinned))
        // Set after the view was styled, too.
        property.setExplicitly(styled)
        window.reloadAppearance()
        #expect(property.holds(styled) == .explicit)
        property.revert(pinned)
        #expect(property.holds(pinned) == .proxy, "reverted, the view follows the proxy again")
        #expect(!property.isExplicit(pinned))
    }
}
