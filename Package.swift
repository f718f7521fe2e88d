// swift-tools-version: 6.3
import PackageDescription

let package = Package(
    name: "swift-appearance",
    products: [
        .library(name: "AppearanceCore", targets: ["AppearanceCore"]),
        .library(name: "AppearanceKit", targets: ["AppearanceKit"]),
    ],
    targets: [
        // MARK: Core Library
        .target(name: "AppearanceCore"),
        .target(name: "AppearanceKit", dependencies: ["AppearanceCore"]),

        // MARK: Tests
        .testTarget(name: "AppearanceCoreTests", dependencies: ["AppearanceCore"]),
        .testTarget(name: "AppearanceKitTests", dependencies: ["AppearanceKit"]),
    ],
    swiftLanguageModes: [.v6]
)

// Upcoming language features, applied to every target.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        // SE-0335: `any` for existential types.
        .enableUpcomingFeature("ExistentialAny"),
        // SE-0444: imports are visible only to files that make them.
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
