public import Foundation
internal import Synchronization

extension Color {
    // MARK: - Named colours (the registry)

    /// The colour registered under `name`, else the main bundle's asset catalogs' colour set of
    /// that name, or `nil` when there is neither.
    ///
    /// UIKit's `init?(named:)` loads a colour set from the app's asset catalog. The kit reads
    /// into a registry first: ``AssetCatalog/register()`` fills it with a catalog's colour
    /// sets, and apps and theme files add colours with ``register(_:named:)``; then the main
    /// bundle's `.xcassets` folders (``AssetCatalog/catalog(in:)``). Names are
    /// case-sensitive. System colour names are not in the
    /// registry, as they are not in an asset catalog: use the static colours, or ``named(_:)``.
    ///
    /// ```swift
    /// Color.register(Color(light: .white, dark: Color(white: 0.1)), named: "CardBackground")
    /// let card = Color(named: "CardBackground")   // the registered colour
    /// Color(named: "Missing")                      // nil
    /// ```
    ///
    /// - Complexity: O(1), under a lock (the registry can be read from any thread), once the
    ///   bundle's catalogs were read.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name`: the one registered under it, else the colour set of that name
    /// in `bundle`'s asset catalogs (the main bundle's when `nil`; see
    /// ``AssetCatalog/catalog(in:)``), resolved for `traitCollection` when one is given.
    ///
    /// UIKit's `init?(named:in:compatibleWith:)`: an app's `UIColor(named: "Brand")` finds the
    /// colour set of the catalog its bundle ships, on Linux too.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard let color = Self.registeredColor(named: name) ?? AssetCatalog.catalog(in: bundle ?? .main)?.color(named: name) else {
            return nil
        }
        let resolved = traitCollection.map { color.resolvedColor(with: $0) } ?? color
        self.init(storage: resolved.storage)
    }

    /// Registers `color` under `name`, replacing any colour registered under it before.
    ///
    /// The registered colour is what ``init(named:)`` returns and what ``named(_:)`` finds when
    /// `name` is not the name of a static colour. Safe to call from any thread.
    ///
    /// ```swift
    /// Color.register(Color(hex: "#1E90FF")!, named: "Brand")
    /// ```
    public static func register(_ color: Color, named name: String) {
        registry.withLock { $0[name] = color }
    }

    /// Removes the colour registered under `name` and returns it, or `nil` when none was.
    @discardableResult
    public static func removeRegisteredColor(named name: String) -> Color? {
        registry.withLock { $0.removeValue(forKey: name) }
    }

    /// Removes the colour registered under `name` when it is `color`, as one step under the
    /// lock, so that a colour registered again since stays.
    static func removeRegisteredColor(named name: String, ifItIs color: Color) {
        registry.withLock { registry in
            if registry[name] == color { registry[name] = nil }
        }
    }

    /// The names of the registered colours, sorted.
    public static var registeredNames: [String] {
        registry.withLock { $0.keys.sorted() }
    }

    /// The registered colour named `name`.
    private static func registeredColor(named name: String) -> Color? {
        registry.withLock { $0[name] }
    }

    /// The registered colours by name.
    private static let registry = Mutex<[String: Color]>([:])

    // MARK: - Names of static colours (theme files)

    /// The colour a theme file means by `name`: a static colour, such as `"red"`, `"systemBlue"`
    /// or `"label"`, else a registered colour (see ``register(_:named:)``).
    ///
    /// An exact static name wins, then an exact registered name, then a static name matched
    /// case-insensitively. Returns `nil` for an unknown name.
    ///
    /// ```swift
    /// Color.named("label")        // Color.label
    /// Color.named("SYSTEMBLUE")   // Color.systemBlue
    /// ```
    public static func named(_ name: String) -> Color? {
        if let index = staticIndex[name] { return namedColors[index].color }
        if let registered = registeredColor(named: name) { return registered }
        let lowered = name.lowercased()
        return namedColors.first { $0.name.lowercased() == lowered }?.color
    }

    /// The Swift names of every static colour that ``named(_:)`` knows: the fixed colours, the
    /// tint colour, then the system colours (registered names are in ``registeredNames``).
    public static var allNames: [String] { namedColors.map(\.name) }

    /// Every named static colour, in declaration order.
    private static let namedColors: [(name: String, color: Color)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("red", .red), ("green", .green),
        ("blue", .blue), ("orange", .orange), ("yellow", .yellow), ("purple", .purple),
        ("gray", .gray), ("darkGray", .darkGray), ("lightGray", .lightGray), ("cyan", .cyan),
        ("magenta", .magenta), ("brown", .brown), ("darkText", .darkText), ("lightText", .lightText),
        ("tintColor", .tintColor),
        ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
        ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
        ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo),
        ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel), ("systemFill", .systemFill),
        ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill), ("placeholderText", .placeholderText),
        ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
        ("separator", .separator), ("opaqueSeparator", .opaqueSeparator), ("link", .link),
    ]

    /// The index in ``namedColors`` of each exact name.
    private static let staticIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: namedColors.enumerated().map { ($0.element.name, $0.offset) })
}
