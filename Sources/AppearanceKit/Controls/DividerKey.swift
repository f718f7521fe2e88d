/// The states of the segments on both sides of a divider, and a bar metrics: the axes of a
/// segmented control's divider images.
///
/// ```swift
/// let key = DividerKey(left: .selected, right: .normal, metrics: .default)
/// SegmentedControl.appearance()[\.[dividerImage: key.left, key.right, key.metrics]] = Image(named: "divider")
/// ```
public struct DividerKey: Hashable, Sendable, CustomStringConvertible {
    /// The state of the segment left of the divider.
    public var left: ControlState
    /// The state of the segment right of the divider.
    public var right: ControlState
    /// The bar metrics.
    public var metrics: BarMetrics

    /// The key for a divider between segments in `left` and `right` states.
    public init(left: ControlState, right: ControlState, metrics: BarMetrics = .default) {
        self.left = left
        self.right = right
        self.metrics = metrics
    }

    /// `left, right, metrics`.
    public var description: String { "\(left), \(right), \(metrics)" }
}
