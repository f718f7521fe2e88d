public import Foundation

extension AssetCatalog {
    /// An image set of a catalog (an `.imageset` folder): the files it lists, not their pixels.
    ///
    /// The kit draws images by name, so a set gives a name, the rendering mode Xcode's "Render
    /// As" sets (`template-rendering-intent`), and the files by scale, idiom and style for tools
    /// that check a catalog.
    ///
    /// ```swift
    /// let star = catalog.imageSet(named: "Icons/star")!
    /// star.files.map(\.scale)   // [1, 2, 3]
    /// star.renderingMode        // .alwaysTemplate
    /// ```
    public struct ImageSet: Hashable, Sendable {
        /// The name `Image(named:)` finds it by: the folder's name without `.imageset`, after
        /// the names of the enclosing folders that provide a namespace (`Icons/star`).
        public let name: String
        /// The `.imageset` folder.
        public let url: URL
        /// The files the set lists, in file order (slots with no file are left out).
        public let files: [File]
        /// How the image draws: ``Image/RenderingMode/alwaysTemplate`` for "Render As: Template
        /// Image", ``Image/RenderingMode/alwaysOriginal`` for "Original Image", else automatic.
        public let renderingMode: Image.RenderingMode

        /// The image: the set's name with its rendering mode.
        public var image: Image {
            let image = Image(contents: Image.Contents(name: name, isSymbol: false))
            return renderingMode == .automatic ? image : image.withRenderingMode(renderingMode)
        }

        /// A set with the given parts.
        init(name: String, url: URL, files: [File], renderingMode: Image.RenderingMode) {
            self.name = name
            self.url = url
            self.files = files
            self.renderingMode = renderingMode
        }
    }
}

extension AssetCatalog.ImageSet {
    /// One file of an image set.
    public struct File: Hashable, Sendable {
        /// The file's name in the set's folder, such as `star@2x.png`.
        public let filename: String
        /// The scale (1, 2 or 3 for `"1x"`, `"2x"`, `"3x"`), or `nil` for a single-scale
        /// (vector) file.
        public let scale: CGFloat?
        /// The device idiom, as Xcode writes it (`universal`, `iphone`, `ipad`, …).
        public let idiom: String
        /// The interface style the file is for.
        public let luminosity: AssetCatalog.Luminosity

        /// A file with the given parts.
        init(filename: String, scale: CGFloat?, idiom: String, luminosity: AssetCatalog.Luminosity) {
            self.filename = filename
            self.scale = scale
            self.idiom = idiom
            self.luminosity = luminosity
        }
    }
}
