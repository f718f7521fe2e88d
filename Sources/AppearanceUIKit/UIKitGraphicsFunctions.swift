// UIKit's drawing functions, over the kit's drawing context (`CGContext.current`): the calls a
// view's `draw(_:)` makes.

/// The context the current `draw(_:)` draws into, or `nil` outside drawing, as UIKit's.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    CGContext.current
}

/// Fills `rect` with the current fill colour in the current context, as UIKit's.
@MainActor
public func UIRectFill(_ rect: CGRect) {
    CGContext.current?.fill(rect)
}

/// Strokes `rect`'s outline with the current stroke colour in the current context, as UIKit's
/// `UIRectFrame`.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    CGContext.current?.stroke(rect)
}
