/// The directions a popover's arrow may point: UIKit's `UIPopoverArrowDirection`.
///
/// ```swift
/// popover.present(from: button.frame, in: toolbarView, permittedArrowDirections: [.up, .down], animated: true)
/// ```
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt

    /// The directions in `rawValue`.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The arrow points up: the popover is below what it points at.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above what it points at.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (the popover is not shown).
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}
