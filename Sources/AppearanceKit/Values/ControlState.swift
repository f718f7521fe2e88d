/// The states of a control, such as a button, as a set.
///
/// The Swift stand-in for `UIControl.State`, with UIKit's raw values. ``normal`` is the empty set.
/// Axis-parameterised appearance properties take a state:
///
/// ```swift
/// Button.appearance().setTitleColor(.green, for: .normal)
/// Button.appearance().setTitleColor(.gray, for: [.highlighted, .selected])
///
/// ControlState(name: "highlighted|selected")   // [.highlighted, .selected]
/// ControlState([.highlighted, .selected]).description   // "highlighted|selected"
/// ```
public struct ControlState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits of the states in the set.
    public let rawValue: UInt

    /// The set with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The normal state: enabled, not highlighted, not selected. The empty set (raw value 0).
    public static let normal = ControlState([])
    /// The user is touching the control (raw value `1 << 0`).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The control is disabled (raw value `1 << 1`).
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The control is selected (raw value `1 << 2`).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// The control has the focus (raw value `1 << 3`).
    public static let focused = ControlState(rawValue: 1 << 3)

    /// The names ``init(name:)`` accepts: `normal`, `highlighted`, `disabled`, `selected`,
    /// `focused`.
    public static var allNames: [String] { ["normal"] + namedStates.map(\.name) }

    /// The state set written as names joined by `|` or `,`, such as `"highlighted"` or
    /// `"highlighted|selected"`.
    ///
    /// Names are matched case-insensitively and spaces around them are ignored; `normal` adds
    /// nothing to a combination. Returns `nil` for an empty string, an empty part (`"selected|"`)
    /// or an unknown name. Theme files use this for axis values such as
    /// `titleColor[highlighted|selected]`.
    public init?(name: String) {
        var state = ControlState.normal
        let parts = name.split(separator: "|", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        for part in parts {
            let word = part.trimmingSpaces().lowercased()
            if word == "normal" { continue }
            guard let named = Self.namedStates.first(where: { $0.name.lowercased() == word }) else {
                return nil
            }
            state.insert(named.state)
        }
        self = state
    }

    /// `normal` for the empty set, otherwise the names joined by `|` in the order highlighted,
    /// disabled, selected, focused (bits without a name follow as a hexadecimal number).
    public var description: String {
        if isEmpty { return "normal" }
        var names = Self.namedStates.filter { contains($0.state) }.map(\.name)
        let known = Self.namedStates.reduce(UInt(0)) { $0 | $1.state.rawValue }
        let unknown = rawValue & ~known
        if unknown != 0 { names.append("0x" + String(unknown, radix: 16)) }
        return names.joined(separator: "|")
    }

    /// The named single states, in description order.
    private static let namedStates: [(name: String, state: ControlState)] = [
        ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected), ("focused", .focused),
    ]
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
