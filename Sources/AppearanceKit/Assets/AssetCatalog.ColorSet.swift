public import Foundation

extension AssetCatalog {
    /// A colour set of a catalog (a `.colorset` folder): its entries and the dynamic colour
    /// they make.
    ///
    /// Each entry is a colour for an appearance (any, light or dark style, in normal or high
    /// contrast) and a device idiom. ``color`` picks among them when it is resolved with a
    /// trait collection; see <doc:AssetCatalogs> for the order in which it falls back when the
    /// set has no entry for the traits.
    ///
    /// ```swift
    /// let brand = catalog.colorSet(named: "Brand")!
    /// brand.entries.map(\.luminosity)   // [.any, .dark]
    /// brand.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString
    /// ```
    public struct ColorSet: Hashable, Sendable {
        /// The name `Color(named:)` finds it by: the folder's name without `.colorset`, after
        /// the names of the enclosing folders that provide a namespace (`Brand/Primary`).
        public let name: String
        /// The `.colorset` folder.
        public let url: URL
        /// The entries that hold a colour, in file order (entries for appearances the kit
        /// does not model are left out).
        public let entries: [Entry]
        /// The colour: fixed when every appearance shows the same colour, else dynamic.
        public let color: Color

        /// A colour set named `name`, read from `url`, made of `entries` (at least one).
        init(name: String, url: URL, entries: [Entry]) {
            self.name = name
            self.url = url
            self.entries = entries
            self.color = Self.color(of: entries)
        }
    }
}

extension AssetCatalog.ColorSet {
    /// One colour of a colour set: the colour, and the appearance and idiom it is for.
    public struct Entry: Hashable, Sendable {
        /// The device idiom, as Xcode writes it: `universal`, `iphone`, `ipad`, `mac`, `tv`,
        /// `car`, `vision`, `watch`.
        public let idiom: String
        /// The interface style the entry is for.
        public let luminosity: AssetCatalog.Luminosity
        /// Whether the entry is for high contrast (`{"appearance": "contrast", "value": "high"}`).
        public let isHighContrast: Bool
        /// The colour space the components were written in, or `nil` for a system colour.
        public let colorSpace: AssetCatalog.ColorSpace?
        /// The system colour the entry refers to as Xcode writes it (`systemBlueColor`), or `nil`.
        public let systemColorReference: String?
        /// The entry's colour in sRGB, clamped to `0...1`; the kit's dynamic system colour for
        /// a reference.
        public let color: Color
        /// Whether the entry is for wide-gamut displays only (`"display-gamut": "display-P3"`):
        /// the kit draws in sRGB, so such an entry is used only when no other fits.
        let isWideGamutOnly: Bool

        /// An entry with the given parts.
        init(
            idiom: String, luminosity: AssetCatalog.Luminosity, isHighContrast: Bool, colorSpace: AssetCatalog.ColorSpace?,
            systemColorReference: String?, color: Color, isWideGamutOnly: Bool
        ) {
            self.idiom = idiom
            self.luminosity = luminosity
            self.isHighContrast = isHighContrast
            self.colorSpace = colorSpace
            self.systemColorReference = systemColorReference
            self.color = color
            self.isWideGamutOnly = isWideGamutOnly
        }
    }
}
