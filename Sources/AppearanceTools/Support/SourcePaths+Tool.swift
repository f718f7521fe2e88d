import AppearanceThemes
import Foundation

extension SourcePaths {
    /// The tool's paths: relative to the folder it runs in.
    static let tool = SourcePaths(root: FileManager.default.currentDirectoryPath)
}
