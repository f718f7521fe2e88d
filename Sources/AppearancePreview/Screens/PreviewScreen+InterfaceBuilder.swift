import AppearanceInterfaceBuilder
public import AppearanceKit
import Foundation

extension PreviewScreen {
    /// A screen from a storyboard (#46): its initial scene, or the scene whose storyboard
    /// identifier is `scene`, shown as a window's root view controller, with named colours from
    /// the asset catalogs `catalogs`. The file is read again for each window, so the tools show
    /// it as it is on disk.
    ///
    /// ```swift
    /// .interfaceBuilder("unlock", storyboard: appFolder.appendingPathComponent("Main.storyboard"),
    ///                   scene: "Unlock", catalogs: [appFolder.appendingPathComponent("Assets.xcassets")])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The name the tools take.
    ///   - title: The name shown in menus.
    ///   - storyboard: The `.storyboard` file.
    ///   - scene: The storyboard identifier of the scene; the initial scene when `nil`.
    ///   - catalogs: The `.xcassets` folders the file's named colours come from.
    public static func interfaceBuilder(
        _ name: String, title: String? = nil, storyboard: URL, scene: String? = nil, catalogs: [URL] = []
    ) -> PreviewScreen {
        .rootViewController(name, title: title) { _ in
            let loaded = try Storyboard(contentsOf: storyboard, assets: try Self.catalog(catalogs))
            if let scene { return try loaded.viewController(withIdentifier: scene) }
            guard let controller = loaded.instantiateInitialViewController() else {
                throw ToolError(.notFound, "\(storyboard.path) has no initial scene; name one with scene:")
            }
            return controller
        }
    }

    /// A screen from a XIB (#46): its top-level view number `index` (the first by default), in a
    /// window of the environment's size, at its stored size (the window's width when it has
    /// none), with named colours from the asset catalogs `catalogs`.
    ///
    /// - Parameters:
    ///   - name: The name the tools take.
    ///   - title: The name shown in menus.
    ///   - xib: The `.xib` file.
    ///   - index: Which top-level view, counting views only, from 0.
    ///   - catalogs: The `.xcassets` folders the file's named colours come from.
    public static func interfaceBuilder(
        _ name: String, title: String? = nil, xib: URL, index: Int = 0, catalogs: [URL] = []
    ) -> PreviewScreen {
        PreviewScreen(name, title: title) { environment in
            let views = try Nib(contentsOf: xib, assets: try Self.catalog(catalogs)).instantiate(withOwner: nil).compactMap { $0 as? View }
            guard views.indices.contains(index) else {
                throw ToolError(.notFound, "\(xib.path) has \(views.count) top-level view(s); there is no view \(index + 1)")
            }
            let window = Window(frame: CGRect(origin: .zero, size: environment.size), screenTraits: environment.traits)
            let view = views[index]
            if view.frame.width == 0 { view.frame.size.width = environment.size.width }
            window.addSubview(view)
            window.makeKeyAndVisible()
            return window
        }
    }

    /// The asset catalogs as one, `nil` for none.
    private static func catalog(_ urls: [URL]) throws -> AssetCatalog? {
        urls.isEmpty ? nil : try AssetCatalog.load(contentsOf: urls)
    }
}
