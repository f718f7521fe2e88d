extension TextField {
    /// When a text field shows an overlay such as its clear button.
    ///
    /// The Swift stand-in for `UITextField.ViewMode`. Theme files write the case name.
    ///
    /// ```swift
    /// TextField.appearance().clearButtonMode = .whileEditing
    /// ```
    public enum ViewMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Never.
        case never
        /// Only while the text is being edited.
        case whileEditing
        /// Only while the text is not being edited.
        case unlessEditing
        /// Always.
        case always

        /// The case name.
        public var description: String { rawValue }
    }
}
