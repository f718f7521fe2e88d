/// Proxies indexed for resolution: by target class, then per concrete class (and style-class
/// set) the candidates of its whole class chain, then per trait state the plain style and the
/// containment candidates that remain. Rebuilt lazily after any proxy change.
@MainActor
final class RuleIndex {
    private var byTarget: [Int32: [ProxyRecord]] = [:]
    private var concrete: [ConcreteKey: ConcreteEntry] = [:]

    struct ConcreteKey: Hashable {
        let type: Int32
        let styleClasses: Int32
    }

    /// One matchable proxy of a concrete class.
    struct Candidate {
        let record: ProxyRecord
        let part: RulePrecedence.StaticPart
        /// Dense rank of `part` among the concrete class's candidates.
        var rank: Int32 = 0
        let containers: ContiguousArray<Int32>
        /// Bits every matching ancestor chain must contain.
        let mask: UInt64
    }

    @MainActor final class ConcreteEntry {
        let plain: [Candidate]
        let containment: [Candidate]
        /// Whether any candidate is a trait proxy: trait changes must re-resolve this class.
        let traitDependent: Bool
        var byTraits: [Int32: TraitsEntry] = [:]

        init(plain: [Candidate], containment: [Candidate]) {
            self.plain = plain
            self.containment = containment
            traitDependent = (plain + containment).contains { $0.record.key.traits != nil }
        }
    }

    @MainActor final class TraitsEntry {
        let plainStyle: ResolvedStyle
        let plainMatched: [(precedence: RulePrecedence, record: ProxyRecord)]
        let containment: ContiguousArray<Candidate>
        /// Styles by the sequence of matched containment candidates (see the walker).
        var styles: [[UInt32]: ResolvedStyle] = [:]

        init(plainMatched: [(precedence: RulePrecedence, record: ProxyRecord)], containment: ContiguousArray<Candidate>) {
            self.plainMatched = plainMatched
            plainStyle = ResolvedStyle.compose(plainMatched)
            self.containment = containment
        }
    }

    init(records: [ProxyRecord]) {
        for record in records where !record.values.isEmpty {
            byTarget[record.key.target, default: []].append(record)
        }
    }

    func entry(type: Int32, styleClasses: Int32, classNames: StyleClassInterner) -> ConcreteEntry {
        let key = ConcreteKey(type: type, styleClasses: styleClasses)
        if let entry = concrete[key] { return entry }
        let types = TypeTable.shared
        let ancestry = types.infos[Int(type)].ancestry
        var plain: [Candidate] = [], containment: [Candidate] = []
        for (position, ancestor) in ancestry.enumerated() {
            for record in byTarget[ancestor] ?? [] {
                if let styleClass = record.key.styleClass, !classNames.set(styleClasses).contains(styleClass) { continue }
                let part = RulePrecedence.StaticPart(
                    containerCount: record.key.containers.count,
                    hasStyleClass: record.key.styleClass != nil,
                    classDepth: ancestry.count - 1 - position,
                    traitRank: record.key.traits.map(\.specifiedCount) ?? -1)
                let mask = record.key.containers.reduce(UInt64(0)) { $0 | TypeTable.bit($1) }
                let candidate = Candidate(record: record, part: part, containers: ContiguousArray(record.key.containers), mask: mask)
                if record.key.containers.isEmpty { plain.append(candidate) } else { containment.append(candidate) }
            }
        }
        containment.sort { ($0.part, $0.record.ordinal) < ($1.part, $1.record.ordinal) }
        var rank: Int32 = -1
        for index in containment.indices {
            if index == 0 || containment[index - 1].part != containment[index].part { rank += 1 }
            containment[index].rank = rank
        }
        let entry = ConcreteEntry(plain: plain, containment: containment)
        concrete[key] = entry
        return entry
    }

    func traitsEntry(_ entry: ConcreteEntry, traits: Int32, interner: TraitInterner) -> TraitsEntry {
        if let traitsEntry = entry.byTraits[traits] { return traitsEntry }
        let collection = interner[traits]
        func matches(_ candidate: Candidate) -> Bool {
            candidate.record.key.traits?.isSatisfied(by: collection) ?? true
        }
        let plain = entry.plain.filter(matches).map { (RulePrecedence(anchor: 0, $0.part), $0.record) }
        let traitsEntry = TraitsEntry(plainMatched: plain, containment: ContiguousArray(entry.containment.filter(matches)))
        entry.byTraits[traits] = traitsEntry
        return traitsEntry
    }

    /// Every record targeting one of `types` (for explanations).
    func records(targeting types: ContiguousArray<Int32>) -> [ProxyRecord] {
        types.flatMap { byTarget[$0] ?? [] }
    }
}

/// Gives each distinct set of style classes a small number (0 = none).
@MainActor
final class StyleClassInterner {
    private var sets: [Set<String>] = [[]]
    private var ids: [[String]: Int32] = [[]: 0]

    func id(of classes: [String]) -> Int32 {
        if classes.isEmpty { return 0 }
        if let id = ids[classes] { return id }
        let id = Int32(sets.count)
        sets.append(Set(classes))
        ids[classes] = id
        return id
    }

    func set(_ id: Int32) -> Set<String> { sets[Int(id)] }
}
