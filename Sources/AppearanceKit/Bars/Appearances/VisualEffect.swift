/// An effect drawn over or behind content, such as a blur: the abstract base of ``BlurEffect``.
///
/// The Swift stand-in for `UIVisualEffect`. Effects are immutable values with identity-free
/// equality: two effects are equal when they are of the same kind with the same parameters.
///
/// ```swift
/// let effect: VisualEffect = BlurEffect(style: .systemMaterial)
/// effect == BlurEffect(style: .systemMaterial)   // true
/// ```
///
/// > Note: `VisualEffect` is `Sendable` although it is an open class: it has no stored state,
/// > and subclasses must keep theirs immutable (``BlurEffect`` does), as UIKit's effects are.
open class VisualEffect: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// An effect with no parameters (subclasses add theirs).
    public init() {}

    /// Whether `other` is the same effect: the same class with the same parameters. Subclasses
    /// override it together with ``hash(into:)``.
    open func isEqual(to other: VisualEffect) -> Bool {
        type(of: self) == type(of: other)
    }

    /// Hashes the effect's kind; subclasses add their parameters.
    open func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: self)))
    }

    /// Whether two effects are the same effect (see ``isEqual(to:)``).
    public static func == (lhs: VisualEffect, rhs: VisualEffect) -> Bool {
        lhs.isEqual(to: rhs)
    }

    /// The class name.
    open var description: String { String(describing: type(of: self)) }
}
