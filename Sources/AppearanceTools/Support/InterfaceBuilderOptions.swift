import AppearanceInterfaceBuilder
import AppearanceKit
import AppearancePreview
import ArgumentParser
import Foundation

/// `--ib FILE` and `--assets FOLDER`: the screens of an app's storyboard or XIB instead of the
/// catalog's (#46), its named colours from the app's asset catalogs.
///
/// A storyboard's screens are its initial scene (`initial`) and each scene with a storyboard
/// identifier (by that identifier); a XIB's are its top-level views (`view`, `view2`, …). With
/// `--ib`, the themes are `none` (the file's own colours and fonts; the default) and the
/// catalog's.
struct InterfaceBuilderOptions: ParsableArguments {
    @Option(
        name: .customLong("ib"),
        help: ArgumentHelp("Show the scenes of a .storyboard or the views of a .xib instead of the tool's screens.", valueName: "file"))
    var file: String?

    @Option(
        parsing: .singleValue,
        help: ArgumentHelp("An asset catalog (.xcassets) the file's named colours come from (repeatable).", valueName: "folder"))
    var assets: [String] = []

    func validate() throws {
        if file == nil, !assets.isEmpty { throw ValidationError("--assets gives --ib's named colours; add --ib FILE") }
    }

    /// Makes the file's screens the catalog's, when `--ib` names one; prints the file's warnings
    /// (what it could not read) to standard error.
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` with the file's or catalog's error at its
    ///   line and column.
    @MainActor
    func install() throws(ToolError) {
        guard let file else { return }
        let url = URL(fileURLWithPath: file)
        var catalog: AssetCatalog?
        if !assets.isEmpty {
            do {
                catalog = try AssetCatalog.load(contentsOf: assets.map { URL(fileURLWithPath: $0) })
            } catch {
                throw ToolError(.notFound, "\(error)")
            }
        }
        let screens: [PreviewScreen]
        let warnings: [InterfaceBuilderWarning]
        do {
            if url.pathExtension.lowercased() == "xib" {
                let nib = try Nib(contentsOf: url, assets: catalog)
                screens = Self.screens(of: nib, url: url, assets: catalog)
                warnings = nib.warnings
            } else {
                let storyboard = try Storyboard(contentsOf: url, assets: catalog)
                screens = Self.screens(of: storyboard, url: url, assets: catalog)
                warnings = storyboard.warnings
            }
        } catch {
            throw ToolError(.badRequest, "\(error)")
        }
        guard !screens.isEmpty else {
            throw ToolError(
                .notFound, "\(file) has no screen to show: no initial scene, no scene with a storyboard identifier, no top-level view")
        }
        for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        let current = ToolCatalog.current
        ToolCatalog.current = PreviewCatalog(
            screens: screens, themes: [.none] + current.themes.filter { $0.name != PreviewTheme.none.name }, setUp: current.setUp)
    }

    /// The initial scene and the identified ones, each loaded again for each window (a screen is
    /// built once per state, from the file as it is then).
    @MainActor
    private static func screens(of storyboard: Storyboard, url: URL, assets: AssetCatalog?) -> [PreviewScreen] {
        var screens: [PreviewScreen] = []
        if storyboard.instantiateInitialViewController() != nil {
            screens.append(
                .rootViewController("initial", title: "Initial scene") { _ in
                    guard let controller = try Storyboard(contentsOf: url, assets: assets).instantiateInitialViewController() else {
                        throw ToolError(.notFound, "\(url.path) has no initial scene any more")
                    }
                    return controller
                })
        }
        for identifier in storyboard.identifiers where Self.isScreenName(identifier) {
            screens.append(
                .rootViewController(identifier) { _ in
                    try Storyboard(contentsOf: url, assets: assets).viewController(withIdentifier: identifier)
                })
        }
        return screens
    }

    /// A screen per top-level view of the XIB, in a window of the environment's size, at the
    /// view's stored frame's size (its width the window's when it had none).
    @MainActor
    private static func screens(of nib: Nib, url: URL, assets: AssetCatalog?) -> [PreviewScreen] {
        let count = nib.instantiate(withOwner: nil).count { $0 is View }
        return (0..<count).map { index in
            PreviewScreen(index == 0 ? "view" : "view\(index + 1)") { environment in
                let views = try Nib(contentsOf: url, assets: assets).instantiate(withOwner: nil).compactMap { $0 as? View }
                let window = Window(frame: CGRect(origin: .zero, size: environment.size), screenTraits: environment.traits)
                let view = views[index]
                if view.frame.width == 0 { view.frame.size.width = environment.size.width }
                window.addSubview(view)
                window.makeKeyAndVisible()
                return window
            }
        }
    }

    /// Whether an identifier can be a screen's name (letters, digits, `-` and `_`).
    private static func isScreenName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}
