internal import Foundation

extension AssetCatalog.ImageSet {
    /// The image set in the `.imageset` folder `url`, named `name`, or `nil` when it lists no
    /// file (Xcode's empty, unassigned set).
    ///
    /// - Throws: ``AssetCatalogError`` for a missing or malformed `Contents.json`.
    static func read(name: String, at url: URL) throws(AssetCatalogError) -> AssetCatalog.ImageSet? {
        guard let file = try ContentsFile.read(url.appendingPathComponent("Contents.json")) else {
            throw AssetCatalogError(
                .unreadableFile, "the image set \"\(name)\" has no Contents.json; add one, or delete the folder", path: url.path)
        }
        let root = try file.object(file.root)
        var files: [File] = []
        for node in try root["images"].map({ node throws(AssetCatalogError) in try file.entries(node) }) ?? [] {
            if let entry = try File.read(node, in: file) { files.append(entry) }
        }
        guard !files.isEmpty else { return nil }
        var renderingMode = Image.RenderingMode.automatic
        if let properties = try root["properties"].map({ node throws(AssetCatalogError) in try file.object(node) }),
            let intentNode = properties["template-rendering-intent"]
        {
            switch try file.string(intentNode, example: "template") {
            case "template": renderingMode = .alwaysTemplate
            case "original": renderingMode = .alwaysOriginal
            case let other:
                throw file.error(
                    .invalidContents, "unknown template-rendering-intent \(ContentsFile.quoted(other)); use \"template\" or \"original\"",
                    at: intentNode)
            }
        }
        return AssetCatalog.ImageSet(name: name, url: url, files: files, renderingMode: renderingMode)
    }
}

extension AssetCatalog.ImageSet.File {
    /// The file at `node`, or `nil` for a slot with no file or an appearance the kit does not
    /// model.
    fileprivate static func read(_ node: ContentsFile.Node, in file: ContentsFile) throws(AssetCatalogError) -> Self? {
        let members = try file.object(node)
        guard let filenameNode = members["filename"] else { return nil }
        let filename = try file.string(filenameNode, example: "star@2x.png")
        let idiom = try members["idiom"].map { node throws(AssetCatalogError) in try file.string(node, example: "universal") }
        guard let appearance = try AssetCatalog.Appearance.read(members["appearances"], in: file) else { return nil }
        var scale: CGFloat?
        if let scaleNode = members["scale"] {
            let text = try file.string(scaleNode, example: "2x")
            guard text.hasSuffix("x"), let value = Double(text.dropLast()), value.isFinite, value > 0, value <= 16 else {
                throw file.error(
                    .invalidContents, "scale \(ContentsFile.quoted(text)) is not a scale; write \"1x\", \"2x\" or \"3x\"", at: scaleNode)
            }
            scale = CGFloat(value)
        }
        return Self(filename: filename, scale: scale, idiom: idiom ?? "universal", luminosity: appearance.luminosity)
    }
}
