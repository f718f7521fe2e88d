/// A named appearance property of a class, as theme files and the command-line tool see it.
///
/// Register one with ``AppearanceCatalog/register(_:_:)`` (or the axis form); look it up with
/// ``AppearanceCatalog/property(named:of:)``.
@preconcurrency @MainActor
public struct PropertyDescriptor {
    /// The property name, such as `textColor` or `titleColor`.
    public let name: String
    /// The class that declares it.
    public let owner: AppearanceType
    /// The Swift type of its values (`Optional<Color>` for `Color?`).
    public let valueType: Any.Type
    /// The axis type for per-axis properties (`ControlState` for `titleColor`), else `nil`.
    public let axisType: (any AppearanceAxis.Type)?

    let keyPathForAxis: (Any?) -> AnyKeyPath?
    let recordValue: (Any?, Any?, ProxyKey) -> Bool

    /// Whether `value` can be stored in this property (a `Color` fits a `Color?` property).
    public func accepts(_ value: Any) -> Bool {
        coerce(value) != nil
    }

    let coerce: (Any) -> Any?

    /// Records `value` (or removes the record, for `nil`) in the proxy for `target` in the given
    /// context. Returns `false`, recording nothing, when the value or the axis value has the
    /// wrong type.
    ///
    /// - Parameters:
    ///   - value: The value, of ``valueType`` or its wrapped type.
    ///   - axis: An axis value of ``axisType``, for per-axis properties.
    ///   - target: The class to style: ``owner`` or a subclass of it.
    ///   - containers: Containers, innermost first.
    ///   - traits: Required traits, or `nil`.
    ///   - styleClass: A required style class, or `nil`.
    ///   - location: Where the value was written (a theme file's line and column), which
    ///     explanations show; `nil` when unknown.
    @discardableResult
    public func record(
        _ value: Any?, axis: Any? = nil, target: AppearanceType, containers: [AppearanceType] = [],
        traits: TraitCollection? = nil, styleClass: String? = nil, location: AppearanceSourceLocation? = nil
    ) -> Bool {
        precondition(target.isKind(of: owner), "\(target.name) is not a kind of \(owner.name)")
        let key = ProxyKey(target: target.index, containers: containers.map(\.index), traits: traits, styleClass: styleClass)
        return ProxyRegistry.current.recording(at: location) { recordValue(value, axis, key) }
    }

    /// The value the proxy for `target` in the given context recorded, or `nil`.
    public func recordedValue(
        axis: Any? = nil, target: AppearanceType, containers: [AppearanceType] = [],
        traits: TraitCollection? = nil, styleClass: String? = nil
    ) -> Any? {
        let key = ProxyKey(target: target.index, containers: containers.map(\.index), traits: traits, styleClass: styleClass)
        guard let keyPath = keyPathForAxis(axis), let property = ProxyRegistry.shared.properties.existingIndex(of: keyPath),
            let record = ProxyRegistry.current.records[key]
        else { return nil }
        return record.values[property]?.box.anyValue
    }

    /// The key path of this property (for one axis value of a per-axis property).
    public func keyPath(axis: Any? = nil) -> AnyKeyPath? { keyPathForAxis(axis) }
}
