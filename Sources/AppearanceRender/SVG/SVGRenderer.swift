public import AppearanceKit

/// Draws a view tree as an SVG document that any browser opens.
///
/// The tree is laid out with ``Layout`` and drawn as it looks with the appearance values it
/// has: background and border colours, border widths, corner radii, alpha, text with its font,
/// size, weight and colour, and the controls drawn so a person recognises them. Hidden views
/// (and their subviews) are not drawn. Dynamic colours are resolved for each view's traits, so
/// a window whose screen traits are dark draws `Color.label` white. Images are drawn as
/// ``VectorIcon``s by name, template images in their tint colour.
///
/// Each view becomes a `<g data-view="ClassName" data-id="identifier">` group, so the output
/// doubles as a readable text snapshot: numbers have at most two decimals, attributes come in a
/// fixed order, and the same tree always gives the same bytes.
///
/// ```swift
/// let screen = DemoScreen.make()
/// let svg = SVGRenderer().render(screen.window)          // 390×844, the window's size
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
@MainActor
public struct SVGRenderer {
    /// The font families of the system font, for the SVG `font-family` attribute.
    public static let systemFontFamily =
        "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif"

    /// Whether each view with a ``ViewPath`` gets a `data-view-path` attribute, so a page
    /// showing the SVG can find the view a click lands on (the studio's inspector does).
    /// Off by default, so snapshots and files stay as they were.
    public var tagsViewPaths: Bool

    /// A renderer.
    ///
    /// - Parameter tagsViewPaths: Whether to tag views with their paths (`data-view-path`).
    public init(tagsViewPaths: Bool = false) {
        self.tagsViewPaths = tagsViewPaths
    }

    /// An SVG document of `root` laid out in `size` (the root's frame size when `nil`).
    public func render(_ root: View, size: CGSize? = nil) -> String {
        draw(root, size: size ?? root.frame.size, recording: false).svg
    }

    /// An SVG document of `root`, as ``render(_:size:)`` draws it, with `annotations` drawn
    /// over it.
    public func render(_ root: View, size: CGSize? = nil, annotations: [SVGAnnotation]) -> String {
        draw(root, size: size ?? root.frame.size, recording: false, annotations: annotations).svg
    }

    /// An SVG document of `root`, as ``render(_:size:)`` writes it, and every fill, text run
    /// and control part it painted, in paint order and in the root's coordinates: what a check
    /// of the picture (the contrast audit) reads.
    ///
    /// ```swift
    /// let drawing = SVGRenderer().drawing(window)
    /// for paint in drawing.paints where paint.text != nil {
    ///     print(paint.text!, paint.drawnColor, paint.frame)
    /// }
    /// ```
    public func drawing(_ root: View, size: CGSize? = nil) -> Drawing {
        let size = size ?? root.frame.size
        let (svg, paints) = draw(root, size: size, recording: true)
        return Drawing(svg: svg, paints: paints, size: size)
    }

    private func draw(
        _ root: View, size: CGSize, recording: Bool, annotations: [SVGAnnotation] = []
    ) -> (svg: String, paints: [DrawnPaint]) {
        var canvas = SVGCanvas(layout: Layout(root, size: size), idPrefix: "")
        if tagsViewPaths { canvas.viewPathRoot = root }
        if recording { canvas.paints = [] }
        canvas.writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        canvas.writer.open("svg", Self.rootAttributes(width: size.width, height: size.height))
        canvas.draw(root)
        for annotation in annotations { annotation.write(to: &canvas.writer) }
        canvas.writer.close("svg")
        return (canvas.writer.output, canvas.paints ?? [])
    }

    /// One SVG document with the panels side by side, each under its caption, on a neutral
    /// background.
    ///
    /// - Parameters:
    ///   - panels: The screens, left to right; give them distinct ``SVGPanel/idPrefix``es.
    ///   - spacing: The margin around and between the panels, in points.
    public func render(panels: [SVGPanel], spacing: Double = 32) -> String {
        let sheet = Self.size(of: panels, spacing: spacing)
        let (width, height) = (sheet.width, sheet.height)
        var writer = SVGWriter()
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open("svg", Self.rootAttributes(width: width, height: height))
        writer.element("rect", [("width", width.svg), ("height", height.svg), ("fill", "#d8d8de")])
        var x = spacing
        for panel in panels {
            Self.caption(panel.title, centerX: x + panel.size.width / 2, y: spacing + 20, to: &writer)
            Self.write(panel, x: x, top: spacing + Self.captionHeight, to: &writer)
            x += panel.size.width + spacing
        }
        writer.close("svg")
        return writer.output
    }

    /// One SVG document with the panels in a grid: a title above each column and before each
    /// row (a trait matrix: the last trait across, the others down).
    ///
    /// - Parameters:
    ///   - grid: The rows of panels, top to bottom; every row as long as `columnTitles`. Give
    ///     the panels distinct ``SVGPanel/idPrefix``es.
    ///   - rowTitles: One title per row (empty strings for none).
    ///   - columnTitles: One title per column.
    ///   - spacing: The margin around and between the panels, in points.
    public func render(grid: [[SVGPanel]], rowTitles: [String], columnTitles: [String], spacing: Double = 32) -> String {
        let columnWidth = grid.flatMap { $0 }.map(\.size.width).max() ?? 0
        let rowHeight = grid.flatMap { $0 }.map(\.size.height).max() ?? 0
        // Row titles are one line of 16-point semibold text, measured as it is drawn.
        let titleFont = Font.systemFont(ofSize: 16, weight: .semibold)
        let widestTitle = rowTitles.map { TextMetrics.width(of: $0, font: titleFont) }.max() ?? 0
        let titleWidth = rowTitles.contains { !$0.isEmpty } ? widestTitle.rounded(.up) + spacing : 0
        let width = spacing + titleWidth + Double(columnTitles.count) * (columnWidth + spacing)
        let height = spacing + Self.captionHeight + Double(grid.count) * (rowHeight + spacing)
        var writer = SVGWriter()
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.open("svg", Self.rootAttributes(width: width, height: height))
        writer.element("rect", [("width", width.svg), ("height", height.svg), ("fill", "#d8d8de")])
        for (column, title) in columnTitles.enumerated() {
            let x = spacing + titleWidth + Double(column) * (columnWidth + spacing)
            Self.caption(title, centerX: x + columnWidth / 2, y: spacing + 20, to: &writer)
        }
        for (row, panels) in grid.enumerated() {
            let top = spacing + Self.captionHeight + Double(row) * (rowHeight + spacing)
            if row < rowTitles.count, !rowTitles[row].isEmpty {
                writer.element(
                    "text",
                    [
                        ("x", spacing.svg), ("y", (top + rowHeight / 2).svg), ("font-size", "16"), ("font-weight", "600"),
                        ("fill", "#3a3a3c"),
                    ], text: rowTitles[row])
            }
            for (column, panel) in panels.enumerated() {
                Self.write(panel, x: spacing + titleWidth + Double(column) * (columnWidth + spacing), top: top, to: &writer)
            }
        }
        writer.close("svg")
        return writer.output
    }

    /// A caption centred at `centerX`.
    private static func caption(_ text: String, centerX: Double, y: Double, to writer: inout SVGWriter) {
        writer.element(
            "text",
            [
                ("x", centerX.svg), ("y", y.svg), ("font-size", "20"), ("font-weight", "600"), ("text-anchor", "middle"),
                ("fill", "#3a3a3c"),
            ], text: text)
    }

    /// `panel`'s screen at (`x`, `top`), clipped to a phone's rounded corners and outlined.
    private static func write(_ panel: SVGPanel, x: Double, top: Double, to writer: inout SVGWriter) {
        let clip = "\(panel.idPrefix)screen"
        let frame = CGSize(width: panel.size.width, height: panel.size.height)
        writer.open("clipPath", [("id", clip)])
        writer.element("rect", [("width", frame.width.svg), ("height", frame.height.svg), ("rx", "28")])
        writer.close("clipPath")
        writer.open(
            "g",
            [
                ("data-panel", panel.title), ("transform", "translate(\(x.svg),\(top.svg))"), ("clip-path", "url(#\(clip))"),
            ])
        writer.insert(panel.body)
        writer.close("g")
        writer.element(
            "rect",
            [
                ("x", (x - 0.5).svg), ("y", (top - 0.5).svg), ("width", (frame.width + 1).svg),
                ("height", (frame.height + 1).svg), ("rx", "28.5"), ("fill", "none"), ("stroke", "#8e8e93"),
            ])
    }

    /// The height of the captions above side-by-side panels.
    static let captionHeight = 36.0

    /// The size of the document ``render(panels:spacing:)`` draws: the panels side by side with
    /// `spacing` around and between them, and room for their captions.
    public static func size(of panels: [SVGPanel], spacing: Double = 32) -> CGSize {
        CGSize(
            width: panels.reduce(spacing) { $0 + $1.size.width + spacing },
            height: (panels.map(\.size.height).max() ?? 0) + captionHeight + 2 * spacing)
    }

    private static func rootAttributes(width: Double, height: Double) -> SVGWriter.Attributes {
        [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", width.svg), ("height", height.svg),
            ("viewBox", "0 0 \(width.svg) \(height.svg)"), ("font-family", systemFontFamily),
        ]
    }
}
