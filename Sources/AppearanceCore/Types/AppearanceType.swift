/// The identity of a class as the appearance engine sees it: a Swift class, or a type defined at
/// run time with a supertype (for data-driven view trees).
///
/// Proxies target an `AppearanceType`, and container lists are lists of them. Swift classes get
/// theirs automatically; a tree whose node classes are only known at run time defines its own:
///
/// ```swift
/// let label = try AppearanceType.define("Label", instancesOf: Node.self)
/// let primary = try AppearanceType.define("PrimaryLabel", supertype: label)
/// primary.isKind(of: label)   // true: a PrimaryLabel matches rules for Label
/// ```
public struct AppearanceType: Hashable, Sendable {
    /// The row of this type in the engine's type table.
    package let index: Int32

    package init(index: Int32) { self.index = index }
}

@MainActor
extension AppearanceType {
    /// The appearance type of a Swift class (its superclass chain gives the supertypes).
    public static func of(_ swiftClass: AnyClass) -> AppearanceType {
        AppearanceType(index: TypeTable.shared.index(of: swiftClass))
    }

    /// The deepest supertype chain a run-time type may have, counting the type itself.
    ///
    /// Every type keeps its whole ancestry for one-load kind tests, so the table grows with the
    /// square of the depth; no real class hierarchy comes near this, a generated one can.
    public static let maximumInheritanceDepth = 1_000

    /// The most types (classes and run-time types) the engine keeps.
    public static let maximumTypeCount = 1_000_000

    /// Defines a run-time type whose instances are objects of the Swift class `instancesOf`.
    ///
    /// - Parameters:
    ///   - name: The name shown in explanations and used by theme files.
    ///   - supertype: The type it inherits rules from, or `nil` for a root type.
    ///   - swiftClass: The Swift class of the nodes that carry this type; proxies for the type
    ///     are typed by it. Defaults to the supertype's class.
    /// - Throws: ``AppearanceTypeError`` when neither `instancesOf` nor a supertype is given,
    ///   when the supertype chain would pass ``maximumInheritanceDepth``, or when the engine
    ///   already knows ``maximumTypeCount`` types. Nothing is defined then.
    public static func define(
        _ name: String, supertype: AppearanceType? = nil, instancesOf swiftClass: AnyClass? = nil
    ) throws(AppearanceTypeError) -> AppearanceType {
        let table = TypeTable.shared
        let superInfo = supertype.map { table.infos[Int($0.index)] }
        guard let storage = swiftClass ?? superInfo?.swiftClass else { throw .noInstanceClass(name: name) }
        guard (superInfo?.ancestry.count ?? 0) < maximumInheritanceDepth else {
            throw .inheritanceTooDeep(name: name, limit: maximumInheritanceDepth)
        }
        guard table.count < maximumTypeCount else { throw .tooManyTypes(name: name, limit: maximumTypeCount) }
        return AppearanceType(index: table.define(name: name, supertype: supertype?.index ?? -1, swiftClass: storage))
    }

    /// The container kind "carries the style class `name`", for container lists: a view or view
    /// controller whose `appearanceStyleClasses` include `name` matches it.
    ///
    /// ```swift
    /// Label.appearance(whenContainedIn: [.styleClass("card"), .of(SettingsScreen.self)]).textColor = .gray
    /// ```
    ///
    /// Its ``name`` is the class name with a leading dot (`.card`), as theme files write it.
    public static func styleClass(_ name: String) -> AppearanceType {
        AppearanceType(index: TypeTable.shared.styleClassType(name))
    }

    /// The class name, as explanations and theme files write it.
    public var name: String { TypeTable.shared.infos[Int(index)].name }

    /// The type this one inherits rules from, if any.
    public var supertype: AppearanceType? {
        let sup = TypeTable.shared.infos[Int(index)].supertype
        return sup < 0 ? nil : AppearanceType(index: sup)
    }

    /// Whether an instance of this type is an instance of `other` (this type or a subtype of it).
    public func isKind(of other: AppearanceType) -> Bool {
        TypeTable.shared.isKind(index, of: other.index)
    }
}
