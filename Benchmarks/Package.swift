// swift-tools-version: 6.3
// The benchmarks of swift-appearance, in a package of their own (as swift-nio keeps its
// benchmarks) so that neither of the README's commands compiles them:
//
//   swift run --package-path Benchmarks -c release appearance-bench --workload W.json --adopter kit
//   swift run --package-path Benchmarks -c release leak-check --cycles 200000
//   swift run --package-path Benchmarks -c release audit-bench --runs 9
//   swift run --package-path Benchmarks -c release ib-bench --scene-limit 0.1 --folder-limit 10
//   swift run --package-path Benchmarks -c release scope-bench --workload W.json --limit 2
//   swift run --package-path Benchmarks -c release solver-bench --compare-kiwi
//   swift test --package-path Benchmarks
//   python3 Benchmarks/gate/gate.py                       # the performance gate (Valgrind)
//   python3 Benchmarks/Scripts/compare_chromium.py        # beside Blink (Chromium)
//
// See docs/benchmarks.md.
import PackageDescription

let package = Package(
    name: "swift-appearance-benchmarks",
    dependencies: [
        .package(name: "swift-appearance", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The shared workload on BenchNode, an outside adopter of the engine written for speed.
        .target(
            name: "AppearanceBenchmark",
            dependencies: [.product(name: "AppearanceCore", package: "swift-appearance")],
            swiftSettings: [
                // Every unsafe construct is spelled `unsafe` (there is one, in ProcessMemory), and
                // the core's UnsafeConfinementTests checks where they may be.
                .strictMemorySafety(),
                // Nodes are touched only on the main actor, one access at a time, and Swift's
                // dynamic exclusivity checks cost more than the engine's writes to them: the
                // module skips them, as `@exclusivity(unchecked)` would property by property.
                .unsafeFlags(["-enforce-exclusivity=unchecked"]),
            ]),
        // The same workloads on the kit's own views, rules in code or from a theme file (#14).
        .target(
            name: "AppearanceBenchmarkKit",
            dependencies: [
                "AppearanceBenchmark",
                .product(name: "AppearanceKit", package: "swift-appearance"),
                .product(name: "AppearanceThemes", package: "swift-appearance"),
            ]),
        .executableTarget(
            name: "appearance-bench",
            dependencies: [
                "AppearanceBenchmark", "AppearanceBenchmarkKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The leak check (#12): a million create/attach/detach cycles of kit views, resident
        // memory measured (CI runs a shorter one).
        .executableTarget(
            name: "leak-check",
            dependencies: [
                "AppearanceBenchmark",
                .product(name: "AppearanceKit", package: "swift-appearance"),
                .product(name: "AppearanceThemes", package: "swift-appearance"),
                .product(name: "AppearanceRender", package: "swift-appearance"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "LeakCheck"),
        // The theme audit's speed (#34): the default matrix over the built-in screens and themes.
        .executableTarget(
            name: "audit-bench",
            dependencies: [
                .product(name: "AppearanceAudit", package: "swift-appearance"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "AuditBench"),
        // The Interface Builder loader's speed (#46): a 60 KB storyboard loaded and drawn in 8
        // states, and a folder of 30 storyboards and XIBs audited in the default matrix.
        .executableTarget(
            name: "ib-bench",
            dependencies: [
                .product(name: "AppearanceInterfaceBuilder", package: "swift-appearance"),
                .product(name: "AppearanceAudit", package: "swift-appearance"),
                .product(name: "AppearanceRender", package: "swift-appearance"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "InterfaceBuilderBench"),
        // Theme checking on hostile files (#42): variables chained far past the nesting limit.
        .executableTarget(
            name: "theme-bench",
            dependencies: [
                .product(name: "AppearanceThemes", package: "swift-appearance"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "ThemeBench"),
        // Scopes' cost (#35): a large tree under one scope against the same rules recorded globally.
        .executableTarget(
            name: "scope-bench",
            dependencies: [
                "AppearanceBenchmark",
                .product(name: "AppearanceCore", package: "swift-appearance"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "ScopeBench"),
        // The constraint solver's speed (#44): screen-shaped systems solved cold, after one
        // constant changes and after a text-size change, beside Kiwi on the same systems
        // (kiwi_bench.py, run with python3 by `--compare-kiwi`).
        .executableTarget(
            name: "solver-bench",
            dependencies: [
                .product(name: "AppearanceSolver", package: "swift-appearance"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "SolverBench", exclude: ["kiwi_bench.py"]),
        // The runner and both adopters on fixture workloads, and `appearance-bench` end to end
        // (it runs the built binary, found beside the test bundle: `swift build --build-tests`).
        .testTarget(
            name: "AppearanceBenchmarkTests",
            dependencies: ["AppearanceBenchmark", "AppearanceBenchmarkKit"],
            resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
