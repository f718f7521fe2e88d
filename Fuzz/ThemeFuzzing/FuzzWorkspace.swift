import Foundation

/// The folder a run writes its cases into, beside the files a case's `extends` may name:
/// a pipe, a folder, an empty file, a binary file, a file over the size limit, a theme with an
/// error, and a theme that extends the case back.
///
/// Lifetime rule: the folder exists from `init` until ``remove()``; the harness removes it
/// when the run ends.
public struct FuzzWorkspace: Sendable {
    /// What a mutation may write after `extends:`.
    static let extendsTargets = [
        "/dev/zero", "/dev/null", "/proc/self/mem", "fifo.yaml", "folder.yaml", "big.yaml", "binary.yaml", "empty.yaml",
        "case.yaml", "case.json", "loop.yaml", "base.yaml", "broken-base.yaml", "missing.yaml", "dark", "ocean", "nope", "/",
        "../../../../../../etc/hostname", "link.yaml", "",
    ]

    /// The folder.
    public let folder: URL

    /// Creates the folder and the files `extends` may name.
    ///
    /// - Parameter limit: The loader's file size limit; `big.yaml` is one byte over it.
    public init(limit: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: url("folder.yaml"), withIntermediateDirectories: true)
        try Data().write(to: url("empty.yaml"))
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: url("binary.yaml"))
        try Data(repeating: UInt8(ascii: "#"), count: limit + 1).write(to: url("big.yaml"))
        try Data("extends: case.yaml\nrules: []\n".utf8).write(to: url("loop.yaml"))
        try Data("name: Base\nvariables: {tint: \"#0AA4D1\"}\nrules: [{class: Label, properties: {textColor: $tint}}]\n".utf8)
            .write(to: url("base.yaml"))
        try Data("name: Broken\nrules: [{class: Label, properties: {textColor: 12}}]\n".utf8).write(to: url("broken-base.yaml"))
        try FileManager.default.createSymbolicLink(atPath: url("link.yaml").path, withDestinationPath: url("base.yaml").path)
        guard mkfifo(url("fifo.yaml").path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url("fifo.yaml").path])
        }
    }

    /// The file `name` in the folder.
    public func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// Writes a case's file and returns its location.
    public func write(_ fuzzCase: FuzzCase) throws -> URL {
        let url = url(fuzzCase.fileName)
        try Data(fuzzCase.bytes).write(to: url)
        return url
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
