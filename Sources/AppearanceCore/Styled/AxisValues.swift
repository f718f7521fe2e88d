/// Values of one property per axis value, such as a title colour per control state or a
/// background image per bar metrics, with explicit values tracked per axis value.
///
/// Declare the storage with ``Styled`` and expose a subscript; proxies then record one value
/// per axis value through a subscript key path:
///
/// ```swift
/// final class AvatarView: View {
///     @Styled var badgeImages = AxisValues<Rank, Image?>(default: nil)
///     subscript(badgeImage rank: Rank) -> Image? {
///         get { badgeImages[rank] }
///         set { badgeImages[rank] = newValue }
///     }
/// }
/// AvatarView.appearance()[\.[badgeImage: .gold]] = Image(named: "crown")
/// ```
///
/// Several axes are one axis of a tuple-like `Hashable` struct.
public struct AxisValues<Axis: Hashable, Value>: AxisTracking {
    private var entries: [Axis: Entry] = [:]
    /// What an axis value with no entry reports.
    public let defaultValue: Value

    struct Entry {
        var value: Value
        var origin: StyledOrigin
        /// What a loader wrote as the starting value, which a withdrawal returns to.
        var initial: Value?
    }

    /// Storage in which every axis value reports `defaultValue`.
    public init(default defaultValue: Value) {
        self.defaultValue = defaultValue
    }

    /// The value for one axis value. Writes follow ``Styled``'s rules per axis value.
    public subscript(axis: Axis) -> Value {
        get { entries[axis]?.value ?? defaultValue }
        set {
            if StyledContext.mode == .probe || StyledContext.mode == .learn, StyledContext.probedAxis == nil {
                StyledContext.probedAxis = AnyHashable(axis)
            }
            if StyledContext.mode == .initial {
                setInitialValue(newValue, for: axis)
                return
            }
            let entry = entries[axis]
            var origin = entry?.origin ?? .initial
            var reset = false
            if origin.admit(reset: &reset) {
                entries[axis] = Entry(value: newValue, origin: origin, initial: entry?.initial)
            } else if reset {
                // Back to what an archive wrote, or to no entry (the default).
                entries[axis] = entry?.initial.map { Entry(value: $0, origin: .initial, initial: $0) }
            }
        }
    }

    /// A loader's write of an archive's value for `axis` (``StyledContext/Mode/initial``).
    private mutating func setInitialValue(_ newValue: Value, for axis: Axis) {
        // R4.3, R7 (Rules.md): an archive's value is where the axis value starts and returns
        // to; the app's own value stays.
        let entry = entries[axis]
        guard entry?.origin != .explicit else { return }
        let origin = entry?.origin ?? .initial
        entries[axis] = Entry(value: origin == .initial ? newValue : entry?.value ?? newValue, origin: origin, initial: newValue)
    }

    /// The stored value for one axis value, or `nil` when nothing set it (no fallback to the
    /// default), for properties that fall back to another axis value (like `.normal`).
    public func storedValue(for axis: Axis) -> Value? { entries[axis]?.value }

    /// Who wrote the value for one axis value.
    public func origin(for axis: Axis) -> StyledOrigin { entries[axis]?.origin ?? .initial }

    /// Whether the app set the value for `axis` explicitly.
    public func isExplicit(_ axis: Axis) -> Bool { origin(for: axis) == .explicit }

    /// The axis values that have a stored value.
    public var storedAxes: [Axis] { Array(entries.keys) }
}

extension AxisValues: Sendable where Axis: Sendable, Value: Sendable {}
extension AxisValues.Entry: Sendable where Axis: Sendable, Value: Sendable {}

/// Storage that tracks explicit values itself, per part (``AxisValues``): ``Styled`` only
/// stores it. Not public: a type outside this module conforming to it would turn off the
/// tracking of explicit values; it is visible to inlinable code only, for ``Styled``'s
/// initializer.
@usableFromInline
protocol AxisTracking {}
