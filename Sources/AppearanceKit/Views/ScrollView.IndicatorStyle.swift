extension ScrollView {
    /// The colour scheme of a scroll view's indicators.
    ///
    /// The Swift stand-in for `UIScrollView.IndicatorStyle`. Theme files write the case name.
    ///
    /// ```swift
    /// ScrollView.appearance().indicatorStyle = .white
    /// ScrollView.IndicatorStyle.allCases.map(\.rawValue)   // ["default", "black", "white"]
    /// ```
    public enum IndicatorStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Dark on light content and light on dark content.
        case `default`
        /// Black: for light backgrounds.
        case black
        /// White: for dark backgrounds.
        case white

        /// The case name.
        public var description: String { rawValue }
    }
}
