// swift-tools-version: 6.3
import PackageDescription

// An app's own preview tool (#31): the app's screens and themes — written as a UIKit app
// writes them, renamed — shown, explained and edited by `app-studio`, which is five lines over
// AppearanceTools. It depends on swift-appearance by path, as an app in the same repository
// (or a local checkout) would.
let package = Package(
    name: "AppStudio",
    dependencies: [
        .package(name: "swift-appearance", path: "../..")
    ],
    targets: [
        // The app's code: its screens, its `App…` subclasses and its Swift themes (the theme
        // seed's Dark, Light and Ocean).
        .target(name: "AppScreens", dependencies: [.product(name: "AppearanceKit", package: "swift-appearance")]),
        // The app's preview tool: `swift run app-studio studio`.
        .executableTarget(
            name: "app-studio",
            dependencies: ["AppScreens", .product(name: "AppearanceTools", package: "swift-appearance")]),
    ],
    swiftLanguageModes: [.v6]
)
