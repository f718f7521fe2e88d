public import Foundation
internal import Synchronization

extension AssetCatalog {
    /// The asset catalogs a bundle holds, as one catalog: every `.xcassets` folder among its
    /// resources (SwiftPM copies a catalog declared `.copy("Assets.xcassets")` as it is), read
    /// once per bundle and kept. `nil` when the bundle has none, or one that does not load (its
    /// error is printed to standard error once).
    ///
    /// This is where `UIColor(named:in:compatibleWith:)` looks on Linux, as iOS looks in the
    /// bundle's compiled catalog:
    ///
    /// ```swift
    /// let brand = Color(named: "Brand", in: .module, compatibleWith: nil)
    /// ```
    ///
    /// - Parameter bundle: The bundle.
    public static func catalog(in bundle: Bundle) -> AssetCatalog? {
        let key = bundle.bundleURL.standardizedFileURL.path
        if let cached = bundleCatalogs.withLock({ $0[key] }) { return cached }
        let folders = catalogFolders(in: bundle)
        var catalog: AssetCatalog?
        if !folders.isEmpty {
            do {
                catalog = try load(contentsOf: folders)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
            }
        }
        bundleCatalogs.withLock { $0[key] = .some(catalog) }
        return catalog
    }

    /// The `.xcassets` folders at the top of a bundle's resources and one level below.
    private static func catalogFolders(in bundle: Bundle) -> [URL] {
        let manager = FileManager.default
        var roots = [bundle.bundleURL]
        if let resources = bundle.resourceURL, resources != bundle.bundleURL { roots.append(resources) }
        var found: [URL] = []
        for root in roots {
            let entries = (try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path }) where entry.pathExtension == "xcassets" {
                if !found.contains(entry) { found.append(entry) }
            }
        }
        return found
    }

    /// The catalogs read so far, by bundle path (`nil` for a bundle without one).
    private static let bundleCatalogs = Mutex<[String: AssetCatalog?]>([:])
}
