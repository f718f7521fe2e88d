// swift-tools-version: 6.3
import PackageDescription

// An app's own preview tool (#31): the app's screens and themes — written as a UIKit app
// writes them, renamed — shown, explained and edited by `app-studio`, which is five lines over
// AppearanceTools. It depends on swift-appearance by path, as an app in the same repository
// (or a local checkout) would.
let package = Package(
    name: "AppStudio",
    dependencies: [
        .package(name: "swift-appearance", path: "../.."),
        // The snapshot tests (#47): the library the team's iOS snapshot tests already use.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // The app's code: its screens, its `App…` subclasses and its Swift themes (the theme
        // seed's Dark, Light and Ocean).
        // Its ports (#45) are written with UIKit's names (`import AppearanceUIKit` off Apple's
        // platforms) and read their named colours from the app's asset catalog.
        .target(
            name: "AppScreens",
            dependencies: [
                .product(name: "AppearanceKit", package: "swift-appearance"),
                .product(name: "AppearanceUIKit", package: "swift-appearance"),
            ],
            resources: [.copy("Ports/Assets.xcassets")]),
        // The app's preview tool: `swift run app-studio studio`.
        .executableTarget(
            name: "app-studio",
            dependencies: ["AppScreens", .product(name: "AppearanceTools", package: "swift-appearance")]),
        // The app's screens in its test suite (#47): snapshots of each in every trait state and
        // a contrast check, as an iOS team writes them, on Linux. References in __Snapshots__; the
        // ported screens' accepted contrast findings in PortBaselines.
        .testTarget(
            name: "AppScreensTests",
            dependencies: [
                "AppScreens", .product(name: "AppearanceSnapshotTesting", package: "swift-appearance"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "PortBaselines"]),
    ],
    swiftLanguageModes: [.v6]
)
