public import AppearanceKit

/// One screen of a side-by-side picture: a view tree drawn as it looks now, and a caption.
///
/// A panel draws its tree when you make it, so it keeps showing the tree as it was even if a
/// theme applied later restyles the tree in place. That is how one picture shows one screen
/// in several themes:
///
/// ```swift
/// var panels: [SVGPanel] = []
/// for theme in BuiltinTheme.allCases {
///     try theme.load().apply()
///     panels.append(SVGPanel(title: theme.rawValue, root: DemoScreen.make().window))
/// }
/// let svg = SVGRenderer().render(panels: panels)
/// ```
///
/// The `id`s in a panel's drawing (clip paths) start with ``idPrefix``, so panels with
/// different prefixes can share a document.
public struct SVGPanel: Hashable, Sendable {
    /// The caption drawn above the screen.
    public let title: String
    /// The size the tree was laid out in.
    public let size: CGSize
    /// The prefix of every `id` in the drawing.
    public let idPrefix: String
    /// The drawing of the tree, as SVG elements indented for the side-by-side document.
    let body: String

    /// A panel showing `root` laid out in `size` (the root's frame size when `nil`).
    ///
    /// - Parameters:
    ///   - title: The caption.
    ///   - root: The root of the view tree (usually a window), drawn now.
    ///   - size: The size to lay the tree out in.
    ///   - idPrefix: The prefix of the drawing's `id`s; by default the title in lower case with
    ///     every character other than a letter or digit replaced by `-`, then `-`.
    ///   - annotations: Marks drawn over the screen (audit findings).
    @MainActor
    public init(
        title: String, root: View, size: CGSize? = nil, idPrefix: String? = nil, annotations: [SVGAnnotation] = []
    ) {
        let size = size ?? root.frame.size
        let prefix = idPrefix ?? Self.slug(title) + "-"
        var canvas = SVGCanvas(layout: Layout(root, size: size), idPrefix: prefix, depth: 2)
        canvas.draw(root)
        for annotation in annotations { annotation.write(to: &canvas.writer) }
        self.title = title
        self.size = size
        self.idPrefix = prefix
        body = canvas.writer.output
    }

    /// `title` in lower case, with every character other than an ASCII letter or digit
    /// replaced by `-`.
    static func slug(_ title: String) -> String {
        String(title.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
