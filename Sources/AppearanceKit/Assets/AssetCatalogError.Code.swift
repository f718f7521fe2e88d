extension AssetCatalogError {
    /// The kind of an ``AssetCatalogError``.
    ///
    /// A struct over a private enumeration, so that new kinds do not break a `switch` in apps:
    /// compare with `==` against the static members.
    ///
    /// ```swift
    /// catch let error as AssetCatalogError where error.code == .missingFolder { … }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case missingFolder, unreadableFile, fileTooLarge, malformedJSON, invalidContents
            case invalidComponent, unknownColorSpace, unknownSystemColor, duplicateName, tooManyAssets
        }

        private let value: Value

        private init(_ value: Value) { self.value = value }

        /// A catalog folder (or a folder inside one) does not exist or is not a folder.
        public static let missingFolder = Code(.missingFolder)
        /// A file or folder exists but cannot be read.
        public static let unreadableFile = Code(.unreadableFile)
        /// A `Contents.json` is larger than ``AssetCatalog/maximumContentsFileSize``.
        public static let fileTooLarge = Code(.fileTooLarge)
        /// A `Contents.json` is not valid JSON.
        public static let malformedJSON = Code(.malformedJSON)
        /// A `Contents.json` is valid JSON but not what Xcode writes: a key holds the wrong kind
        /// of value, or a value is not one Xcode knows.
        public static let invalidContents = Code(.invalidContents)
        /// A colour component (`red`, `green`, `blue`, `white` or `alpha`) is not a number in range.
        public static let invalidComponent = Code(.invalidComponent)
        /// A colour's `color-space` is not one the kit knows.
        public static let unknownColorSpace = Code(.unknownColorSpace)
        /// A colour refers to a system colour (`"reference": "…Color"`) the kit does not have.
        public static let unknownSystemColor = Code(.unknownSystemColor)
        /// Two colour sets, or two image sets, have the same name in the catalogs loaded together.
        public static let duplicateName = Code(.duplicateName)
        /// The catalog nests folders too deeply, holds too many assets, or a set lists too many
        /// entries (see ``AssetCatalog/maximumFolderDepth``, ``AssetCatalog/maximumAssetCount``
        /// and ``AssetCatalog/maximumEntryCount``).
        public static let tooManyAssets = Code(.tooManyAssets)

        /// The kind's name, such as `invalidComponent`.
        public var description: String { value.rawValue }
    }
}
