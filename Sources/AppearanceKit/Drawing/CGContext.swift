public import Foundation

/// A drawing context, as Core Graphics' `CGContext`: what a view's `draw(_:)` draws into,
/// given by ``CGContext/current`` (UIKit's `UIGraphicsGetCurrentContext()`).
///
/// The kit's context records what is drawn (filled and stroked paths, with their colours and
/// line styles) and the renderer draws it into the picture, clipped to the view:
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let path = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 8)
///     UIColor.systemBlue.setStroke()
///     path.lineWidth = 2
///     path.stroke()
/// }
/// ```
///
/// Images, text, gradients, clipping and transforms drawn through a context are not recorded.
@preconcurrency @MainActor
public final class CGContext {
    /// One filled or stroked path, in the coordinates of the view that drew it.
    package struct Operation: Equatable {
        /// Whether the path was filled (otherwise stroked).
        package enum Kind: Equatable {
            case fill(evenOdd: Bool)
            case stroke(width: CGFloat, cap: CGLineCap, join: CGLineJoin)
        }
        package let path: CGPath
        package let kind: Kind
        package let color: Color
    }

    private struct State {
        var fillColor = Color.black
        var strokeColor = Color.black
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
    }

    /// What has been drawn, in order.
    package private(set) var operations: [Operation] = []
    /// Where labels' text was drawn (``Label/drawText(in:)``), in order.
    package private(set) var textRects: [CGRect] = []
    private var state = State()
    private var savedStates: [State] = []
    private var path = CGMutablePath()

    /// The contexts being drawn into, innermost last (a view's `draw(_:)` may draw another).
    private static var stack: [CGContext] = []

    /// The context being drawn into: set while a view's `draw(_:)` or a label's
    /// `drawText(in:)` runs, `nil` otherwise (UIKit's `UIGraphicsGetCurrentContext()`).
    public static var current: CGContext? { stack.last }

    /// A context to draw into.
    package init() {}

    /// Runs `body` with this context current.
    package func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        Self.stack.append(self)
        defer { Self.stack.removeLast() }
        return try body()
    }

    // MARK: - State

    /// Sets the colour paths are filled with.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.color }
    /// Sets the colour paths are stroked with.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.color }
    /// Sets the width of stroked lines.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets how stroked lines end.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how stroked lines meet.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Saves the colours and line style, for ``restoreGState()``.
    public func saveGState() { savedStates.append(state) }
    /// Restores the colours and line style last saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// Sets the fill colour from a kit colour (``Color/setFill()``).
    package func setFillColor(_ color: Color) { state.fillColor = color }
    /// Sets the stroke colour from a kit colour (``Color/setStroke()``).
    package func setStrokeColor(_ color: Color) { state.strokeColor = color }

    // MARK: - The current path

    /// Starts a new subpath of the current path.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to the current path.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a rectangle to the current path.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds an ellipse to the current path.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds `path` to the current path.
    public func addPath(_ path: CGPath) { self.path.addPath(path) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    /// Fills the current path and starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fill(takePath(), evenOdd: rule == .evenOdd)
    }

    /// Strokes the current path and starts a new one.
    public func strokePath() { stroke(takePath()) }

    /// Draws the current path as `mode` says and starts a new one.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        switch mode {
        case .fill: fill(path, evenOdd: false)
        case .eoFill: fill(path, evenOdd: true)
        case .stroke: stroke(path)
        case .fillStroke:
            fill(path, evenOdd: false)
            stroke(path)
        case .eoFillStroke:
            fill(path, evenOdd: true)
            stroke(path)
        }
    }

    // MARK: - Shapes

    /// Fills a rectangle.
    public func fill(_ rect: CGRect) { fill(CGPath(rect: rect), evenOdd: false) }
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) { stroke(CGPath(rect: rect)) }
    /// Fills the ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: CGRect) { fill(CGPath(ellipseIn: rect), evenOdd: false) }
    /// Strokes the ellipse inscribed in a rectangle.
    public func strokeEllipse(in rect: CGRect) { stroke(CGPath(ellipseIn: rect)) }

    /// Records `path` filled with the fill colour.
    package func fill(_ path: CGPath, evenOdd: Bool) {
        guard !path.isEmpty else { return }
        operations.append(Operation(path: path, kind: .fill(evenOdd: evenOdd), color: state.fillColor))
    }

    /// Records `path` stroked with the stroke colour and line style (a ``BezierPath``'s own
    /// line style when given).
    package func stroke(_ path: CGPath, width: CGFloat? = nil, cap: CGLineCap? = nil, join: CGLineJoin? = nil) {
        guard !path.isEmpty else { return }
        let kind = Operation.Kind.stroke(
            width: width ?? state.lineWidth, cap: cap ?? state.lineCap, join: join ?? state.lineJoin)
        operations.append(Operation(path: path, kind: kind, color: state.strokeColor))
    }

    /// Records that a label's text is drawn in `rect`.
    package func drawText(in rect: CGRect) { textRects.append(rect) }

    private func takePath() -> CGPath {
        defer { path = CGMutablePath() }
        return path
    }
}
