internal import Synchronization

extension AssetCatalog {
    // MARK: - Registering

    /// The catalogs registered with ``register()``, as one catalog (the latest registration
    /// wins where names are the same); empty until one is registered.
    ///
    /// UIKit's main-bundle catalog: what `Color(named:)` and `Image(named:)` read.
    ///
    /// ```swift
    /// try AssetCatalog.load(contentsOf: url).register()
    /// AssetCatalog.main.colorNames   // the registered colour names
    /// ```
    public static var main: AssetCatalog {
        registered.withLock { $0 }
    }

    /// Makes the catalog's colours and images the app's: `Color(named:)`, `Color.named(_:)`
    /// (so theme files) and `Image(named:)` find them, and ``main`` includes them.
    ///
    /// Each colour is registered with `Color.register(_:named:)` under its set's name,
    /// replacing a colour registered under that name before; each image set gives
    /// `Image(named:)` its rendering mode. Safe to call from any thread. Register catalogs
    /// before loading the theme files that name their colours.
    ///
    /// ```swift
    /// try AssetCatalog.load(contentsOf: url).register()
    /// let brand = Color(named: "Brand/Primary")
    /// ```
    public func register() {
        Self.registered.withLock { $0 = $0.merging(self) }
        for set in colorSets.values {
            Color.register(set.color, named: set.name)
        }
    }

    /// Removes the catalog's colours and images from the registries, where they are still the
    /// ones this catalog registered (a name registered again since is kept).
    public func unregister() {
        Self.registered.withLock { main in
            for (name, set) in colorSets where main.colorSets[name] == set { main.colorSets[name] = nil }
            for (name, set) in imageSets where main.imageSets[name] == set { main.imageSets[name] = nil }
            main.urls.removeAll { url in urls.contains(url) }
        }
        for set in colorSets.values {
            Color.removeRegisteredColor(named: set.name, ifItIs: set.color)
        }
    }

    /// The registered image set named `name`, for `Image(named:)`.
    static func registeredImageSet(named name: String) -> ImageSet? {
        registered.withLock { $0.imageSets[name] }
    }

    /// The registered catalogs, merged.
    private static let registered = Mutex(AssetCatalog())
}
