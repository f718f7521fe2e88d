/// An image by name, with a rendering mode, an optional tint, cap insets and a symbol
/// configuration.
///
/// The Swift stand-in for `UIImage`, with its initializers and variant methods, so code written
/// for UIKit compiles after renaming `UIImage` to `Image`. Like `UIImage`, `Image` is an
/// immutable class that apps extend:
///
/// ```swift
/// extension Image {
///     static let chevron = Image(systemName: "chevron.right")!
///     convenience init?(icon: String) { self.init(named: "icons/\(icon)") }
/// }
///
/// Button.appearance().setImage(Image(named: "star")?.withRenderingMode(.alwaysTemplate), for: .normal)
/// let check = Image(systemName: "checkmark")?.withTintColor(.systemGreen)
/// let bubble = Image(named: "bubble")?.resizableImage(withCapInsets: EdgeInsets(all: 12))
/// ```
///
/// An image is a reference: an asset name or a symbol name (``isSymbolImage``). No pixels are
/// loaded, so every non-empty name makes an image, and ``size`` is zero. The renderer draws
/// symbols and assets it knows by name and a placeholder for any other name.
///
/// Two images are equal when their name, kind (asset or symbol), rendering mode, tint, cap
/// insets, resizing mode, symbol configuration, alignment insets and mirroring are.
public final class Image: Hashable, Sendable, CustomStringConvertible {
    /// What the image is made of.
    let contents: Contents

    /// An image made of `contents`.
    init(contents: Contents) { self.contents = contents }

    /// An empty image, with no name.
    ///
    /// UIKit's `UIImage()`. The renderer draws nothing for it.
    public convenience init() {
        self.init(contents: Contents(name: "", isSymbol: false))
    }

    // MARK: - Properties

    /// The asset or symbol name; empty for ``init()``.
    ///
    /// A typed addition (UIKit does not expose an image's name): the renderer draws by name.
    public var name: String { contents.name }

    /// Whether the image is a symbol, made with ``init(systemName:)``.
    public var isSymbolImage: Bool { contents.isSymbol }

    /// How the image is drawn: with its own colours or as a template filled with a tint.
    public var renderingMode: RenderingMode { contents.renderingMode }

    /// The colour set by ``withTintColor(_:)``; `nil` draws a template in the view's tint.
    public var tintColor: Color? { contents.tintColor }

    /// The insets of the parts that do not stretch, set by ``resizableImage(withCapInsets:)``;
    /// zero for an image that is not resizable.
    public var capInsets: EdgeInsets { contents.capInsets }

    /// How the middle of a resizable image fills its area.
    public var resizingMode: ResizingMode { contents.resizingMode }

    /// The symbol configuration of a symbol image, or `nil`.
    public var symbolConfiguration: SymbolConfiguration? { contents.symbolConfiguration }

    /// The insets that layout uses to align the image's content instead of its bounds, set by
    /// ``withAlignmentRectInsets(_:)``; zero by default.
    public var alignmentRectInsets: EdgeInsets { contents.alignmentRectInsets }

    /// Whether the image is drawn mirrored in right-to-left layouts, set by
    /// ``imageFlippedForRightToLeftLayoutDirection()``.
    public var flipsForRightToLeftLayoutDirection: Bool { contents.flipsForRightToLeft }

    /// The size in points: zero, as no pixels are loaded.
    public var size: CGSize { .zero }

    // MARK: - Equality and description

    /// Whether two images have the same name, kind, rendering mode, tint, cap insets, resizing
    /// mode, symbol configuration, alignment insets and mirroring.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs === rhs || lhs.contents == rhs.contents
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contents)
    }

    /// For example `star`, `star (symbol, alwaysTemplate, tint systemBlue)`, or `empty image`.
    public var description: String {
        var details: [String] = []
        if contents.isSymbol { details.append("symbol") }
        if renderingMode != .automatic { details.append(renderingMode.rawValue) }
        if let tintColor { details.append("tint \(tintColor)") }
        if contents.isResizable { details.append("capInsets \(capInsets), \(resizingMode)") }
        if let symbolConfiguration { details.append("\(symbolConfiguration)") }
        if alignmentRectInsets != .zero { details.append("alignmentRectInsets \(alignmentRectInsets)") }
        if flipsForRightToLeftLayoutDirection { details.append("flipsForRightToLeft") }
        let base = name.isEmpty ? "empty image" : name
        return details.isEmpty ? base : "\(base) (\(details.joined(separator: ", ")))"
    }
}

// MARK: - Contents

extension Image {
    /// Everything an image is made of.
    struct Contents: Hashable, Sendable {
        var name: String
        var isSymbol: Bool
        var renderingMode: RenderingMode = .automatic
        var tintColor: Color?
        var capInsets: EdgeInsets = .zero
        var resizingMode: ResizingMode = .tile
        var isResizable = false
        var symbolConfiguration: SymbolConfiguration?
        var alignmentRectInsets: EdgeInsets = .zero
        var flipsForRightToLeft = false
    }

    /// A copy of this image with `change` applied to its contents.
    func with(_ change: (inout Contents) -> Void) -> Image {
        var copy = contents
        change(&copy)
        return Image(contents: copy)
    }
}
