import AppearancePort
import ArgumentParser
import Foundation

/// `appearance-port FILE…`: turns what Linux cannot compile in an app's UIKit files (the
/// Objective-C runtime's `@objc`, `@objc dynamic` appearance properties, `@IBOutlet`,
/// target–action with `#selector`) into one-source code, `#if canImport(ObjectiveC)` for iOS
/// beside a Linux form. Prints a unified diff, or rewrites the files with `--write`; lists on
/// standard error, with `file:line:column`, what it cannot turn.
@main
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appearance-port",
        abstract: "Turn what Linux cannot compile in UIKit files (@objc, #selector) into one-source code.",
        discussion: """
            Prints the change as a unified diff (apply it with `git apply` or `patch -p1`), or rewrites \
            the files in place with --write. What cannot be turned mechanically is listed on standard \
            error as FILE:LINE:COLUMN: warning: … Nothing else in a file changes, and porting a ported \
            file changes nothing. A folder stands for the .swift files under it.

            Exit status: 0, or 1 when a file cannot be read or is not valid Swift (it is left \
            unchanged), or, with --strict, when something could not be turned.
            """)

    @Argument(help: "Swift files, or folders to search for them.")
    var files: [String]

    @Flag(help: "Rewrite the files in place instead of printing a diff.")
    var write = false

    @Flag(help: "Exit 1 when something could not be turned (for CI).")
    var strict = false

    mutating func run() throws {
        var failed = false, noted = false
        for path in try Self.swiftFiles(in: files) {
            let source: String
            do {
                source = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                Self.report("\(path): error: cannot read the file (\(error.localizedDescription))")
                failed = true
                continue
            }
            let ported: PortedSource
            do {
                ported = try PortedSource(porting: source)
            } catch {
                switch error {
                case let .notSwift(line, column, message):
                    Self.report("\(path):\(line):\(column): error: \(message); not valid Swift, left unchanged")
                }
                failed = true
                continue
            }
            for note in ported.notes {
                Self.report("\(path):\(note.line):\(note.column): warning: \(note.message)")
                noted = true
            }
            guard ported.changed else { continue }
            if write {
                try ported.text.write(toFile: path, atomically: true, encoding: .utf8)
            } else {
                print(ported.unifiedDiff(path: path), terminator: "")
            }
        }
        if failed || (strict && noted) { throw ExitCode.failure }
    }

    /// The files named, with each folder replaced by the `.swift` files under it, sorted.
    static func swiftFiles(in paths: [String]) throws -> [String] {
        var result: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("\(path): no such file or folder")
            }
            guard isFolder.boolValue else {
                result.append(path)
                continue
            }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            result += found.filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.sorted().map {
                (path as NSString).appendingPathComponent($0)
            }
        }
        return result
    }

    /// Writes `line` to standard error.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
