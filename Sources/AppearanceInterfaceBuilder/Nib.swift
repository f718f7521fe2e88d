public import AppearanceKit
import Foundation

/// A XIB file (`.xib`) read from disk, making its top-level objects: UIKit's `UINib`.
///
/// ```swift
/// InterfaceBuilderClasses.register(AvatarView.self)
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "App/ProfileCard.xib"), assets: catalog)
/// let card = nib.instantiate(withOwner: nil).first as! View
/// ```
///
/// ``instantiate(withOwner:options:)`` makes new objects each call, in file order: views (with
/// their subviews at their stored frames and their constraints installed), table view cells,
/// and view controllers. The placeholders (File's Owner, First Responder) are not objects of
/// the nib and are left out, as in UIKit; outlets and actions are not connected (Linux has no
/// Objective-C runtime to set them by name). What the loader cannot read is listed in
/// ``warnings`` and never stops a load.
@MainActor
public final class Nib {
    /// Keys for the options of ``Nib/instantiate(withOwner:options:)``: UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to by placeholder identifier; accepted and not read yet.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The file read.
    public let url: URL
    /// The device the XIB was designed on.
    public let device: InterfaceBuilderDevice
    /// The width size class whose `<variation>`s the objects made next take (their fonts,
    /// colours, frames, and which subviews and constraints are installed): the device's by
    /// default (compact on a phone in portrait).
    ///
    /// ```swift
    /// nib.horizontalSizeClass = .regular      // the iPad layout of a universal file
    /// ```
    ///
    /// `.unspecified` takes no variation: what the file says for Any × Any.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The height size class whose `<variation>`s the objects made next take: the device's by
    /// default (compact on a phone in landscape).
    public var verticalSizeClass: UserInterfaceSizeClass
    /// What the loader found and worked around while loading and instantiating, each with its
    /// file, line and column.
    public private(set) var warnings: [InterfaceBuilderWarning] = []

    private let document: InterfaceBuilderDocument
    private let assets: AssetCatalog?

    /// Reads the XIB at `url`, resolving named colours and images through `assets`.
    ///
    /// - Parameters:
    ///   - url: A `.xib` file.
    ///   - assets: The app's asset catalog; without it, named colours are the light values the
    ///     file stores (with a warning).
    /// - Throws: ``InterfaceBuilderError`` when the file cannot be read as a XIB.
    public init(contentsOf url: URL, assets: AssetCatalog? = nil) throws(InterfaceBuilderError) {
        self.url = url
        self.assets = assets
        document = try InterfaceBuilderDocument(contentsOf: url, kind: .xib)
        StandInTypes.define(for: document)
        device = document.device
        horizontalSizeClass = document.device.horizontalSizeClass
        verticalSizeClass = document.device.verticalSizeClass
    }

    /// The nib's top-level objects, new each call, in file order.
    ///
    /// - Parameters:
    ///   - ownerOrNil: The File's Owner; kept for UIKit's shape (outlets are not connected).
    ///   - optionsOrNil: UIKit's options; none changes what is made yet.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        let builder = ObjectBuilder(
            document: document, assets: assets, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
        let objects = builder.build { makeObjects(with: builder) }
        for warning in builder.warnings where !warnings.contains(warning) { warnings.append(warning) }
        return objects
    }

    /// The top-level objects, made by `builder`.
    private func makeObjects(with builder: ObjectBuilder) -> [Any] {
        var objects: [Any] = []
        for element in document.root.children(of: "objects") {
            switch element.name {
            case "placeholder":
                continue
            case let name where name.hasSuffix("Controller"):
                objects.append(builder.makeController(element, controllers: [:]))
            case let name where ObjectBuilder.viewElements.contains(name) || element.child("rect", key: "frame") != nil:
                objects.append(builder.makeView(element))
            default:
                builder.warn(
                    "the top-level <\(element.name)> is not an object the loader makes (gesture recognizers and custom "
                        + "objects need the Objective-C runtime); it is left out", at: element)
            }
        }
        return objects
    }
}
