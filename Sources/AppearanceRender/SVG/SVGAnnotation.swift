public import AppearanceKit

/// A mark drawn over a picture: an outlined area and a short label above it, such as an audit
/// finding's contrast ratio on the view that fails.
///
/// ```swift
/// let mark = SVGAnnotation(frame: CGRect(x: 16, y: 120, width: 200, height: 21), label: "2.1:1")
/// let svg = SVGRenderer().render(window, annotations: [mark])
/// ```
public struct SVGAnnotation: Hashable, Sendable {
    /// The area to outline, in the coordinates of the drawn root.
    public let frame: CGRect
    /// The label, drawn at the outline's top-left corner.
    public let label: String

    /// An annotation.
    public init(frame: CGRect, label: String) {
        self.frame = frame
        self.label = label
    }

    /// The outline and label, drawn last so they sit over everything.
    func write(to writer: inout SVGWriter) {
        let red = "#ff2d55"
        writer.open("g", [("data-role", "annotation"), ("data-label", label)])
        writer.element(
            "rect",
            [
                ("x", (frame.minX + 1).svg), ("y", (frame.minY + 1).svg), ("width", Swift.max(frame.width - 2, 0).svg),
                ("height", Swift.max(frame.height - 2, 0).svg), ("fill", "none"), ("stroke", red), ("stroke-width", "2"),
                ("stroke-dasharray", "4 3"),
            ])
        // The label's box fits the label as it is drawn (11-point bold), with 4 points each side.
        let width = TextMetrics.width(of: label, font: .systemFont(ofSize: 11, weight: .bold)) + 8
        // Above the outline, or inside it when there is no room above.
        let top = frame.minY >= 16 ? frame.minY - 16 : frame.minY + 2
        writer.element(
            "rect",
            [
                ("x", frame.minX.svg), ("y", top.svg), ("width", width.svg), ("height", "15"), ("rx", "3"), ("fill", red),
            ])
        writer.element(
            "text",
            [
                ("x", (frame.minX + 4).svg), ("y", (top + 11.5).svg), ("font-size", "11"), ("font-weight", "700"),
                ("fill", "#ffffff"),
            ], text: label)
        writer.close("g")
    }
}
