public import AppearanceKit
import Foundation
internal import Synchronization

/// How the tools write where a rule or a finding was written, the same in text, JSON and SARIF
/// (#42): one place decides, so a path never reads one way in `explain` and another in an
/// audit's SARIF.
///
/// - A built-in theme is `builtin:NAME.yaml` (its file lives in the build folder, which says
///   nothing to a reader and moves with every build).
/// - A theme file inside ``root`` is relative to it, as compilers print paths; outside, as
///   given.
/// - A Swift file ID (`AppScreens/Theme.swift`, what `#fileID` records) is the one file under
///   ``root`` it names, relative to the root (`Sources/AppScreens/Theme.swift`), so that code
///   scanning can place it; the file ID itself when no file or several files match.
///
/// ```swift
/// let paths = SourcePaths(root: "/work/app")
/// paths.text(of: location)   // "Themes/brand.yaml:4:16", "builtin:dark.yaml:12:5"
/// ```
///
/// Encoders write every location's file through it when they hold it under
/// `AppearanceSourceLocation.fileNamingKey`, as the tools' JSON encoder does.
public struct SourcePaths: AppearanceSourceFileNaming {
    /// The folder paths are made relative to (the tool's current folder, or `--source-root`);
    /// `nil` keeps theme paths as given and Swift files as file IDs.
    public let root: String?
    private let swiftFiles: SwiftFileIndex?

    /// Paths relative to `root`.
    public init(root: String?) {
        let root = root.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        self.root = root
        swiftFiles = root.map(SwiftFileIndex.init)
    }

    /// The prefix of built-in themes' paths.
    public static let builtinScheme = "builtin:"

    /// The file of `location` as ``SourcePaths`` writes it.
    public func path(of location: AppearanceSourceLocation) -> String {
        path(of: location.file, kind: location.kind)
    }

    /// The file of `location` as ``SourcePaths`` writes it (``path(of:)``), for encoders.
    public func file(of location: AppearanceSourceLocation) -> String {
        path(of: location)
    }

    /// The file `file` (a theme file's path, or a Swift file ID for `kind` `.swift`) as
    /// ``SourcePaths`` writes it.
    public func path(of file: String, kind: AppearanceSourceLocation.Kind) -> String {
        switch kind {
        case .swift:
            return swiftFiles?.path(ofFileID: file) ?? file
        case .themeFile, .interfaceBuilder:
            if kind == .themeFile, let builtin = BuiltinTheme.allCases.first(where: { $0.url.path == file }) {
                return Self.builtinScheme + builtin.rawValue + ".yaml"
            }
            guard let root else { return file }
            let prefix = root == "/" ? root : root + "/"
            return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        }
    }

    /// `file:line` or `file:line:column`, the file as ``path(of:)`` writes it.
    public func text(of location: AppearanceSourceLocation) -> String {
        let file = path(of: location)
        return location.column.map { "\(file):\(location.line):\($0)" } ?? "\(file):\(location.line)"
    }

    /// `location` (in a theme file) with its path as ``path(of:kind:)`` writes it.
    public func location(_ location: ThemeLocation) -> ThemeLocation {
        var location = location
        location.path = path(of: location.path, kind: .themeFile)
        return location
    }

    /// Whether `path` (as ``path(of:kind:)`` wrote it) is relative to ``root``: SARIF then
    /// names it under `%SRCROOT%`.
    public func isRelative(_ path: String) -> Bool {
        root != nil && !path.hasPrefix("/") && !path.hasPrefix(Self.builtinScheme)
    }
}

/// The Swift files under a folder, found once, by the file IDs that could name them: a file's
/// ID is its module's name and its own (`AppScreens/Theme.swift`), and a module is a folder it
/// sits in, however deep.
///
/// Built on first use, and only then: most runs show no Swift location. Build folders, hidden
/// folders and package checkouts are skipped, and the walk stops after 50,000 files.
final class SwiftFileIndex: Sendable {
    private let root: String
    private let paths = Mutex<[String: [String]]?>(nil)

    init(root: String) {
        self.root = root
    }

    /// The path, relative to the root, of the one Swift file `fileID` names; `nil` when none or
    /// several do.
    func path(ofFileID fileID: String) -> String? {
        paths.withLock { paths in
            if paths == nil { paths = Self.index(root) }
            guard let found = paths?[fileID], found.count == 1 else { return nil }
            return found[0]
        }
    }

    private static func index(_ root: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: root) else { return result }
        var seen = 0
        while let relative = walker.nextObject() as? String, seen < 50_000 {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" || name.hasPrefix(".build") || name == "checkouts" {
                walker.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift") else { continue }
            seen += 1
            let folders = relative.split(separator: "/").dropLast()
            for folder in Set(folders) { result["\(folder)/\(name)", default: []].append(relative) }
        }
        return result
    }
}
