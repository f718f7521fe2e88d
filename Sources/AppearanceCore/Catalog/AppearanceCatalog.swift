/// The names of appearance classes and properties: what theme files, explanations and the
/// command-line tool resolve names through.
///
/// The kit registers its own classes and properties; an app registers its own in one line each
/// (the closure, optional, is the setter the engine calls: faster than writing through the key
/// path):
///
/// ```swift
/// AppearanceCatalog.shared.register(AvatarView.self)
/// AppearanceCatalog.shared.register("cornerRadius", \Badge.cornerRadius) { $0.cornerRadius = $1 }
/// AppearanceCatalog.shared.register("badgeImage", axis: Rank.self) { \AvatarView.[badgeImage: $0] }
/// ```
@preconcurrency @MainActor
public final class AppearanceCatalog {
    /// The catalog.
    public static let shared = AppearanceCatalog()

    private var typesByName: [String: AppearanceType] = [:]
    private var properties: [AppearanceType: [String: PropertyDescriptor]] = [:]

    private init() {}

    // MARK: - Classes

    /// Registers a class under its Swift name (or `name`).
    @discardableResult
    public func register(_ swiftClass: any AppearanceContainer.Type, name: String? = nil) -> AppearanceType {
        register(AppearanceType.of(swiftClass), name: name)
    }

    /// Registers an appearance type (one defined at run time, say) under its name (or `name`).
    @discardableResult
    public func register(_ type: AppearanceType, name: String? = nil) -> AppearanceType {
        typesByName[name ?? type.name] = type
        return type
    }

    /// The class registered under `name`.
    ///
    /// A name with a leading dot (`.card`) is a style class, usable in container lists.
    public func type(named name: String) -> AppearanceType? {
        if name.count > 1, name.hasPrefix(".") { return .styleClass(String(name.dropFirst())) }
        return typesByName[name]
    }

    /// Every registered class name, sorted.
    public var typeNames: [String] { typesByName.keys.sorted() }

    // MARK: - Properties

    /// Registers a property under `name` for the key path's root class.
    ///
    /// ```swift
    /// AppearanceCatalog.shared.register("textColor", \Label.textColor)
    /// ```
    public func register<Root: AnyObject, Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        Appearance.registerName(name, for: keyPath)
        add(
            PropertyDescriptor(
                name: name, owner: .of(Root.self), valueType: Value.self, axisType: nil,
                keyPathForAxis: { _ in keyPath },
                recordValue: { value, _, key in Self.record(value, keyPath, key) },
                coerce: { catalogValue($0, as: Value.self) }))
    }

    /// Registers a property under `name` for the key path's root class, with the setter the
    /// engine calls to apply values.
    ///
    /// Values recorded for the property, from theme files or through proxies with the same key
    /// path, are then written by calling `set`, a direct call of the property's setter, instead
    /// of a generic key-path write (several times slower). `set` must assign the property the key
    /// path names, and nothing else:
    ///
    /// ```swift
    /// AppearanceCatalog.shared.register("textColor", \Label.textColor) { $0.textColor = $1 }
    /// ```
    // Inlinable: the accessor is built, and so specialised for `Root` and `Value`, in the
    // module that registers the property (see PropertyAccessor.calling).
    @inlinable
    public func register<Root: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, set: @escaping (Root, Value) -> Void
    ) {
        register(name, keyPath, accessor: PropertyAccessor.calling(set, through: keyPath))
    }

    /// Registers `keyPath` under `name` with `accessor` as the way values are written.
    @usableFromInline
    func register<Root: AnyObject, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>, accessor: PropertyAccessor
    ) {
        register(name, keyPath)
        let table = ProxyRegistry.shared.properties
        let property = table.index(of: keyPath)
        table.info(property).install(accessor, from: .registeredSetter)
    }

    /// Registers a per-axis property under `name`: `keyPath` gives the key path for one axis
    /// value (usually a subscript).
    ///
    /// ```swift
    /// AppearanceCatalog.shared.register("titleColor", axis: ControlState.self) { \Button.[titleColor: $0] }
    /// ```
    public func register<Root: AnyObject, Axis: AppearanceAxis, Value>(
        _ name: String, axis: Axis.Type, _ keyPath: @escaping (Axis) -> ReferenceWritableKeyPath<Root, Value>
    ) {
        add(
            PropertyDescriptor(
                name: name, owner: .of(Root.self), valueType: Value.self, axisType: axis,
                keyPathForAxis: { axis in
                    guard let axis = axis as? Axis else { return nil }
                    let path = keyPath(axis)
                    Appearance.registerName("\(name)[\(axis)]", for: path)
                    return path
                },
                recordValue: { value, axis, key in
                    guard let axis = axis as? Axis else { return false }
                    let path = keyPath(axis)
                    Appearance.registerName("\(name)[\(axis)]", for: path)
                    return Self.record(value, path, key)
                },
                coerce: { catalogValue($0, as: Value.self) }))
    }

    /// The property `name` of `type` or of its nearest superclass that has one.
    public func property(named name: String, of type: AppearanceType) -> PropertyDescriptor? {
        var current: AppearanceType? = type
        while let candidate = current {
            if let descriptor = properties[candidate]?[name] { return descriptor }
            current = candidate.supertype
        }
        return nil
    }

    /// The names of every property `type` has, its superclasses' included, sorted.
    public func propertyNames(of type: AppearanceType) -> [String] {
        var names = Set<String>()
        var current: AppearanceType? = type
        while let candidate = current {
            names.formUnion(properties[candidate]?.keys ?? [:].keys)
            current = candidate.supertype
        }
        return names.sorted()
    }

    private func add(_ descriptor: PropertyDescriptor) {
        properties[descriptor.owner, default: [:]][descriptor.name] = descriptor
    }

    private static func record<Root: AnyObject, Value>(
        _ value: Any?, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ key: ProxyKey
    ) -> Bool {
        let engine = ProxyRegistry.current
        guard let value else {
            engine.set(nil, for: keyPath, in: engine.record(for: key))
            return true
        }
        guard let typed = catalogValue(value, as: Value.self) else { return false }
        engine.set(typed, for: keyPath, in: engine.record(for: key))
        return true
    }
}
