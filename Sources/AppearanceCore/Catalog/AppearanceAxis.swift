/// A type whose values select one value of a per-axis property, such as a control state or a
/// bar metrics, and that theme files can write by name (`titleColor[highlighted]`).
///
/// String-backed enums get the conformance for free:
///
/// ```swift
/// enum Rank: String, CaseIterable, AppearanceAxis { case bronze, silver, gold }
/// ```
public protocol AppearanceAxis: Hashable, Sendable {
    /// Parses the names written between brackets, split at commas (`[top, compact]` gives two).
    init?(axisComponents: [String])
    /// The names accepted, for error messages and suggestions.
    static var axisValueNames: [String] { get }
}

extension AppearanceAxis where Self: RawRepresentable, Self.RawValue == String, Self: CaseIterable {
    /// One component naming a case.
    public init?(axisComponents: [String]) {
        guard axisComponents.count == 1, let value = Self(rawValue: axisComponents[0]) else { return nil }
        self = value
    }

    /// The case names.
    public static var axisValueNames: [String] { allCases.map(\.rawValue) }
}

extension AppearanceAxis where Self: RawRepresentable, Self.RawValue == Int, Self: CaseIterable {
    /// One component naming a case, or giving its raw value: UIKit's axes are integers
    /// (`NSInteger` enums), and apps' enums for them are `Int` enums.
    public init?(axisComponents: [String]) {
        guard axisComponents.count == 1 else { return nil }
        let name = axisComponents[0]
        if let value = Self.allCases.first(where: { "\($0)" == name }) {
            self = value
        } else if let raw = Int(name), let value = Self(rawValue: raw) {
            self = value
        } else {
            return nil
        }
    }

    /// The case names.
    public static var axisValueNames: [String] { allCases.map { "\($0)" } }
}
