import AppearancePreview
import Foundation

/// Writes the tool's output files, turning failures into one clear line.
enum OutputFile {
    /// Writes `text` to `path` (relative to the current folder).
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/io``) such
    ///   as `cannot write 'out/x.svg': no such folder 'out'; create it first`.
    static func write(_ text: String, to path: String) throws(ToolError) {
        let url = URL(fileURLWithPath: path)
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ToolError(.io, "cannot write '\(path)': it is a folder; give a file name such as \(path)/screen.svg")
        }
        guard folder.isEmpty || FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            folder.isEmpty || isDirectory.boolValue
        else {
            throw ToolError(.io, "cannot write '\(path)': no such folder '\(folder)'; create it first")
        }
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            throw ToolError(.io, "cannot write '\(path)': permission denied or disk full", cause: error)
        }
    }
}
