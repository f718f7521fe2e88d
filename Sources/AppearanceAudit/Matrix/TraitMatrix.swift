public import AppearanceKit
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

    /// A matrix of `dimensions`.
    ///
    /// - Throws: ``AuditError`` naming an unknown trait (with the traits there are), a value the
    ///   trait does not take, a dimension without values or one named twice.
    @MainActor
    public init(_ dimensions: [Dimension]) throws(AuditError) {
        var seen = Set<String>()
        var states = [TraitState(values: [], traits: TraitCollection())]
        for dimension in dimensions {
            guard seen.insert(Self.canonicalName(dimension.name)).inserted else {
                throw AuditError(.badMatrix, "the matrix names \(dimension.name) twice; give its values once, as \(dimension.name)=a,b")
            }
            guard !dimension.values.isEmpty, !dimension.values.contains(where: \.isEmpty) else {
                throw AuditError(.badMatrix, "\(dimension.name) has an empty value; write \(dimension.name)=a,b")
            }
            var next: [TraitState] = []
            for state in states {
                for value in dimension.values {
                    var traits = state.traits
                    do {
                        try ThemeTraits.set(Self.canonicalName(dimension.name), to: Self.canonicalValue(value), in: &traits)
                    } catch {
                        throw AuditError(.badMatrix, "in the matrix: \(error.message)")
                    }
                    next.append(TraitState(values: state.values + [(name: dimension.name, value: value)], traits: traits))
                }
            }
            states = next
        }
        self.dimensions = dimensions
        self.states = states
    }

    /// A matrix from command-line words, each `trait=value,value`.
    ///
    /// - Throws: ``AuditError`` for a word without `=`, or as ``init(_:)``.
    @MainActor
    public init(parsing words: [String]) throws(AuditError) {
        var dimensions: [Dimension] = []
        for word in words {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                throw AuditError(
                    .badMatrix,
                    "'\(word)' is not a matrix dimension; write trait=value,value, as style=light,dark or contrast=normal,high")
            }
            let values = word[word.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
                .map { String($0) }
            dimensions.append(Dimension(String(word[..<equals]), values))
        }
        try self.init(dimensions)
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
