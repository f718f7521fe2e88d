/// The order in which matched values apply (R4 in Rules.md), as the caches and the walk use it:
/// sorts of values and candidates, and the key that sorts a node's matched containment
/// candidates. ``RulePrecedence`` is the same order as explanations show it.

/// A matched containment candidate's place in application order, packed in one integer so that
/// sorting the integers sorts the candidates (R4.2): the anchor as the policy orders it, then
/// the dense rank of the candidate's static precedence, then its position in its entry
/// (creation order, which only breaks ties for the sort; recording order decides between
/// values that tie on anchor and rank).
enum ContainmentOrderKey {
    /// The key of a candidate before it is matched: its `rank` and `position` (each below 2^24)
    /// with anchor 0. Computed once per candidate; matching only adds the anchor (``anchored(_:at:)``).
    @inline(__always)
    static func unanchored(rank: Int32, position: Int) -> UInt64 {
        UInt64(UInt32(bitPattern: rank)) << 24 | UInt64(position)
    }

    /// `key` (from ``unanchored(rank:position:)``) with the anchor `orderedAnchor`: the anchor's
    /// stack position XOR ``ContainmentPolicy/positionFlip(under:)`` (below 2^16).
    @inline(__always)
    static func anchored(_ key: UInt64, at orderedAnchor: UInt64) -> UInt64 {
        orderedAnchor << 48 | key
    }

    /// The ordered anchor of the stack position `position` under the policy in force.
    @inline(__always)
    static func orderedAnchor(position: Int32, flip: UInt64) -> UInt64 {
        UInt64(min(UInt32(bitPattern: position), 0xFFFF)) ^ flip
    }

    /// The candidate's position in its entry.
    @inline(__always)
    static func position(_ key: UInt64) -> Int { Int(key & 0xFF_FFFF) }

    /// Anchor and rank: keys with equal groups tie on precedence.
    @inline(__always)
    static func group(_ key: UInt64) -> UInt64 { key >> 24 }
}

/// A plain value with the precedence rank of its candidate.
struct PlainItem {
    let rank: Int32
    let sequence: UInt64
    let property: Int32
    let box: UInt
}

// Sorting off the main actor: a comparison closure formed in main-actor code checks the
// executor on every call.

/// A recorded value: its place in recording order decides between values that tie.
protocol RecordedValue {
    var sequence: UInt64 { get }
}

/// A proxy matched against a class: its static precedence, its creation order, and the dense
/// rank ``rankByPrecedence(_:)`` gives it.
protocol RankedCandidate {
    var part: RulePrecedence.StaticPart { get }
    var ordinal: Int { get }
    var rank: Int32 { get set }
}

/// Sorts values by recording order.
nonisolated func sortBySequence<Value: RecordedValue>(_ values: inout [Value]) {
    values.sort { $0.sequence < $1.sequence }
}

/// Sorts plain values by (candidate rank, recording order).
nonisolated func sortPlainItems(_ items: inout [PlainItem]) {
    // R4.1 (Rules.md): precedence first, then the value recorded later wins.
    items.sort { ($0.rank, $0.sequence) < ($1.rank, $1.sequence) }
}

/// Sorts candidates by (static precedence, creation order) and gives each the dense rank of its
/// static precedence.
nonisolated func rankByPrecedence<Candidate: RankedCandidate>(_ candidates: inout [Candidate]) {
    // R4 (Rules.md): static precedence; recording order breaks ties later, per value.
    candidates.sort { ($0.part, $0.ordinal) < ($1.part, $1.ordinal) }
    var rank: Int32 = -1
    for index in candidates.indices {
        if index == 0 || candidates[index - 1].part != candidates[index].part { rank += 1 }
        candidates[index].rank = rank
    }
}
