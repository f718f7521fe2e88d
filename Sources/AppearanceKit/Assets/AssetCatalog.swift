public import Foundation

/// An app's asset catalogs (`.xcassets` folders): their colour sets and image sets by name.
///
/// UIKit reads the catalogs Xcode compiles into the app's bundle. The kit reads the catalog
/// folders themselves: ``load(contentsOf:)-(URL)`` walks them, and ``register()`` makes their
/// colours and images the ones `Color(named:)`, `Image(named:)` and theme files find.
///
/// ```swift
/// let catalog = try AssetCatalog.load(contentsOf: URL(fileURLWithPath: "App/Assets.xcassets"))
/// catalog.colorNames              // ["AccentColor", "Brand/Primary", "CardBackground"]
/// catalog.register()
///
/// let card = Color(named: "CardBackground")!   // dynamic: light, dark and high contrast
/// card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
/// ```
///
/// Each colour set becomes one colour, dynamic when its entries differ by appearance (see
/// <doc:AssetCatalogs> for the colour spaces, notations and the fallback order). Image sets
/// give names and rendering modes; no pixels are loaded.
///
/// A catalog is a value: loading one changes nothing until it is registered, and a load that
/// throws leaves nothing behind.
public struct AssetCatalog: Hashable, Sendable {
    /// The folders the catalog was loaded from, in order.
    public internal(set) var urls: [URL]
    /// The colour sets by name.
    var colorSets: [String: ColorSet]
    /// The image sets by name.
    var imageSets: [String: ImageSet]

    /// An empty catalog.
    public init() {
        urls = []
        colorSets = [:]
        imageSets = [:]
    }

    // MARK: - Limits

    /// The largest `Contents.json` a catalog may hold, in bytes (4 MiB): Xcode writes a few
    /// kilobytes, so a larger file is a mistake or an attack.
    public static let maximumContentsFileSize = 4 * 1024 * 1024

    /// How deep folders may nest inside a catalog.
    public static let maximumFolderDepth = 32

    /// How many folders and sets the catalogs loaded together may hold.
    public static let maximumAssetCount = 100_000

    /// How many entries (colours or image files) one set may list.
    public static let maximumEntryCount = 1_000

    // MARK: - Colours

    /// The names of the colour sets, sorted, with their namespaces (`Brand/Primary`).
    public var colorNames: [String] { colorSets.keys.sorted() }

    /// The colour of the colour set named `name`, or `nil` when the catalog has none.
    ///
    /// The same colour `Color(named:)` returns once the catalog is registered.
    public func color(named name: String) -> Color? {
        colorSets[name]?.color
    }

    /// The colour set named `name`, with its entries, or `nil` when the catalog has none.
    public func colorSet(named name: String) -> ColorSet? {
        colorSets[name]
    }

    // MARK: - Images

    /// The names of the image sets, sorted, with their namespaces (`Icons/star`).
    public var imageNames: [String] { imageSets.keys.sorted() }

    /// The image of the image set named `name` (with the set's rendering mode), or `nil` when
    /// the catalog has none: unlike `Image(named:)`, which makes an image of any name.
    public func image(named name: String) -> Image? {
        imageSets[name]?.image
    }

    /// The image set named `name`, with its files, or `nil` when the catalog has none.
    public func imageSet(named name: String) -> ImageSet? {
        imageSets[name]
    }

    // MARK: - Combining

    /// This catalog with the sets of `other` added, `other`'s winning where names are the same.
    public func merging(_ other: AssetCatalog) -> AssetCatalog {
        var merged = self
        merged.urls += other.urls.filter { !urls.contains($0) }
        merged.colorSets.merge(other.colorSets) { _, new in new }
        merged.imageSets.merge(other.imageSets) { _, new in new }
        return merged
    }
}
