extension ScrollView {
    /// How dragging in a scroll view dismisses the keyboard.
    ///
    /// The Swift stand-in for `UIScrollView.KeyboardDismissMode`. Theme files write the case
    /// name.
    ///
    /// ```swift
    /// TableView.appearance().keyboardDismissMode = .interactive
    /// ```
    public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Dragging leaves the keyboard up.
        case none
        /// The keyboard goes away when a drag begins.
        case onDrag
        /// The keyboard follows the drag and can be pulled down.
        case interactive
        /// As `onDrag`, and the input accessory view goes too.
        case onDragWithAccessory
        /// As `interactive`, and the input accessory view goes too.
        case interactiveWithAccessory

        /// The case name.
        public var description: String { rawValue }
    }
}
