/// The hash the engine's own tables use (context numbers, match keys, style keys, integer maps).
enum Hashing {
    /// A 64-bit mix of `hash` and `value`: every input bit affects every output bit, so keys
    /// that differ in one small field spread over a power-of-two table.
    @inline(__always)
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var x = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        return x ^ (x >> 29)
    }
}
