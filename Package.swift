// swift-tools-version: 6.3
import PackageDescription

let package = Package(
    name: "swift-appearance",
    products: [
        .library(name: "AppearanceCore", targets: ["AppearanceCore"]),
        .library(name: "AppearanceSolver", targets: ["AppearanceSolver"]),
        .library(name: "AppearanceKit", targets: ["AppearanceKit"]),
        .library(name: "AppearanceUIKit", targets: ["AppearanceUIKit"]),
        .library(name: "AppearanceThemes", targets: ["AppearanceThemes"]),
        .library(name: "AppearanceRender", targets: ["AppearanceRender"]),
        // Screens and themes (files, built-in, Swift) as the tools show them (#31).
        .library(name: "AppearancePreview", targets: ["AppearancePreview"]),
        // Contrast in every trait state and rule coverage, over an app's screens and themes (#34).
        .library(name: "AppearanceAudit", targets: ["AppearanceAudit"]),
        // Storyboards and XIBs loaded as the kit's views and controllers (#46).
        .library(name: "AppearanceInterfaceBuilder", targets: ["AppearanceInterfaceBuilder"]),
        // The studio, render, explain and check commands over an app's own screens and themes.
        .library(name: "AppearanceTools", targets: ["AppearanceTools"]),
        // Snapshot strategies and contrast assertions for an app's test suite (#47); the only
        // product that depends on swift-snapshot-testing.
        .library(name: "AppearanceSnapshotTesting", targets: ["AppearanceSnapshotTesting"]),
        .executable(name: "appearance", targets: ["appearance"]),
        // Turns what Linux cannot compile (@objc, #selector) into one-source code (#43).
        .executable(name: "appearance-port", targets: ["appearance-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Test-only: random view trees checked against the reference resolver.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // `swift package generate-documentation` builds each library's DocC catalog (CI does).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The studio's local web server (#15); only AppearanceStudio and the tool use it.
        // Without the default traits: swift-configuration support and the parts that need the
        // whole of Foundation, which the studio uses neither of (a lighter first build).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0", traits: []),
        // Test-only, and already built for Hummingbird: the studio's tests call its routes in
        // process through an embedded channel (no HTTP client, no TLS stack to compile).
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // Already built for Hummingbird: the HTTP parts the studio's request deadlines read.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.34.1"),
        // Only appearance-port parses Swift: no other target depends on it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Only AppearanceSnapshotTesting (#47): the library iOS teams already write snapshot tests with.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // MARK: Core Library
        // The processor's prefetch hint, which Swift cannot spell (AppearanceCore's
        // `MemoryPrefetch` wraps it).
        .target(name: "CAppearancePrefetch"),
        .target(
            name: "AppearanceCore", dependencies: ["CAppearancePrefetch"],
            // SE-0458: every unsafe construct is spelled `unsafe` (or sits behind a `@safe` type of
            // `Storage/` with its lifetime rule, or is one of the `@safe` stores of `Caches/` whose
            // exclusivity rule is written beside it), and CI fails on the warning for one that is not (#13).
            swiftSettings: [.strictMemorySafety()]),
        // The Cassowary solver under Auto Layout (#44): no dependency on anything else here.
        .target(name: "AppearanceSolver"),
        .target(
            name: "AppearanceKit", dependencies: ["AppearanceCore", "AppearanceSolver"],
            // SE-0458, as in the core: the kit owns its children through the core's
            // AppearanceChildren, and its few unsafe constructs (listed, with their reasons, in
            // UnsafeConfinementTests) are spelled `unsafe` (#30).
            swiftSettings: [.strictMemorySafety()],
            // The values round with libm's functions, which Foundation links on Linux but an
            // executable importing only the kit might not.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "AppearanceThemes",
            // The YAML reader reads libyaml's events from Yams's `CYaml` module, which comes
            // with the Yams product.
            dependencies: ["AppearanceKit", .product(name: "Yams", package: "Yams")],
            resources: [.copy("BuiltinThemes")]),
        // UIKit's names for the kit (#43): `import AppearanceUIKit` where iOS code says `import UIKit`.
        .target(name: "AppearanceUIKit", dependencies: ["AppearanceKit"]),
        .target(name: "AppearanceRender", dependencies: ["AppearanceKit"]),
        // An app's screens and themes for the tools: a screen is a builder of a window, a theme
        // is a file, a built-in theme or Swift code; the demo is registered the same way (#31).
        // Its resource is the Brand theme (docs/themes/brand.yaml links to it), which the demo
        // shows passing the audit (#34).
        .target(
            name: "AppearancePreview",
            dependencies: ["AppearanceKit", "AppearanceThemes", "AppearanceRender", "AppearanceInterfaceBuilder"],
            resources: [.copy("Resources")]),
        // The theme audit (#34): every screen × theme × trait state drawn once, its text and
        // control parts checked for contrast as drawn, its rules for whether they match and win.
        .target(
            name: "AppearanceAudit", dependencies: ["AppearanceKit", "AppearanceThemes", "AppearanceRender", "AppearancePreview"]),
        // The storyboard and XIB loader (#46): Foundation's XMLParser over Xcode's files, building kit views.
        .target(name: "AppearanceInterfaceBuilder", dependencies: ["AppearanceKit"]),

        // Snapshot strategies (SVG in every trait state, PNG where rsvg-convert is) and contrast
        // assertions for Swift Testing and XCTest, over an app's own views and controllers (#47).
        .target(
            name: "AppearanceSnapshotTesting",
            dependencies: [
                "AppearanceKit", "AppearanceRender", "AppearancePreview", "AppearanceAudit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),

        // MARK: Tools
        // The studio (#15): a local web page that previews, switches, inspects and edits themes.
        .target(
            name: "AppearanceStudio",
            dependencies: [
                "AppearanceKit", "AppearanceThemes", "AppearanceRender", "AppearancePreview", "AppearanceAudit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            resources: [.copy("Resources")]),
        // The commands as a library: `appearance` runs them over the demo, and an app's own
        // executable over its screens and themes (`AppearanceTools.main(catalog)`).
        .target(
            name: "AppearanceTools",
            dependencies: [
                "AppearanceKit", "AppearanceThemes", "AppearanceRender", "AppearancePreview", "AppearanceStudio",
                "AppearanceAudit", "AppearanceInterfaceBuilder", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "appearance", dependencies: ["AppearanceTools"]),
        // `appearance-port` (#43): the rewrite as a library (tested in process) and its command.
        .target(
            name: "AppearancePort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "appearance-port",
            dependencies: ["AppearancePort", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // MARK: Examples
        // An app that imports only AppearanceKit: it must build and link on its own.
        .executableTarget(name: "KitOnlyApp", dependencies: ["AppearanceKit"], path: "Examples/KitOnlyApp"),

        // MARK: Tests
        // The suite's two tiers (`APPEARANCE_SLOW_TESTS=1` runs the slow one) and tests that need
        // a program the toolchain does not bring (skipped with their reason, or failed under
        // `APPEARANCE_REQUIRE_TOOLS=1`).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "AppearanceCoreTests", dependencies: ["AppearanceCore", "TestSupport"]),
        .testTarget(name: "AppearanceKitTests", dependencies: ["AppearanceKit"]),
        .testTarget(name: "AppearanceSolverTests", dependencies: ["AppearanceSolver", "TestSupport"]),
        // An app module's UIKit code, compiled through AppearanceUIKit, that declares types with
        // the kit's own names (`Button`, `Label`, `Color`, `Appearance`, `Theme`), as apps do.
        .target(name: "UIKitNamesApp", dependencies: ["AppearanceUIKit"], path: "Tests/UIKitNamesApp"),
        .testTarget(name: "AppearanceUIKitTests", dependencies: ["AppearanceUIKit", "UIKitNamesApp"]),
        // A plain reading of DESIGN R4 (the reference resolver) compared with the engine on
        // random trees, rules, traits, explicit values, moves, reloads and theme switches (#12).
        .testTarget(
            name: "AppearanceReferenceTests",
            dependencies: ["AppearanceKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        // The seed articles' code, shared by the seed tests and the theme-file tests.
        .target(name: "SeedPort", dependencies: ["AppearanceKit"], path: "Tests/SeedPort"),
        // The same seed code (through the link Tests/SeedPortSwift5/Shared) in Swift 5 mode, as
        // apps build it.
        .target(
            name: "SeedPortSwift5", dependencies: ["AppearanceKit"], path: "Tests/SeedPortSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "AppearanceSeedTests", dependencies: ["AppearanceKit", "SeedPort", "SeedPortSwift5"]),
        // Seed 000 declares its own value-backed `cornerRadius`, `borderColor` and `borderWidth`
        // on its avatar, which the other seeds declare on every view: a module of its own.
        .target(name: "SeedPortAvatar", dependencies: ["AppearanceKit"], path: "Tests/SeedPortAvatar"),
        .testTarget(
            name: "AppearanceAvatarSeedTests", dependencies: ["AppearanceKit", "AppearanceRender", "SeedPortAvatar"]),
        .testTarget(
            name: "AppearanceThemesTests", dependencies: ["AppearanceThemes", "SeedPort", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "AppearanceRenderTests", dependencies: ["AppearanceRender", "AppearanceThemes"],
            exclude: ["Snapshots"]),
        // End-to-end tests of the `appearance` tool: they run the built binary (found beside the
        // test bundle, or at $APPEARANCE_BINARY), so build everything first (`swift build --build-tests`).
        .testTarget(name: "AppearanceCommandTests", dependencies: ["TestSupport"], exclude: ["Fixtures"]),
        // The porting trial (#10): app-shaped appearance set-up code, renamed and nothing else,
        // built in Swift 5 mode as apps build it and in Swift 6 mode (the same files, through
        // the `PortsSwift6/Shared` link), then run against windows by `PortsTests`.
        .target(
            name: "PortsSwift5", dependencies: ["AppearanceKit"], path: "Tests/Ports",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "PortsSwift6", dependencies: ["AppearanceKit"], path: "Tests/PortsSwift6"),
        .testTarget(name: "PortsTests", dependencies: ["AppearanceKit", "PortsSwift5", "PortsSwift6"]),
        // The seed articles' listings with UIKit's names, compiled unchanged through
        // AppearanceUIKit in Swift 5 mode and (the same files, through the link) Swift 6 mode.
        .target(
            name: "SeedListingsSwift5", dependencies: ["AppearanceUIKit"], path: "Tests/SeedListings",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "SeedListingsSwift6", dependencies: ["AppearanceUIKit"], path: "Tests/SeedListingsSwift6"),
        .testTarget(
            name: "SeedListingTests", dependencies: ["SeedListingsSwift5", "SeedListingsSwift6", "AppearanceUIKit"]),
        // App-shaped view classes (#43): written with UIKit's names and compiled unchanged
        // through AppearanceUIKit in Swift 5 mode, and, renamed to the kit's names by
        // ViewPortTests (which fails when the copy is stale), in Swift 6 mode.
        .target(
            name: "ViewPortsUIKit", dependencies: ["AppearanceUIKit"], path: "Tests/ViewPorts/UIKit",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "ViewPortsKit", dependencies: ["AppearanceKit"], path: "Tests/ViewPorts/Generated"),
        .testTarget(
            name: "ViewPortTests", dependencies: ["ViewPortsUIKit", "ViewPortsKit", "AppearanceRender"],
            path: "Tests/ViewPortTests"),

        // `appearance-port`'s rewrite (#43): cases in process, and its output for app-shaped
        // files (Fixtures) kept in PortedViews, which compiles through AppearanceUIKit in Swift 5
        // mode as apps build it and runs in the tests.
        .target(
            name: "PortedViews", dependencies: ["AppearanceUIKit"], path: "Tests/PortedViews",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "AppearancePortTests", dependencies: ["AppearancePort", "PortedViews", "AppearanceUIKit"],
            exclude: ["Fixtures"]),

        // `Self.appearance()` in class and static methods (#32), in Swift 6 and Swift 5 modes (the
        // same file through the link): run as child processes by SelfAppearanceTests, so that a
        // trap is a failed test.
        .executableTarget(name: "self-appearance-probe", dependencies: ["AppearanceKit"], path: "Tests/SelfAppearanceProbe"),
        .executableTarget(
            name: "self-appearance-probe-5", dependencies: ["AppearanceKit"], path: "Tests/SelfAppearanceProbeSwift5",
            swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: Fuzzing
        // The theme-file fuzzer (#12): seeded mutations of the corpus, checked by a harness that
        // loads, applies and renders each case. `ThemeFuzzTests` runs a fixed seed in the suite;
        // `theme-fuzz` runs as many cases as asked (Scripts/fuzz.sh).
        .target(
            name: "ThemeFuzzing", dependencies: ["AppearanceThemes", "AppearanceRender", "AppearanceAudit"], path: "Fuzz/ThemeFuzzing",
            resources: [.copy("Corpus")]),
        .executableTarget(
            name: "theme-fuzz",
            dependencies: ["ThemeFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Fuzz/ThemeFuzzer"),
        .testTarget(name: "ThemeFuzzTests", dependencies: ["ThemeFuzzing", "TestSupport"]),
        // Screens and themes as apps declare them for the tools (#31).
        .testTarget(name: "AppearancePreviewTests", dependencies: ["AppearancePreview"]),
        // The theme audit over the built-in and fixture screens and themes (#34).
        .testTarget(name: "AppearanceAuditTests", dependencies: ["AppearanceAudit", "AppearanceThemes"], resources: [.copy("Fixtures")]),
        // Storyboards, XIBs and a catalog written here, loaded, laid out, drawn and audited (#46).
        .testTarget(
            name: "AppearanceInterfaceBuilderTests",
            dependencies: [
                "AppearanceInterfaceBuilder", "AppearanceRender", "AppearanceAudit", "AppearanceThemes",
            ], exclude: ["Fixtures"]),
        // The tools as a library, run in process over an app's catalog (#31).
        .testTarget(
            name: "AppearanceToolsTests",
            dependencies: ["AppearanceTools", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Snapshots and contrast assertions as an app's test suite writes them (#47); the
        // references they compare with are kept in __Snapshots__.
        .testTarget(
            name: "AppearanceSnapshotTestingTests",
            dependencies: ["AppearanceSnapshotTesting", "AppearanceUIKit", "TestSupport"], exclude: ["__Snapshots__"]),
        // The studio's routes called in process, and the page in headless Chromium.
        .testTarget(
            name: "AppearanceStudioTests",
            dependencies: [
                "AppearanceStudio", "AppearancePreview", "TestSupport", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Browser"]),
    ],
    swiftLanguageModes: [.v6]
)

/// Targets that build app code as apps write it, without this package's upcoming features.
let appShapedTargets: Set<String> = [
    "PortsSwift5", "PortsSwift6", "KitOnlyApp", "self-appearance-probe", "self-appearance-probe-5", "ViewPortsUIKit",
    "ViewPortsKit", "SeedListingsSwift5", "SeedListingsSwift6", "PortedViews", "SeedPortSwift5",
]

// Upcoming language features, applied to every target.
for target in package.targets where !appShapedTargets.contains(target.name) {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            // SE-0335: `any` for existential types.
            .enableUpcomingFeature("ExistentialAny"),
            // SE-0444: imports are visible only to files that make them.
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
