import Foundation

/// Writes a theme file back in place, and only if it still holds the text an edit was made
/// from.
///
/// In place: the file is opened through any symbolic link and rewritten, so a link keeps
/// pointing at the file it pointed at (which gets the edit), hard links keep sharing it, and
/// its owner and mode (0600, say) stay. A replace-by-rename would put a new plain file where
/// the link was, with the default mode.
///
/// Only if unchanged: the text is compared with what the edit was made from after the file is
/// opened, under one lock that every write-back of the studio takes, and the file must still
/// be the one at the path (an editor that saves by renaming a new file over it makes it
/// another). Anything else is ``Failure/changed``: nothing is written, and the editor's save
/// is kept.
enum ThemeFileWriter {
    /// Why nothing was written.
    enum Failure: Error {
        /// The file's text, or the file at the path, is not what the edit was made from.
        case changed
    }

    /// Serializes the studio's own write-backs (the compare and the write happen under it).
    private static let lock = NSLock()

    /// Writes `text` over the file at `url` if it holds `expected`.
    ///
    /// - Throws: ``Failure/changed``, or the error of opening, reading or writing the file.
    static func write(_ text: String, to url: URL, ifStill expected: String) throws {
        lock.lock()
        defer { lock.unlock() }
        let target = url.resolvingSymlinksInPath()
        let identity = try fileNumber(of: target)
        let handle = try FileHandle(forUpdating: target)
        defer { try? handle.close() }
        let current = try handle.readToEnd() ?? Data()
        guard current == Data(expected.utf8), try fileNumber(of: target) == identity else { throw Failure.changed }
        let data = Data(text.utf8)
        try handle.seek(toOffset: 0)
        try handle.write(contentsOf: data)
        try handle.truncate(atOffset: UInt64(data.count))
        try handle.synchronize()
    }

    /// The file's identity on its file system (its inode number).
    private static func fileNumber(of url: URL) throws -> UInt64? {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
    }
}

extension String {
    /// The text without one pair of matching quotes around it (`"#112233"` → `#112233`).
    var trimmingQuotes: String {
        guard count >= 2, let first, let last = self.last, first == last, first == "\"" || first == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}
