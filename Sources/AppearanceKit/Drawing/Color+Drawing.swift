extension Color {
    /// Makes this the colour the current drawing context fills with, as UIKit's `setFill()`.
    @MainActor public func setFill() { CGContext.current?.setFillColor(self) }

    /// Makes this the colour the current drawing context strokes with, as UIKit's `setStroke()`.
    @MainActor public func setStroke() { CGContext.current?.setStrokeColor(self) }

    /// Makes this the colour the current drawing context fills and strokes with, as UIKit's `set()`.
    @MainActor public func set() {
        setFill()
        setStroke()
    }
}
