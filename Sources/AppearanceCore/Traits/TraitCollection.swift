/// An immutable set of traits: interface style, size classes, idiom, and any trait an app defines.
///
/// A collection *specifies* some traits and reports the ``TraitDefinition/defaultValue`` for the
/// others. A trait proxy (``AppearanceProxy``) created with `appearance(for:)` matches a view when
/// every trait the proxy's collection specifies equals the view's.
///
/// ```swift
/// let dark = TraitCollection(userInterfaceStyle: .dark)
/// let compactDark = TraitCollection {
///     $0.userInterfaceStyle = .dark
///     $0.horizontalSizeClass = .compact
/// }
/// compactDark.specifiedCount   // 2
/// ```
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Specified traits, sorted by trait identity so that equal collections compare equal.
    package private(set) var entries: [Entry]

    /// One specified trait value.
    /// `@unchecked`: `value` always holds a `TraitDefinition.Value`, which is `Sendable`.
    package struct Entry: Hashable, @unchecked Sendable {
        package let trait: ObjectIdentifier
        package let name: String
        package let value: AnyHashable
        /// Whether `value` equals the trait's default, so matching never needs the trait's type.
        package let isDefault: Bool

        package static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.trait == rhs.trait && lhs.value == rhs.value
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(trait)
            hasher.combine(value)
        }
    }

    /// An empty collection: it specifies no trait.
    public init() { entries = [] }

    /// A collection built by a closure that sets the traits it should specify.
    ///
    /// ```swift
    /// let traits = TraitCollection { $0.userInterfaceStyle = .dark }
    /// ```
    public init(_ build: (inout TraitCollection) -> Void) {
        self.init()
        build(&self)
    }

    /// A collection that merges `collections`; a later collection's values win.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections { self.merge(collection) }
    }

    /// The number of traits this collection specifies.
    public var specifiedCount: Int { entries.count }

    /// Whether this collection specifies no trait.
    public var isEmpty: Bool { entries.isEmpty }

    /// Reads or specifies one trait. Reading an unspecified trait returns its default value;
    /// assigning specifies it (even when the value equals the default).
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get {
            let id = ObjectIdentifier(trait)
            guard let entry = entries.first(where: { $0.trait == id }) else { return T.defaultValue }
            return entry.value.base as! T.Value
        }
        set {
            set(
                Entry(
                    trait: ObjectIdentifier(trait), name: T.name, value: AnyHashable(newValue),
                    isDefault: newValue == T.defaultValue))
        }
    }

    /// Whether this collection specifies `trait`.
    public func specifies<T: TraitDefinition>(_ trait: T.Type) -> Bool {
        entries.contains { $0.trait == ObjectIdentifier(trait) }
    }

    /// A copy with the traits `other` specifies replacing this collection's.
    public func merging(_ other: TraitCollection) -> TraitCollection {
        var copy = self
        copy.merge(other)
        return copy
    }

    /// Whether every trait this collection specifies has the same value in `traits`
    /// (which reports defaults for what it does not specify).
    ///
    /// This is the rule by which a trait proxy matches a view.
    public func isSatisfied(by traits: TraitCollection) -> Bool {
        // R6 (Rules.md): every trait this collection specifies equals the view's; the rest do not matter.
        for entry in entries {
            if let other = traits.entries.first(where: { $0.trait == entry.trait }) {
                if other.value != entry.value { return false }
            } else if !entry.isDefault {
                return false
            }
        }
        return true
    }

    /// A readable list such as `userInterfaceStyle=dark, horizontalSizeClass=compact`.
    public var description: String {
        entries.isEmpty ? "(no traits)" : entries.map { "\($0.name)=\($0.value.base)" }.joined(separator: ", ")
    }

    private mutating func merge(_ other: TraitCollection) {
        for entry in other.entries { set(entry) }
    }

    private mutating func set(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.trait == entry.trait }) {
            entries[index] = entry
        } else {
            let index = entries.firstIndex { $0.trait > entry.trait } ?? entries.endIndex
            entries.insert(entry, at: index)
        }
    }

    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool { lhs.entries == rhs.entries }
    public func hash(into hasher: inout Hasher) { hasher.combine(entries) }
}
