/// How a stroked line ends, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// Square at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How stroked lines meet, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}

/// Which parts of a self-intersecting path are inside, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

/// What drawing a path does, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fills with the non-zero rule.
    case fill
    /// Fills with the even-odd rule.
    case eoFill
    /// Strokes.
    case stroke
    /// Fills (non-zero), then strokes.
    case fillStroke
    /// Fills (even-odd), then strokes.
    case eoFillStroke
}
