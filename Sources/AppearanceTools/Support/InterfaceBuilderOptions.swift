import AppearanceInterfaceBuilder
import AppearanceKit
import AppearancePreview
import ArgumentParser
import Foundation

/// `--ib PATH` and `--catalog FOLDER`: the screens of an app's storyboards and XIBs instead of
/// the catalog's (#46), their named colours from the app's asset catalogs.
///
/// A storyboard's screens are its initial scene (`initial`) and each scene with a storyboard
/// identifier (by that identifier); a XIB's are its top-level views (`view`, `view2`, …). For a
/// folder, every `.storyboard` and `.xib` in it (and below), each screen's name led by its
/// file's (`Main-initial`, `Main-Settings`, `ProfileCard-view`). With `--ib`, the themes are
/// `none` (the files' own colours and fonts; the default) and the catalog's.
struct InterfaceBuilderOptions: ParsableArguments {
    @Option(
        name: .customLong("ib"),
        help: ArgumentHelp(
            "Show the scenes of a .storyboard, the views of a .xib, or every such file in a folder, instead of the tool's screens.",
            valueName: "path"))
    var path: String?

    @Option(
        name: [.customLong("catalog"), .customLong("assets")], parsing: .singleValue,
        help: ArgumentHelp("An asset catalog (.xcassets) the files' named colours come from (repeatable).", valueName: "folder"))
    var catalogs: [String] = []

    /// The path `--ib` names, if any.
    var file: String? { path }

    func validate() throws {
        if path == nil, !catalogs.isEmpty { throw ValidationError("--catalog gives --ib's named colours; add --ib PATH") }
    }

    /// Makes the files' screens the catalog's, when `--ib` names a path; prints the files'
    /// warnings (what they could not read) to standard error.
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` with a file's or catalog's error at its
    ///   line and column.
    @MainActor
    func install() throws(ToolError) {
        guard let path else { return }
        let catalogURLs = catalogs.map { URL(fileURLWithPath: $0) }
        var catalog: AssetCatalog?
        if !catalogURLs.isEmpty {
            do {
                catalog = try AssetCatalog.load(contentsOf: catalogURLs)
            } catch {
                throw ToolError(.notFound, "\(error)")
            }
        }
        let files = try Self.files(at: path)
        let prefixed = files.count > 1 || Self.isFolder(path)
        var screens: [PreviewScreen] = []
        for file in files {
            let prefix = prefixed ? Self.screenName(file.deletingPathExtension().lastPathComponent) + "-" : ""
            do {
                if file.pathExtension.lowercased() == "xib" {
                    let nib = try Nib(contentsOf: file, assets: catalog)
                    let count = nib.instantiate(withOwner: nil).count { $0 is View }
                    screens += (0..<count).map { index in
                        .interfaceBuilder(
                            prefix + (index == 0 ? "view" : "view\(index + 1)"), xib: file, index: index, catalogs: catalogURLs)
                    }
                    Self.print(nib.warnings)
                } else {
                    let storyboard = try Storyboard(contentsOf: file, assets: catalog)
                    if storyboard.instantiateInitialViewController() != nil {
                        screens.append(
                            .interfaceBuilder(prefix + "initial", title: "Initial scene", storyboard: file, catalogs: catalogURLs))
                    }
                    for identifier in storyboard.identifiers where Self.screenName(identifier) == identifier {
                        screens.append(.interfaceBuilder(prefix + identifier, storyboard: file, scene: identifier, catalogs: catalogURLs))
                    }
                    Self.print(storyboard.warnings)
                }
            } catch {
                throw ToolError(.badRequest, "\(error)")
            }
        }
        guard !screens.isEmpty else {
            throw ToolError(
                .notFound, "\(path) has no screen to show: no initial scene, no scene with a storyboard identifier, no top-level view")
        }
        let current = ToolCatalog.current
        ToolCatalog.current = PreviewCatalog(
            screens: screens, themes: [.none] + current.themes.filter { $0.name != PreviewTheme.none.name }, setUp: current.setUp)
    }

    /// The `.storyboard` and `.xib` files at `path`: the file itself, or those in the folder and
    /// below, sorted.
    private static func files(at path: String) throws(ToolError) -> [URL] {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else {
            throw ToolError(.notFound, "\(path): no such file or folder; give a .storyboard, a .xib or a folder of them")
        }
        guard isFolder(path) else { return [url] }
        let found = (FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { ["storyboard", "xib"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.path < $1.path }
        guard !found.isEmpty else { throw ToolError(.notFound, "\(path) holds no .storyboard or .xib file") }
        return found
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `name` with every character a screen name cannot hold (letters, digits, `-`, `_`) as `_`.
    private static func screenName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    private static func print(_ warnings: [InterfaceBuilderWarning]) {
        for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
    }
}
