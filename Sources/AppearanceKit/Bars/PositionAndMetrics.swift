/// A bar position and bar metrics: the two axes of bar background images.
///
/// ```swift
/// let key = PositionAndMetrics(position: .topAttached, metrics: .compact)
/// NavigationBar.appearance()[\.[backgroundImage: key.position, key.metrics]] = Image(named: "bar")
/// ```
public struct PositionAndMetrics: Hashable, Sendable, CustomStringConvertible {
    /// The bar position.
    public var position: BarPosition
    /// The bar metrics.
    public var metrics: BarMetrics

    /// The pair.
    public init(position: BarPosition, metrics: BarMetrics) {
        self.position = position
        self.metrics = metrics
    }

    /// `position, metrics`.
    public var description: String { "\(position), \(metrics)" }
}
