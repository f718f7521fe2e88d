public import AppearanceCore

extension AssetCatalog.ColorSet {
    // MARK: - Which entry shows

    /// The entry the set shows for `style` (``/AppearanceCore/UserInterfaceStyle/dark`` or
    /// anything else, which shows as light), `highContrast` and `idiom`, or `nil` for a set
    /// with no entries.
    ///
    /// The appearance is looked for in this order, the style's own entry before a high-contrast
    /// entry made for another style:
    ///
    /// | Traits | Order |
    /// |---|---|
    /// | light (or unspecified) | light, any |
    /// | dark | dark, any |
    /// | light, high contrast | light + high, light, any + high, any |
    /// | dark, high contrast | dark + high, dark, any + high, any |
    ///
    /// At each step the idiom's own entry (`iphone` for a phone or an unspecified idiom, `ipad`,
    /// `mac`, `tv`, `car`, `vision`) wins over a `universal` one, and an entry for any display
    /// over one marked for Display P3 displays only. A set with no entry for the idiom nor
    /// `universal` shows its `iphone` entries, or else all its entries. When no step matches
    /// (a set with only dark entries shown in light mode), the first entry shows.
    ///
    /// ```swift
    /// let set = catalog.colorSet(named: "Card")!   // any, dark, any + high
    /// set.entry(for: .dark, highContrast: true)?.luminosity        // .dark
    /// set.entry(for: .light, highContrast: true)?.isHighContrast   // true
    /// ```
    public func entry(for style: UserInterfaceStyle, highContrast: Bool, idiom: UserInterfaceIdiom = .phone) -> Entry? {
        Self.entry(for: style, highContrast: highContrast, in: Self.candidates(for: idiom, in: entries))
    }

    /// The entry for `style` and `highContrast` among `candidates`, ranked as they are.
    private static func entry(for style: UserInterfaceStyle, highContrast: Bool, in candidates: [Entry]) -> Entry? {
        let own: AssetCatalog.Luminosity = style == .dark ? .dark : .light
        var steps: [(AssetCatalog.Luminosity, Bool)] = [(own, false), (.any, false)]
        if highContrast { steps = [(own, true), (own, false), (.any, true), (.any, false)] }
        for (luminosity, isHigh) in steps {
            let matches = candidates.filter { $0.luminosity == luminosity && $0.isHighContrast == isHigh }
            if let entry = matches.first(where: { !$0.isWideGamutOnly }) ?? matches.first { return entry }
        }
        return candidates.first
    }

    /// The entries an idiom may show, its own before `universal` ones (a stable sort keeps
    /// file order within each).
    private static func candidates(for idiom: UserInterfaceIdiom, in entries: [Entry]) -> [Entry] {
        let own = idiomName(idiom)
        let fitting = entries.filter { $0.idiom == own } + entries.filter { $0.idiom == "universal" }
        if !fitting.isEmpty { return fitting }
        let phone = entries.filter { $0.idiom == "iphone" }
        return phone.isEmpty ? entries : phone
    }

    /// The idiom as Xcode writes it.
    private static func idiomName(_ idiom: UserInterfaceIdiom) -> String {
        switch idiom {
        case .unspecified, .phone: return "iphone"
        case .pad: return "ipad"
        case .tv: return "tv"
        case .carPlay: return "car"
        case .mac: return "mac"
        case .vision: return "vision"
        }
    }

    // MARK: - The colour

    /// The colour `entries` make: fixed when all appearances show the same colour, a
    /// light/dark colour with its high-contrast variants when every idiom shows the same, and
    /// a provider colour that picks by ``/AppearanceCore/TraitCollection/userInterfaceIdiom``
    /// otherwise.
    static func color(of entries: [Entry]) -> Color {
        var byIdiom: [UserInterfaceIdiom: Color.Variants] = [:]
        for idiom in UserInterfaceIdiom.allCases {
            byIdiom[idiom] = variants(in: candidates(for: idiom, in: entries))
        }
        let phone = byIdiom[.phone] ?? variants(in: entries)
        if byIdiom.values.allSatisfy({ $0 == phone }) { return color(of: phone) }
        let colors = byIdiom.mapValues { color(of: $0) }
        let fallback = color(of: phone)
        return Color { traits in colors[traits.userInterfaceIdiom] ?? fallback }
    }

    /// The four appearances the kit's colours have, each from the entry that shows for it and
    /// resolved with its traits (so that a system colour entry keeps its own appearances).
    private static func variants(in candidates: [Entry]) -> Color.Variants {
        func components(_ style: UserInterfaceStyle, _ highContrast: Bool) -> Color.RGBA {
            let traits = TraitCollection {
                $0.userInterfaceStyle = style
                $0.accessibilityContrast = highContrast ? .high : .normal
            }
            let color = entry(for: style, highContrast: highContrast, in: candidates)?.color ?? .clear
            return color.resolvedComponents(with: traits)
        }
        return Color.Variants(
            light: components(.light, false), dark: components(.dark, false),
            lightHighContrast: components(.light, true), darkHighContrast: components(.dark, true))
    }

    /// A fixed colour when the four variants are one colour, else a light/dark colour.
    private static func color(of variants: Color.Variants) -> Color {
        let all = [variants.light, variants.dark, variants.lightHighContrast, variants.darkHighContrast]
        if all.allSatisfy({ $0 == variants.light }) { return Color(storage: .fixed(variants.light)) }
        return Color(storage: .variants(name: nil, variants))
    }
}
