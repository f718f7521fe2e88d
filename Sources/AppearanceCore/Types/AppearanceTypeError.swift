/// Why ``AppearanceType/define(_:supertype:instancesOf:)`` defined no type.
///
/// Run-time types usually come from data (a scene file, a generated workload), so their
/// limits are errors the caller can report, never traps.
public enum AppearanceTypeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Neither `instancesOf:` nor a supertype was given, so proxies of the type would have no
    /// Swift class to be typed by.
    case noInstanceClass(name: String)
    /// The supertype chain, with the new type, would be deeper than `limit`
    /// (``AppearanceType/maximumInheritanceDepth``).
    case inheritanceTooDeep(name: String, limit: Int)
    /// The engine already knows `limit` types (``AppearanceType/maximumTypeCount``).
    case tooManyTypes(name: String, limit: Int)

    public var description: String {
        switch self {
        case .noInstanceClass(let name):
            "cannot define appearance type \(name): give `instancesOf:` or a supertype"
        case .inheritanceTooDeep(let name, let limit):
            "cannot define appearance type \(name): its supertype chain would be deeper than \(limit) types; "
                + "flatten the hierarchy"
        case .tooManyTypes(let name, let limit):
            "cannot define appearance type \(name): the engine already knows \(limit) types"
        }
    }
}
