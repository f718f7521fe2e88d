/// The four kinds of tableau column, after §3 of the Cassowary paper.
enum SymbolKind: Int32 {
    /// A user's variable: unrestricted in sign.
    case external = 0
    /// A slack of an inequality, or the artificial variable of phase one: at least zero.
    case slack = 1
    /// The error of a soft constraint: at least zero, weighted in the objective.
    case error = 2
    /// The marker of a required equality: pinned at zero, never chosen to enter the basis, kept
    /// only so that the constraint can be found (and its constant moved) later.
    case dummy = 3
}

/// A tableau column: a dense index with its kind in the two low bits.
///
/// Packing the kind into the id keeps a row's symbols in one `Int32` array (4 bytes a term,
/// sorted by index) and makes the kind tests of the pivoting rules free of table look-ups.
struct Symbol: Hashable, Comparable {
    let raw: Int32

    init(index: Int, kind: SymbolKind) { raw = Int32(truncatingIfNeeded: index) << 2 | kind.rawValue }

    /// Stands for "no symbol" in slot tables.
    static let none = Symbol(raw: -1)

    private init(raw: Int32) { self.raw = raw }

    /// The dense index that the tableau's per-symbol arrays use.
    var index: Int { Int(raw >> 2) }

    var kind: SymbolKind {
        switch raw & 3 {
        case 0: return .external
        case 1: return .slack
        case 2: return .error
        default: return .dummy
        }
    }

    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols: the only ones the simplex steps may bring into the basis.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
    /// Every kind but external must stay at or above zero when basic.
    var isRestricted: Bool { raw & 3 != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
