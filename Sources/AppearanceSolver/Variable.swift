import Synchronization

/// An unknown of a linear system: a view's edge, width or baseline.
///
/// A variable is compared by identity: two variables with the same name are different
/// unknowns. It carries no value of its own, so that one variable can take part in several
/// solvers and be passed between tasks; ask the solver for its value with
/// ``Solver/value(of:)``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name shown in descriptions and error messages (`v` and a number when none is given).
    public let name: String

    /// A process-wide serial number: gives unnamed variables distinct names and makes hashing
    /// independent of the allocator's addresses.
    let serial: Int

    private static let counter = Atomic<Int>(0)

    /// Makes a variable, optionally named for messages (`"view.top"`).
    public init(_ name: String? = nil) {
        let serial = Self.counter.add(1, ordering: .relaxed).newValue
        self.serial = serial
        self.name = name ?? "v\(serial)"
    }

    /// The variable's name.
    public var description: String { name }

    /// Whether the two are the same variable (identity, not name).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(serial) }
}
