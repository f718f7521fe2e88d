import Foundation

extension CGRect {
    /// Whether the two rectangles share some area: rectangles that only touch do not (Linux's
    /// Foundation counts a shared edge as an intersection; an item whose top is the bottom of
    /// the view is not in view).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
