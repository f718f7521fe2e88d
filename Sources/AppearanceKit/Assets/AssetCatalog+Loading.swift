public import Foundation

extension AssetCatalog {
    // MARK: - Loading

    /// The catalog in the `.xcassets` folder `url`.
    ///
    /// Reads every colour set and image set in the folder and in the folders inside it. A
    /// folder whose `Contents.json` says `"provides-namespace": true` puts its name before the
    /// names of what it holds (`Brand/Primary`); other folders only group. Other asset types
    /// (app icons, data sets, symbol sets, …) are skipped.
    ///
    /// ```swift
    /// let catalog = try AssetCatalog.load(contentsOf: Bundle.module.url(forResource: "Assets", withExtension: "xcassets")!)
    /// ```
    ///
    /// - Parameter url: The `.xcassets` folder.
    /// - Throws: ``AssetCatalogError`` naming the folder when it does not exist, and the file,
    ///   line and column for a `Contents.json` that is not what Xcode writes. Nothing is
    ///   registered either way: call ``register()`` on the result.
    /// - Complexity: O(*n*) in the number of files and folders in the catalog.
    public static func load(contentsOf url: URL) throws(AssetCatalogError) -> AssetCatalog {
        try load(contentsOf: [url])
    }

    /// The catalogs in the `.xcassets` folders `urls`, as one catalog.
    ///
    /// An app with several catalogs (its own and a package's) loads them together, so that a
    /// name used twice is found.
    ///
    /// - Parameter urls: The `.xcassets` folders.
    /// - Throws: ``AssetCatalogError`` as ``load(contentsOf:)-(URL)`` does, and
    ///   ``AssetCatalogError/Code/duplicateName`` when two colour sets, or two image sets, have
    ///   the same name.
    public static func load(contentsOf urls: [URL]) throws(AssetCatalogError) -> AssetCatalog {
        var loader = Loader()
        for url in urls {
            try loader.readCatalog(at: url)
        }
        return loader.catalog
    }
}

/// Walks catalog folders into an ``AssetCatalog``, keeping count of what it visits.
private struct Loader {
    var catalog = AssetCatalog()
    /// The folders read so far, resolved: a symbolic link back up the tree is read once.
    var visited: Set<String> = []
    var count = 0

    /// Xcode's asset types that hold neither colours nor images the kit reads by name.
    static let skippedExtensions: Set<String> = [
        "appiconset", "brandassets", "complicationset", "cubetextureset", "dataset", "iconset", "imagestack",
        "imagestacklayer", "launchimage", "mipmapset", "stickerpack", "sticker", "stickersequence", "symbolset",
        "textureset", "arresourcegroup", "arobject", "solidimagestack", "solidimagestacklayer",
    ]

    mutating func readCatalog(at url: URL) throws(AssetCatalogError) {
        guard let isDirectory = Self.isDirectory(url) else {
            throw AssetCatalogError(
                .missingFolder, "there is no asset catalog here; check the path, which names a folder such as Assets.xcassets",
                path: url.path)
        }
        guard isDirectory else {
            throw AssetCatalogError(
                .missingFolder, "this is a file, not an asset catalog; give the .xcassets folder", path: url.path)
        }
        catalog.urls.append(url)
        _ = try ContentsFile.read(url.appendingPathComponent("Contents.json"))
        try readFolder(at: url, prefix: "", depth: 0)
    }

    private mutating func readFolder(at url: URL, prefix: String, depth: Int) throws(AssetCatalogError) {
        guard visited.insert(url.resolvingSymlinksInPath().path).inserted else { return }
        guard depth < AssetCatalog.maximumFolderDepth else {
            throw AssetCatalogError(
                .tooManyAssets, "folders nest more than \(AssetCatalog.maximumFolderDepth) deep here; flatten the catalog",
                path: url.path)
        }
        let children: [URL]
        do {
            children = try FileManager.default.contentsOfDirectory(
                at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        } catch {
            throw AssetCatalogError(
                .unreadableFile, "cannot list this folder (\(error.localizedDescription)); check its permissions", path: url.path)
        }
        // Sorted, so that a duplicate name is reported the same way on every file system.
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where Self.isDirectory(child) == true {
            try countOne(at: child)
            let kind = child.pathExtension.lowercased()
            let name = prefix + child.deletingPathExtension().lastPathComponent
            switch kind {
            case "colorset":
                if let set = try AssetCatalog.ColorSet.read(name: name, at: child) {
                    if let other = catalog.colorSets[name] { throw Self.duplicate("colour", name, child, other.url) }
                    catalog.colorSets[name] = set
                }
            case "imageset":
                if let set = try AssetCatalog.ImageSet.read(name: name, at: child) {
                    if let other = catalog.imageSets[name] { throw Self.duplicate("image", name, child, other.url) }
                    catalog.imageSets[name] = set
                }
            case _ where Self.skippedExtensions.contains(kind):
                continue
            default:
                // A group, or a sprite atlas, whose images UIKit finds by name too.
                let namespace = try Self.providesNamespace(child)
                try readFolder(at: child, prefix: namespace ? prefix + child.lastPathComponent + "/" : prefix, depth: depth + 1)
            }
        }
    }

    /// Whether `url` (or what a symbolic link at `url` points to) is a folder; `nil` when
    /// nothing is there.
    private static func isDirectory(_ url: URL) -> Bool? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path) else {
            return nil
        }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }

    private mutating func countOne(at url: URL) throws(AssetCatalogError) {
        count += 1
        guard count <= AssetCatalog.maximumAssetCount else {
            throw AssetCatalogError(
                .tooManyAssets,
                "the catalogs hold more than \(AssetCatalog.maximumAssetCount) folders and sets; split them or check the path",
                path: url.path)
        }
    }

    /// Whether the group folder `url` says `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ url: URL) throws(AssetCatalogError) -> Bool {
        guard let file = try ContentsFile.read(url.appendingPathComponent("Contents.json")) else { return false }
        let root = try file.object(file.root)
        guard let properties = try root["properties"].map({ node throws(AssetCatalogError) in try file.object(node) }),
            let flag = properties["provides-namespace"]
        else { return false }
        switch file.literal(flag) {
        case "true": return true
        case "false": return false
        default:
            throw file.error(
                .invalidContents, "\(flag.pathDescription) should be true or false, not \(ContentsFile.kind(of: flag.value))", at: flag)
        }
    }

    private static func duplicate(_ kind: String, _ name: String, _ url: URL, _ other: URL) -> AssetCatalogError {
        AssetCatalogError(
            .duplicateName,
            "the \(kind) set \"\(name)\" is also at \(other.path); rename one, or move one into a folder that provides a namespace",
            path: url.path)
    }
}
