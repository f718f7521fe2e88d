public import AppearanceKit
import Foundation

/// A storyboard file (`.storyboard`) read from disk, making its scenes' view controllers: UIKit's
/// `UIStoryboard`.
///
/// ```swift
/// InterfaceBuilderClasses.register(ProfileViewController.self)
/// let storyboard = try Storyboard(
///     contentsOf: URL(fileURLWithPath: "App/Base.lproj/Main.storyboard"),
///     assets: try AssetCatalog.load(contentsOf: URL(fileURLWithPath: "App/Assets.xcassets")))
///
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = storyboard.instantiateInitialViewController()
/// window.makeKeyAndVisible()
/// storyboard.warnings.forEach { print($0) }   // what the file holds that the kit does not
/// ```
///
/// Each call makes new controllers and views, as UIKit's does: a scene's controller (its
/// `customClass` if registered, see ``InterfaceBuilderClasses``), its root view with every
/// subview at the frame the file stores, its constraints installed, and the controllers its
/// relationship segues lead to (a navigation controller's root, a tab bar controller's tabs).
/// Other segues (show, present) are not followed. What the loader cannot read is listed in
/// ``warnings`` and never stops a load.
///
/// Loading throws ``InterfaceBuilderError`` only for a file that is not a storyboard as Xcode
/// writes one: unreadable, not well-formed XML, too large, or of another document type.
@MainActor
public final class Storyboard {
    /// The file read.
    public let url: URL
    /// The device the storyboard was designed on.
    public let device: InterfaceBuilderDevice
    /// The width size class whose `<variation>`s the objects made next take (their fonts,
    /// colours, frames, and which subviews and constraints are installed): the device's by
    /// default (compact on a phone in portrait).
    ///
    /// ```swift
    /// storyboard.horizontalSizeClass = .regular      // the iPad layout of a universal file
    /// ```
    ///
    /// `.unspecified` takes no variation: what the file says for Any × Any.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height size class whose `<variation>`s the objects made next take: the device's by
    /// default (compact on a phone in landscape).
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The scenes' storyboard identifiers (`storyboardIdentifier`), in file order.
    public let identifiers: [String]
    /// The reuse identifiers of the prototype cells of the storyboard's tables, in file order.
    public let prototypeCellIdentifiers: [String]
    /// The reuse identifiers of the cells of the storyboard's collection views, in file order.
    public let collectionViewCellIdentifiers: [String]
    /// What the loader found and worked around while loading and instantiating, each with its
    /// file, line and column; instantiating the same scene again adds nothing new.
    public private(set) var warnings: [InterfaceBuilderWarning] = []

    private let document: InterfaceBuilderDocument
    private let assets: AssetCatalog?
    /// Every scene's controller element by id (relationship segues name them).
    private let controllers: [String: Element]
    /// The controller ids by storyboard identifier.
    private let identifierTable: [String: String]
    private let prototypes: [String: Element]
    private let collectionCells: [String: Element]

    /// Reads the storyboard at `url`, resolving named colours and images through `assets`.
    ///
    /// - Parameters:
    ///   - url: A `.storyboard` file.
    ///   - assets: The app's asset catalog; without it, named colours are the light values the
    ///     file stores (with a warning), and dark mode cannot change them.
    /// - Throws: ``InterfaceBuilderError`` when the file cannot be read as a storyboard.
    public init(contentsOf url: URL, assets: AssetCatalog? = nil) throws(InterfaceBuilderError) {
        self.url = url
        self.assets = assets
        document = try InterfaceBuilderDocument(contentsOf: url, kind: .storyboard)
        StandInTypes.define(for: document)
        device = document.device
        horizontalSizeClass = document.device.horizontalSizeClass
        verticalSizeClass = document.device.verticalSizeClass
        var controllers: [String: Element] = [:]
        var identifiers: [String] = []
        var table: [String: String] = [:]
        var warnings: [InterfaceBuilderWarning] = []
        for scene in document.root.children(of: "scenes") where scene.name == "scene" {
            guard let controller = scene.children(of: "objects").first(where: { $0.name.hasSuffix("Controller") }) else { continue }
            guard let id = controller["id"] else { continue }
            controllers[id] = controller
            if let identifier = controller["storyboardIdentifier"], !identifier.isEmpty {
                if table[identifier] != nil {
                    warnings.append(
                        InterfaceBuilderWarning(
                            "two scenes have the storyboard identifier \(identifier); the first is instantiated",
                            path: url.path, line: controller.line, column: controller.column))
                    continue
                }
                table[identifier] = id
                identifiers.append(identifier)
            }
        }
        if let initial = document.root["initialViewController"], controllers[initial] == nil {
            warnings.append(
                InterfaceBuilderWarning(
                    "the initial view controller \(initial) is not a scene's controller; there is no initial scene",
                    path: url.path, line: document.root.line, column: document.root.column))
        }
        self.controllers = controllers
        self.identifiers = identifiers
        identifierTable = table
        let prototypes = document.prototypeCells()
        self.prototypes = prototypes.cells
        prototypeCellIdentifiers = prototypes.order
        let collectionCells = document.prototypeCells(in: "cells", named: "collectionViewCell")
        self.collectionCells = collectionCells.cells
        collectionViewCellIdentifiers = collectionCells.order
        self.warnings = warnings
    }

    // MARK: - Instantiating

    /// The storyboard's initial view controller (the `initialViewController` of the file), new
    /// each call, or `nil` when the storyboard has none.
    public func instantiateInitialViewController() -> ViewController? {
        guard let id = document.root["initialViewController"], let element = controllers[id] else { return nil }
        return build(element)
    }

    /// The controller of the scene whose storyboard identifier is `identifier`, new each call.
    ///
    /// UIKit's `instantiateViewController(withIdentifier:)`, which traps when the storyboard
    /// has no such scene; so does this, naming the identifiers the storyboard has. Where the
    /// identifier comes from data, use ``viewController(withIdentifier:)``, which throws instead.
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        do {
            return try viewController(withIdentifier: identifier)
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// The controller of the scene whose storyboard identifier is `identifier`, new each call:
    /// the throwing counterpart of ``instantiateViewController(withIdentifier:)``.
    ///
    /// ```swift
    /// let settings = try storyboard.viewController(withIdentifier: "Settings")
    /// ```
    ///
    /// - Throws: ``InterfaceBuilderError`` with ``InterfaceBuilderError/Code/unknownIdentifier``,
    ///   naming the identifiers the storyboard has.
    public func viewController(withIdentifier identifier: String) throws(InterfaceBuilderError) -> ViewController {
        guard let id = identifierTable[identifier], let element = controllers[id] else {
            let known = identifiers.isEmpty ? "it has none" : "it has " + identifiers.joined(separator: ", ")
            throw InterfaceBuilderError(
                .unknownIdentifier,
                "the storyboard has no scene with the storyboard identifier \"\(identifier)\" (\(known)); set it in "
                    + "Xcode's identity inspector", path: url.path)
        }
        return build(element)
    }

    /// A new cell made from the prototype cell whose reuse identifier is `identifier`, or `nil`
    /// when no table of the storyboard has one.
    ///
    /// A loaded table has its prototypes registered under their reuse identifiers, so its data
    /// source dequeues them as in UIKit; this makes one directly (a test, a preview).
    public func instantiatePrototypeCell(withReuseIdentifier identifier: String) -> TableViewCell? {
        guard let element = prototypes[identifier] else { return nil }
        let builder = ObjectBuilder(
            document: document, assets: assets, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        let cell = builder.build { builder.makeView(element) as? TableViewCell }
        absorb(builder.warnings)
        return cell
    }

    /// A new cell made from the collection view cell whose reuse identifier is `identifier`, or
    /// `nil` when no collection view of the storyboard has one.
    ///
    /// A loaded collection view has its cells registered under their reuse identifiers, so its
    /// data source dequeues them as in UIKit; this makes one directly (a test, a preview).
    public func instantiateCollectionViewCell(withReuseIdentifier identifier: String) -> CollectionViewCell? {
        guard let element = collectionCells[identifier] else { return nil }
        let builder = ObjectBuilder(
            document: document, assets: assets, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        let cell = builder.build { builder.makeView(element) as? CollectionViewCell }
        absorb(builder.warnings)
        return cell
    }

    private func build(_ element: Element) -> ViewController {
        let builder = ObjectBuilder(
            document: document, assets: assets, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        let controller = builder.build { builder.makeController(element, controllers: controllers) }
        absorb(builder.warnings)
        return controller
    }

    private func absorb(_ new: [InterfaceBuilderWarning]) {
        for warning in new where !warnings.contains(warning) { warnings.append(warning) }
    }
}
