extension ScrollView {
    /// How the safe area insets add to a scroll view's content insets.
    ///
    /// The Swift stand-in for `UIScrollView.ContentInsetAdjustmentBehavior`. Theme files write
    /// the case name.
    ///
    /// ```swift
    /// ScrollView.appearance().contentInsetAdjustmentBehavior = .never
    /// ```
    public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// As `scrollableAxes`, and always at the top and bottom inside a navigation controller.
        case automatic
        /// Only along the axes the view scrolls.
        case scrollableAxes
        /// Never: the content insets are used as they are.
        case never
        /// Always, on every edge.
        case always

        /// The case name.
        public var description: String { rawValue }
    }
}
