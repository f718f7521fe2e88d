extension InterfaceBuilderError {
    /// The kind of an ``InterfaceBuilderError``.
    ///
    /// A struct over a private enumeration, so that new kinds do not break a `switch` in apps:
    /// compare with `==` against the static members.
    ///
    /// ```swift
    /// catch let error as InterfaceBuilderError where error.code == .unknownIdentifier { … }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case unreadableFile, fileTooLarge, tooLarge, malformedXML, entitiesNotAllowed, notInterfaceBuilder
            case unknownIdentifier
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// The file does not exist or cannot be read.
        public static let unreadableFile = Code(.unreadableFile)
        /// The file is larger than the loader reads (32 MiB).
        public static let fileTooLarge = Code(.fileTooLarge)
        /// The file holds too many elements, or nests them too deeply.
        public static let tooLarge = Code(.tooLarge)
        /// The file is not well-formed XML.
        public static let malformedXML = Code(.malformedXML)
        /// The file declares XML entities, which Xcode never writes and the loader refuses.
        public static let entitiesNotAllowed = Code(.entitiesNotAllowed)
        /// The file is XML but not an Interface Builder document of the kind asked for (its root
        /// is not `<document>`, or a storyboard was opened as a XIB, or the reverse).
        public static let notInterfaceBuilder = Code(.notInterfaceBuilder)
        /// A storyboard has no scene with the identifier asked for.
        public static let unknownIdentifier = Code(.unknownIdentifier)

        /// The kind's name, such as `malformedXML`.
        public var description: String { value.rawValue }
    }
}
