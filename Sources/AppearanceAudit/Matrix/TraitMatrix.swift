public import AppearanceKit
public import AppearancePreview
import AppearanceThemes

/// The trait states an audit looks at: every combination of the values of its dimensions.
///
/// The default is style light and dark × contrast normal and high × content size `large` and
/// `AX3`: eight states. Dimensions name any trait theme files can name (`style`, `contrast`,
/// `contentSize`, `horizontalSizeClass`, `verticalSizeClass`, `legibilityWeight`, an app's own
/// registered trait), as the command line writes them:
///
/// ```swift
/// let matrix = try TraitMatrix(parsing: ["style=light,dark", "contrast=normal,high"])
/// matrix.states.map(\.description)   // ["style=light contrast=normal", "style=light contrast=high", …]
/// ```
public struct TraitMatrix: Sendable, Hashable, CustomStringConvertible {
    /// One trait and the values to try it at.
    public struct Dimension: Sendable, Hashable {
        /// The trait's name as written (`style`, `contentSize`, `horizontalSizeClass`, …).
        public let name: String
        /// Its values as written (`light`, `AX3`, `compact`, …).
        public let values: [String]

        /// A dimension.
        public init(_ name: String, _ values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// The dimensions, in the order states vary (the last fastest).
    public let dimensions: [Dimension]
    /// Every combination, the last dimension varying fastest.
    public let states: [TraitState]

    /// The default: style light and dark × contrast normal and high × content size large and AX3.
    @MainActor
    public static var `default`: TraitMatrix {
        do {
            return try TraitMatrix([
                Dimension("style", ["light", "dark"]), Dimension("contrast", ["normal", "high"]),
                Dimension("contentSize", ["large", "AX3"]),
            ])
        } catch {
            // The built-in traits take these values.
            preconditionFailure("the default matrix is invalid: \(error.message)")
        }
    }

    /// How large a matrix may be, checked before any state is built: a matrix's states are
    /// the product of its dimensions' values, so a short request could otherwise ask for
    /// millions of screens.
    public struct Limits: Sendable, Hashable {
        /// The most dimensions (traits) a matrix may name.
        public var dimensions: Int
        /// The most distinct values one dimension may list.
        public var valuesPerTrait: Int
        /// The most states (combinations) in all.
        public var states: Int

        /// Limits of `dimensions` traits, `valuesPerTrait` values each and `states` in all.
        public init(dimensions: Int, valuesPerTrait: Int, states: Int) {
            self.dimensions = dimensions
            self.valuesPerTrait = valuesPerTrait
            self.states = states
        }

        /// The command line's: every value of every built-in trait fits (thirteen content sizes),
        /// and 1,024 states, far beyond any useful audit.
        public static let standard = Limits(dimensions: 8, valuesPerTrait: 16, states: 1_024)

        /// The studio's, whose requests come from a page: 32 states, four times the default
        /// matrix.
        public static let studio = Limits(dimensions: 8, valuesPerTrait: 16, states: 32)
    }

    /// A matrix of `dimensions`; a value listed twice in a dimension counts once.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/badRequest``)
    ///   naming an unknown trait (with the traits there are), a value the trait does not take, a
    ///   dimension without values or one named twice, or a matrix past `limits` (checked before
    ///   any state is built).
    @MainActor
    public init(_ dimensions: [Dimension], limits: Limits = .standard) throws(ToolError) {
        let dimensions = try Self.checked(dimensions, limits: limits)
        var states = [TraitState(values: [], traits: TraitCollection())]
        for dimension in dimensions {
            var next: [TraitState] = []
            for state in states {
                for value in dimension.values {
                    var traits = state.traits
                    do {
                        try ThemeTraits.set(Self.canonicalName(dimension.name), to: Self.canonicalValue(value), in: &traits)
                    } catch {
                        throw ToolError(.badRequest, "in the matrix: \(error.message)", cause: error)
                    }
                    next.append(TraitState(values: state.values + [(name: dimension.name, value: value)], traits: traits))
                }
            }
            states = next
        }
        self.dimensions = dimensions
        self.states = states
    }

    /// `dimensions` with each one's repeated values dropped, once every dimension is known to be
    /// named once, to have values, and to fit `limits` with the others.
    private static func checked(_ dimensions: [Dimension], limits: Limits) throws(ToolError) -> [Dimension] {
        guard dimensions.count <= limits.dimensions else {
            throw ToolError(.badRequest, "the matrix names \(dimensions.count) traits; it may name at most \(limits.dimensions)")
        }
        var seen = Set<String>()
        var result: [Dimension] = []
        var count = 1
        for dimension in dimensions {
            guard seen.insert(Self.canonicalName(dimension.name)).inserted else {
                throw ToolError(.badRequest, "the matrix names \(dimension.name) twice; give its values once, as \(dimension.name)=a,b")
            }
            guard !dimension.values.isEmpty, !dimension.values.contains(where: \.isEmpty) else {
                throw ToolError(.badRequest, "\(dimension.name) has an empty value; write \(dimension.name)=a,b")
            }
            var distinct = Set<String>()
            let values = dimension.values.filter { distinct.insert(Self.canonicalValue($0)).inserted }
            guard values.count <= limits.valuesPerTrait else {
                throw ToolError(
                    .badRequest,
                    "\(dimension.name) lists \(values.count) values; a matrix may list at most \(limits.valuesPerTrait) per trait")
            }
            count *= values.count
            guard count <= limits.states else {
                throw ToolError(
                    .badRequest,
                    "the matrix has more than \(limits.states) states (the product of its traits' values); "
                        + "list fewer values, or audit in several runs")
            }
            result.append(Dimension(dimension.name, values))
        }
        return result
    }

    /// A matrix from command-line words, each `trait=value,value`.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` for a word without `=`, or as ``init(_:limits:)``.
    @MainActor
    public init(parsing words: [String], limits: Limits = .standard) throws(ToolError) {
        try self.init(Self.dimensions(parsing: words, limits: limits), limits: limits)
    }

    /// The dimensions command-line words name, each `trait=value,value`, with repeated values
    /// dropped, checked against `limits` and the words' form but not yet against the traits
    /// there are. It builds nothing and runs on any thread, so a server can refuse a matrix
    /// past its limits without waiting for the main actor.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` for a word without `=`, a trait named twice, an
    ///   empty value, or a matrix past `limits`.
    public static func dimensions(parsing words: [String], limits: Limits = .standard) throws(ToolError) -> [Dimension] {
        // Refused before the words are split: a dimension beyond the limit is an error anyway.
        guard words.count <= limits.dimensions else {
            throw ToolError(.badRequest, "the matrix names \(words.count) traits; it may name at most \(limits.dimensions)")
        }
        var dimensions: [Dimension] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw ToolError(
                    .badRequest,
                    "'\(word)' is not a matrix dimension; write trait=value,value, as style=light,dark or contrast=normal,high")
            }
            let name = String(word[..<equals])
            var values: [String] = []
            var distinct = Set<String>()
            var rest = word[word.index(after: equals)...]
            // Split value by value, so that a word of a million values stops at the first past
            // the limit.
            while true {
                let comma = rest.firstIndex(of: ",")
                let value = String(rest[..<(comma ?? rest.endIndex)])
                values.append(value)
                if distinct.insert(Self.canonicalValue(value)).inserted, distinct.count > limits.valuesPerTrait {
                    throw ToolError(
                        .badRequest,
                        "\(name) lists more than \(limits.valuesPerTrait) values; a matrix may list at most \(limits.valuesPerTrait) per trait"
                    )
                }
                guard let comma else { break }
                rest = rest[rest.index(after: comma)...]
            }
            dimensions.append(Dimension(name, values))
        }
        return try checked(dimensions, limits: limits)
    }

    /// Whether every state of the default matrix (style light and dark × contrast normal and
    /// high × content size large and AX3) is among this matrix's states, so that a rule that
    /// matches nothing here matches nothing there either: then it is dead.
    public var coversDefault: Bool {
        let defaults: [(name: String, values: [String])] = [
            ("style", ["light", "dark"]), ("contrast", ["normal", "high"]), ("contentSize", ["large", "AX3"]),
        ]
        return defaults.allSatisfy { name, values in
            guard let dimension = dimensions.first(where: { Self.canonicalTrait($0.name) == name }) else { return false }
            let listed = Set(dimension.values.map { Self.canonicalValue($0).lowercased() })
            return values.allSatisfy { listed.contains(Self.canonicalValue($0).lowercased()) }
        }
    }

    /// `size`, `content-size`, `userInterfaceStyle`, … as the default matrix's names.
    private static func canonicalTrait(_ name: String) -> String {
        switch canonicalName(name) {
        case "userInterfaceStyle": "style"
        case "accessibilityContrast": "contrast"
        case "preferredContentSizeCategory": "contentSize"
        case let name: name
        }
    }

    /// The dimensions as the command line writes them.
    public var description: String {
        dimensions.map { "\($0.name)=\($0.values.joined(separator: ","))" }.joined(separator: " ")
    }

    /// `size` and `content-size` as `contentSize`.
    private static func canonicalName(_ name: String) -> String {
        switch name {
        case "size", "content-size": "contentSize"
        default: name
        }
    }

    /// `AX1` to `AX5` as the accessibility content sizes they stand for.
    private static func canonicalValue(_ value: String) -> String {
        let accessibility = ContentSizeCategory.allCases.filter { $0.rawValue.hasPrefix("accessibility") }
        if value.uppercased().hasPrefix("AX"), let number = Int(value.dropFirst(2)), (1...accessibility.count).contains(number) {
            return accessibility[number - 1].rawValue
        }
        return value
    }

    public static func == (lhs: TraitMatrix, rhs: TraitMatrix) -> Bool { lhs.dimensions == rhs.dimensions }
    public func hash(into hasher: inout Hasher) { hasher.combine(dimensions) }
}

/// One combination of a ``TraitMatrix``'s values: a name for findings and the traits to build
/// a screen in.
public struct TraitState: Sendable, Hashable, CustomStringConvertible {
    /// Each dimension's name and value, as written.
    public let values: [(name: String, value: String)]
    /// The traits of the state.
    public let traits: TraitCollection

    /// A state named by `values` (as written, `("style", "dark")`) with `traits`.
    public init(values: [(name: String, value: String)], traits: TraitCollection) {
        self.values = values
        self.traits = traits
    }

    /// `style=dark contrast=high contentSize=AX3`.
    public var description: String {
        values.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    }

    public static func == (lhs: TraitState, rhs: TraitState) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
