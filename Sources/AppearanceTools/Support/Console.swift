import Foundation

/// Where the tool writes: results to standard output, errors and warnings to standard error.
enum Console {
    /// Writes `text` and a line break to standard error.
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The current folder, to show paths relative to it.
    static var currentDirectory: String {
        FileManager.default.currentDirectoryPath
    }
}
