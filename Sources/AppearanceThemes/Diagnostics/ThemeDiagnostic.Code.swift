extension ThemeDiagnostic {
    /// The kind of a theme file problem, for matching in code.
    ///
    /// Codes are static members of an extensible struct (not an enum), so new kinds of problem
    /// can be added without breaking a `switch` in client code:
    ///
    /// ```swift
    /// if diagnostic.code == .unknownProperty { ... }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Wrapped: String, Hashable, Sendable {
            case unreadableFile, emptyFile, fileTooLarge, notText, syntaxError, nestingTooDeep
            case duplicateKey, unknownKey, invalidStructure, missingKey
            case unknownClass, unknownProperty, invalidAxis, invalidValue, invalidColor, unsupportedType
            case unknownTrait, invalidTraitValue, undefinedVariable, variableCycle
            case extendsCycle, extendsNotFound, emptyRule
            case ambiguousTraitValues, unreachableTraitValue, missingHighContrast
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

        /// The code's name, such as `unknownProperty`.
        public var description: String { wrapped.rawValue }

        /// The file could not be read (it does not exist, or is a folder, or is not readable).
        public static let unreadableFile = Code(.unreadableFile)
        /// The file is empty, or holds only whitespace and comments.
        public static let emptyFile = Code(.emptyFile)
        /// The file is larger than the loader's size limit.
        public static let fileTooLarge = Code(.fileTooLarge)
        /// The file is not UTF-8 text (binary data, another encoding, control characters).
        public static let notText = Code(.notText)
        /// The text is not valid YAML or JSON.
        public static let syntaxError = Code(.syntaxError)
        /// Lists and mappings are nested deeper than theme files allow.
        public static let nestingTooDeep = Code(.nestingTooDeep)
        /// A mapping has the same key twice.
        public static let duplicateKey = Code(.duplicateKey)
        /// A key the schema does not know; a warning, the key is ignored.
        public static let unknownKey = Code(.unknownKey)
        /// A value has the wrong shape for its place in the schema (a list where a mapping goes).
        public static let invalidStructure = Code(.invalidStructure)
        /// A required key, such as a rule's `class`, is missing.
        public static let missingKey = Code(.missingKey)
        /// A class name that the catalog does not know.
        public static let unknownClass = Code(.unknownClass)
        /// A property name that the rule's class does not have.
        public static let unknownProperty = Code(.unknownProperty)
        /// An axis value (`titleColor[highlighted]`) that is missing, malformed or unknown.
        public static let invalidAxis = Code(.invalidAxis)
        /// A value of the wrong type for its property, such as `textColor: 12`.
        public static let invalidValue = Code(.invalidValue)
        /// A colour that cannot be parsed.
        public static let invalidColor = Code(.invalidColor)
        /// A property whose Swift type theme files cannot write.
        public static let unsupportedType = Code(.unsupportedType)
        /// A trait name that theme files do not know.
        public static let unknownTrait = Code(.unknownTrait)
        /// A value that its trait does not have.
        public static let invalidTraitValue = Code(.invalidTraitValue)
        /// A `$name` that no `variables` entry defines.
        public static let undefinedVariable = Code(.undefinedVariable)
        /// Variables that refer to each other in a loop.
        public static let variableCycle = Code(.variableCycle)
        /// Theme files that extend each other in a loop.
        public static let extendsCycle = Code(.extendsCycle)
        /// An `extends` that names no built-in theme and no readable file.
        public static let extendsNotFound = Code(.extendsNotFound)
        /// A rule that sets no property; a warning.
        public static let emptyRule = Code(.emptyRule)
        /// Two entries of a value keyed by traits that both apply in some trait state, neither
        /// more specific than the other.
        public static let ambiguousTraitValues = Code(.ambiguousTraitValues)
        /// An entry of a value keyed by traits that can never apply (it contradicts itself or
        /// its rule's `traits`); a warning.
        public static let unreachableTraitValue = Code(.unreachableTraitValue)
        /// A text or background colour with light and dark values but none for high contrast;
        /// a warning of `check --require high-contrast`.
        public static let missingHighContrast = Code(.missingHighContrast)
    }
}
