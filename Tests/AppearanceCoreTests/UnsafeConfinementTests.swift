import Foundation
import Testing

/// AppearanceCore builds with strict memory safety (#13): unsafe code is spelled `unsafe`.
/// The layers in ``safeLayers`` must not need any, so a pointer or an unchecked global that
/// creeps into them fails here (see the "Inside the engine" article). The others read memory
/// that Swift does not check (unretained handles, unchecked buffers: `Unretained` and
/// `UncheckedBuffer` are `@unsafe`, so every use of them is spelled out and counted), and
/// ``unsafeLayers`` names them with the reason.
@Suite struct UnsafeConfinementTests {
    static let coreSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/AppearanceCore")

    static let safeLayers = [
        "Traits", "Precedence", "Styled", "Catalog", "Explain", "Engine", "Scopes",
        // The entry points at the module's root.
        "Appearance.swift", "Appearance+Scopes.swift", "AppearanceNode+Proxies.swift", "AppearanceScope+Recording.swift",
        "AppearanceSubobjectProxy.swift", "Appearance+AssignedTypes.swift", "Appearance+InitialValues.swift",
    ]

    /// The layers that may use unsafe constructs, and why.
    static let unsafeLayers = [
        "Storage": "the raw allocations and unchecked globals, behind small named types",
        "Caches": "the rule index's tables, read by unretained handles without reference counting",
        "Walk": "the walk reads nodes, styles and matches through unretained handles",
        "Properties": "values are written to nodes the walk holds unretained, from unchecked queues",
        "Registry": "proxy records pass property requests that carry unretained objects",
        "Nodes": "a node's state keeps its style unretained (its rule index counts the nodes)",
        "Types": "the type table's flat arrays are unchecked buffers",
    ]

    /// Every folder of the core is in one of the two lists.
    @Test func everyLayerIsListed() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.coreSources.path)
            .filter { !$0.hasSuffix(".docc") && !$0.hasPrefix(".") }
        for folder in folders {
            #expect(Self.safeLayers.contains(folder) || Self.unsafeLayers[folder] != nil, "\(folder) is in neither list")
        }
    }

    /// Lines of `file` outside comments that use an unsafe construct.
    static func unsafeLines(in file: URL) throws -> [String] {
        let pattern =
            /(^|[^A-Za-z_(@])unsafe |@exclusivity\(unchecked\)|nonisolated\(unsafe\)|unowned\(unsafe\)|Unsafe[A-Z][A-Za-z]*Pointer|Unmanaged</
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .filter { !$0.element.trimmingCharacters(in: .whitespaces).hasPrefix("//") && $0.element.contains(pattern) }
            .map { "\(file.lastPathComponent):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
    }

    static func swiftFiles(in layer: String) -> [URL] {
        let root = coreSources.appendingPathComponent(layer)
        if layer.hasSuffix(".swift") { return [root] }
        return
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }) ?? []
    }

    @Test(arguments: safeLayers)
    func layerHasNoUnsafeCode(_ layer: String) throws {
        let files = Self.swiftFiles(in: layer)
        #expect(!files.isEmpty, "\(layer) was found")
        for file in files {
            let lines = try Self.unsafeLines(in: file)
            #expect(lines.isEmpty, "unsafe code in a safe layer:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// The check itself finds unsafe code where there is some.
    @Test func theCheckSeesStorage() throws {
        let lines = try Self.swiftFiles(in: "Storage").flatMap(Self.unsafeLines(in:))
        #expect(lines.count > 20)
    }

    // MARK: - Adopters

    static let packageRoot = coreSources.deletingLastPathComponent().deletingLastPathComponent()

    /// The engine's adopters outside the core: the kit and the benchmark's BenchNode adopter.
    /// They own their children through `AppearanceChildren` and reach the engine through its
    /// public API; the lifetime contract (raw addresses, the walk's globals) stays in the core.
    static let adopters = ["Sources/AppearanceKit", "Benchmarks/Sources/AppearanceBenchmark"]

    /// The only files of an adopter allowed unsafe code, each for a reason the file states.
    static let adopterUnsafeFiles: Set<String> = [
        // The hot state of every view (styled values, links, overrides) skips Swift's dynamic
        // exclusivity checks, which cost more than the engine's writes; and its superview link.
        "Sources/AppearanceKit/Views/View.swift",
        // The walks over a view's subtree (View.swift's machinery, moved out): they read the
        // subview lists in place and borrow each subview, downcast the views a walk log lists
        // without the runtime's check, and read the superview link and the tint marks above.
        "Sources/AppearanceKit/Views/View+WalkNotifications.swift",
        "Sources/AppearanceKit/Views/View+WalkPrefetch.swift",
        "Sources/AppearanceKit/Views/View+WalkTraits.swift",
        "Sources/AppearanceKit/Layers/Layer.swift",
        // The superview link: neither strong nor weak (its lifetime rule is in the file).
        "Sources/AppearanceKit/Views/SuperviewLink.swift",
        // UIKit's `getRed(_:green:blue:alpha:)` family takes pointers, as UIKit types it.
        "Sources/AppearanceKit/Values/Color+Components.swift",
        // Foundation's `attributes(at:effectiveRange:)` takes a range pointer (passed nil).
        "Sources/AppearanceKit/Inputs/NSAttributedString+Attributes.swift",
        // A C function looked up by name, and raw reads of /proc that do not allocate.
        "Benchmarks/Sources/AppearanceBenchmark/ProcessMemory.swift",
    ]

    /// What only the core may use: its walk-lifetime contract and raw addresses.
    static var coreOnly: Regex<Substring> {
        /WalkLifetime|UInt\(bitPattern:|BorrowedSubviews|withUnsafeBufferPointer|_withUnsafeGuaranteedRef/
    }

    static func adopterFiles(_ adopter: String) -> [URL] {
        let root = packageRoot.appendingPathComponent(adopter)
        return
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }) ?? []
    }

    @Test(arguments: adopters)
    func adoptersUseNoLifetimeContractOrRawAddress(_ adopter: String) throws {
        let files = Self.adopterFiles(adopter)
        #expect(!files.isEmpty, "\(adopter) was found")
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
                .filter { !$0.element.trimmingCharacters(in: .whitespaces).hasPrefix("//") && $0.element.contains(Self.coreOnly) }
                .map { "\(file.lastPathComponent):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
            #expect(lines.isEmpty, "the core's lifetime contract outside the core:\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test(arguments: adopters)
    func adoptersKeepUnsafeCodeToTheirListedFiles(_ adopter: String) throws {
        for file in Self.adopterFiles(adopter) {
            let relative = String(file.path.dropFirst(Self.packageRoot.path.count + 1))
            guard !Self.adopterUnsafeFiles.contains(relative) else { continue }
            let lines = try Self.unsafeLines(in: file)
            #expect(lines.isEmpty, "unsafe code in \(relative), which is not listed:\n\(lines.joined(separator: "\n"))")
        }
    }
}
