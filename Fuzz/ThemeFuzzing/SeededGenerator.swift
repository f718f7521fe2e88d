/// SplitMix64: a small, fast generator whose whole state is one number, so a fuzz case is
/// replayed from its seed alone.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The generator of case `index` of a run seeded with `seed`: every case has its own, so a
    /// case is replayed without running the cases before it.
    public init(seed: UInt64, case index: Int) {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        state = mixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    /// A number in `range`, more often small: half of the draws fall in the lowest eighth.
    mutating func skewed(in range: ClosedRange<Int>) -> Int {
        let upper = Bool.random(using: &self) ? range.lowerBound + (range.upperBound - range.lowerBound) / 8 : range.upperBound
        return Int.random(in: range.lowerBound...upper, using: &self)
    }
}
