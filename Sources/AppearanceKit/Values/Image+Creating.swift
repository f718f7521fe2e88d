public import AppearanceCore
public import Foundation

extension Image {
    // MARK: - Named images

    /// The image named `name`, or `nil` when the name is empty.
    ///
    /// UIKit returns `nil` for a name missing from the asset catalog. The kit loads no pixels,
    /// so every non-empty name makes an image; the renderer draws the names it knows and a
    /// placeholder for the others. A name in a registered ``AssetCatalog`` gets its image
    /// set's rendering mode ("Render As: Template Image" is ``RenderingMode/alwaysTemplate``);
    /// ``AssetCatalog/image(named:)`` returns `nil` for a name the catalog lacks.
    ///
    /// ```swift
    /// let star = Image(named: "star")!
    /// Image(named: "")   // nil
    /// ```
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        let renderingMode = AssetCatalog.registeredImageSet(named: name)?.renderingMode ?? .automatic
        self.init(contents: Contents(name: name, isSymbol: false, renderingMode: renderingMode))
    }

    /// The image named `name`; the bundle and traits are ignored. `nil` when the name is empty.
    ///
    /// UIKit's `init?(named:in:compatibleWith:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name)
    }

    /// The image named by an image literal, such as `#imageLiteral(resourceName: "star")`.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(contents: Contents(name: name, isSymbol: false))
    }

    // MARK: - Symbols

    /// The symbol image named `name`, such as `"star.fill"`, or `nil` when the name is empty.
    ///
    /// Every non-empty name makes a symbol (see ``init(named:)``). A symbol never equals the
    /// asset of the same name: `Image(systemName: "star") != Image(named: "star")`.
    ///
    /// ```swift
    /// let gear = Image(systemName: "gearshape")!
    /// gear.isSymbolImage   // true
    /// ```
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol image named `name` with `configuration`, or `nil` when the name is empty.
    ///
    /// ```swift
    /// let big = Image(systemName: "star", withConfiguration: Image.SymbolConfiguration(pointSize: 28, weight: .bold))
    /// ```
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        self.init(contents: Contents(name: name, isSymbol: true, symbolConfiguration: configuration))
    }

    /// The symbol image named `name`; the traits are ignored. `nil` when the name is empty.
    public convenience init?(systemName name: String, compatibleWith traitCollection: TraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }
}

extension Image: _ExpressibleByImageLiteral {}

/// The type of an untyped `#imageLiteral(…)`: ``Image``, as `UIImage` is with UIKit.
public typealias _ImageLiteralType = Image
