/// How text that does not fit is wrapped or truncated.
///
/// UIKit's `NSLineBreakMode`, with its raw values. Theme files write the case name
/// (`byTruncatingTail`).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.lineBreakMode = .byTruncatingMiddle
/// ```
public enum NSLineBreakMode: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at any character.
    case byCharWrapping
    /// Cuts off what does not fit.
    case byClipping
    /// Shows the end, with an ellipsis at the start.
    case byTruncatingHead
    /// Shows the start, with an ellipsis at the end.
    case byTruncatingTail
    /// Shows both ends, with an ellipsis in the middle.
    case byTruncatingMiddle

    /// The case name, as theme files write it.
    public var description: String {
        switch self {
        case .byWordWrapping: "byWordWrapping"
        case .byCharWrapping: "byCharWrapping"
        case .byClipping: "byClipping"
        case .byTruncatingHead: "byTruncatingHead"
        case .byTruncatingTail: "byTruncatingTail"
        case .byTruncatingMiddle: "byTruncatingMiddle"
        }
    }

    /// The mode whose case name is `name`, or `nil`.
    public init?(name: String) {
        guard let mode = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = mode
    }
}
