/// Every appearance type the engine has met, with what resolution needs about each precomputed.
@MainActor
@safe final class TypeTable {
    static let shared = TypeTable()

    struct Info {
        let name: String
        let supertype: Int32
        /// This type, then each supertype up to the root.
        let ancestry: ContiguousArray<Int32>
        /// Bits of this type and all its supertypes, for the ancestor filter.
        let mask: UInt64
        let swiftClass: AnyClass?
    }

    private(set) var infos: [Info] = []
    // The tree walker reads these flat copies for every node; the table only grows, on the
    // main actor, between walks, so the reads need no dynamic exclusivity check.
    @exclusivity(unchecked) private var flatMasks: ContiguousArray<UInt64> = []
    @exclusivity(unchecked) private var flatAncestryStart: ContiguousArray<Int32> = [0]
    @exclusivity(unchecked) private var flatAncestryPool: ContiguousArray<Int32> = []

    /// `infos[type].mask`: bits of the type and all its supertypes, for the ancestor filter.
    @inline(__always)
    func mask(of type: Int32) -> UInt64 { unsafe flatMasks[Int(type)] }

    /// Where type `type`'s ancestry starts in the flat pool: its ancestry is
    /// `ancestor(at: ancestryStart(of: type)..<ancestryStart(of: type + 1))`.
    @inline(__always)
    func ancestryStart(of type: Int32) -> Int { unsafe Int(flatAncestryStart[Int(type)]) }

    /// The ancestry pool's element `item` (see ``ancestryStart(of:)``).
    @inline(__always)
    func ancestor(at item: Int) -> Int32 { unsafe flatAncestryPool[item] }
    /// Index + 1 by the address of the Swift class's metadata: every node entering a window for
    /// the first time looks its class up here, and a hashed dictionary lookup costs several
    /// times more than a probe of this table.
    private let bySwiftClass = IntegerMap(capacity: 256)
    private var byStyleClass: [String: Int32] = [:]

    /// The number of types.
    var count: Int { unsafe flatMasks.count }

    /// The classes asked for last, one per slot by a hash of the metadata address, with their
    /// indices: one compare in front of `bySwiftClass`, whose probe (a mix of the key, a loop
    /// and a call) cost a fresh node more than everything else its class lookup does. Types
    /// are never removed, so an entry never goes stale; a slot two classes share keeps the
    /// later one. Owned by the table (freed in `deinit`).
    private let recentClasses = unsafe UncheckedBuffer<RecentClass>.allocate(count: 1 << recentClassBits, filling: RecentClass())
    private static let recentClassBits = 9

    private struct RecentClass {
        var key: UInt = 0
        var index: Int32 = 0
    }

    deinit {
        unsafe recentClasses.free()
    }

    /// The index of `swiftClass`'s type, made on first use from its class chain.
    @inline(__always)
    func index(of swiftClass: AnyClass) -> Int32 {
        let key = UInt(bitPattern: ObjectIdentifier(swiftClass))
        let slot = Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.recentClassBits))
        if unsafe recentClasses[slot].key == key { return unsafe recentClasses[slot].index }
        let index = storedIndex(of: swiftClass)
        unsafe recentClasses[slot] = RecentClass(key: key, index: index)
        return index
    }

    private func storedIndex(of swiftClass: AnyClass) -> Int32 {
        let key = UInt64(UInt(bitPattern: ObjectIdentifier(swiftClass)))
        if let stored = bySwiftClass[key] { return Int32(truncatingIfNeeded: stored &- 1) }
        let supertype = _getSuperclass(swiftClass).map { self.index(of: $0) } ?? -1
        let index = append(name: String(describing: swiftClass), supertype: supertype, swiftClass: swiftClass)
        bySwiftClass[key] = UInt64(index) + 1
        return index
    }

    // R4.4 (Rules.md): style classes are kinds of container too.
    /// The pseudo type of a style class: a container "is" one when it carries the class, so
    /// container lists can name style classes next to classes.
    func styleClassType(_ styleClass: String) -> Int32 {
        if let index = byStyleClass[styleClass] { return index }
        let index = append(name: "." + styleClass, supertype: -1, swiftClass: nil)
        byStyleClass[styleClass] = index
        return index
    }

    /// Whether `index` is a style class's pseudo type.
    func isStyleClass(_ index: Int32) -> Bool { infos[Int(index)].swiftClass == nil && infos[Int(index)].name.hasPrefix(".") }

    func define(name: String, supertype: Int32, swiftClass: AnyClass) -> Int32 {
        append(name: name, supertype: supertype, swiftClass: swiftClass)
    }

    // R4.2 (Rules.md): containers and targets match by kind: a subclass instance matches.
    @inline(__always)
    func isKind(_ type: Int32, of other: Int32) -> Bool {
        infos[Int(type)].ancestry.contains(other)
    }

    /// The bit one type contributes to ancestor filters.
    static func bit(_ index: Int32) -> UInt64 { 1 &<< UInt64(UInt32(bitPattern: index) & 63) }

    // R4.1 (Rules.md): the ancestry is the class chain, leaf first, that precedence walks base to leaf.
    private func append(name: String, supertype: Int32, swiftClass: AnyClass?) -> Int32 {
        let index = Int32(infos.count)
        var ancestry: ContiguousArray<Int32> = [index]
        var mask = Self.bit(index)
        if supertype >= 0 {
            ancestry += infos[Int(supertype)].ancestry
            mask |= infos[Int(supertype)].mask
        }
        infos.append(Info(name: name, supertype: supertype, ancestry: ancestry, mask: mask, swiftClass: swiftClass))
        unsafe flatMasks.append(mask)
        unsafe flatAncestryPool.append(contentsOf: ancestry)
        unsafe flatAncestryStart.append(Int32(flatAncestryPool.count))
        return index
    }
}
