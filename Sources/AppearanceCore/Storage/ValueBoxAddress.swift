/// A value box's address as an integer: how flat tables (a composition's slots, the rule
/// index's value pool) name a box without holding it.
///
/// Lifetime rule: an address is only a name. The box it names is owned elsewhere — by the
/// proxy record that holds the value, which the rule index keeps alive for as long as the
/// index lives — so reading the box back (``ResolvedStyle``) is valid only while the index
/// that produced the address lives.
enum ValueBoxAddress {
    /// The address of `box`.
    @inline(__always)
    static func of(_ box: AnyValueBox) -> UInt { Unretained(box).address }
}
