import Foundation

/// A storyboard or XIB read into elements and checked to be one: what ``Storyboard`` and
/// ``Nib`` share.
struct InterfaceBuilderDocument: Sendable {
    /// Which kind of file a caller expects.
    enum Kind: Sendable {
        case storyboard, xib

        /// The `type` attribute Xcode writes on `<document>`.
        var documentType: String {
            switch self {
            case .storyboard: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
            case .xib: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
            }
        }
    }

    /// The file's path, for messages.
    let path: String
    /// The `<document>` element.
    let root: Element
    /// The device the file was designed on.
    let device: InterfaceBuilderDevice

    /// Reads the file at `url` as a document of `kind`.
    init(contentsOf url: URL, kind: Kind) throws(InterfaceBuilderError) {
        let path = url.path
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= ElementTreeParser.maximumFileSize else {
            throw InterfaceBuilderError(
                .fileTooLarge, "the file is \(size) bytes, more than the \(ElementTreeParser.maximumFileSize) the loader reads",
                path: path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(
                .unreadableFile, "the file cannot be read (\(error.localizedDescription)); check the path", path: path)
        }
        try self.init(data: data, path: path, kind: kind)
    }

    /// Reads `data`, the contents of the file at `path`, as a document of `kind`.
    init(data: Data, path: String, kind: Kind) throws(InterfaceBuilderError) {
        let root = try ElementTreeParser.parse(data, path: path)
        guard root.name == "document" else {
            throw InterfaceBuilderError(
                .notInterfaceBuilder,
                "the root element is <\(root.name)>, not <document>: this is not a storyboard or XIB as Xcode writes it",
                path: path, line: root.line, column: root.column)
        }
        let type = root["type"] ?? ""
        // A XIB written for the Mac, or a storyboard opened as a nib, is refused rather than half-read.
        if type != kind.documentType {
            let other: Kind = kind == .storyboard ? .xib : .storyboard
            let hint =
                type == other.documentType
                ? "it is a \(other == .storyboard ? "storyboard: load it with Storyboard" : "XIB: load it with Nib")"
                : "only iOS (Cocoa Touch) files are read"
            throw InterfaceBuilderError(
                .notInterfaceBuilder, "the document's type is \"\(type)\", not \"\(kind.documentType)\"; \(hint)",
                path: path, line: root.line, column: root.column)
        }
        self.path = path
        self.root = root
        let deviceElement = root.child("device")
        device = InterfaceBuilderDevice(
            id: deviceElement?["id"] ?? "", isLandscape: deviceElement?["orientation"] == "landscape")
    }
}
