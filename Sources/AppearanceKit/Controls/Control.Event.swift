extension Control {
    /// The events a control sends, as UIKit's `UIControl.Event` (with its raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// The events of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger was dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger was dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, a slider).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an application may define.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system reserves.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
