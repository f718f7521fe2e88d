extension TextField {
    /// The border a text field draws around its text.
    ///
    /// The Swift stand-in for `UITextField.BorderStyle`. Theme files write the case name.
    ///
    /// ```swift
    /// TextField.appearance().borderStyle = .roundedRect
    /// TextField.BorderStyle.allCases.map(\.rawValue)   // ["none", "line", "bezel", "roundedRect"]
    /// ```
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezel, as an inset rectangle.
        case bezel
        /// A rounded rectangle, filled: the usual look of a form field.
        case roundedRect

        /// The case name.
        public var description: String { rawValue }
    }
}
