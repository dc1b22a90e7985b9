// swift-tools-version: 6.0
// The portable package: all product logic, built and tested on Linux, macOS and iOS (spec 5.3.4).
import PackageDescription

/// The twelve games; a game slots in here when its folder is created.
let gameTargets = ["GameEntdecken", "GameWieViele", "GameHoerHin", "GameWasFehlt"]

/// The allowed direct dependencies (spec 5.3.2 with the additions of architecture.md 2). A new
/// module is one row here; `scripts/check_imports.py` checks this graph and every import line.
/// `fixtures`: the test target copies its `Fixtures` folder.
let coreTargets: [(name: String, deps: [String], fixtures: Bool)] = [
    ("ZKCore", [], false),
    ("ZKLearningEngine", ["ZKCore"], true),
    ("ZKContent", ["ZKCore"], false),
    ("ZKPersistence", ["ZKCore", "CSQLite"], true),
    ("ZKAudio", ["ZKCore"], false),
    ("ZKScene", ["ZKCore"], false),
    ("ZKDesignSystem", ["ZKCore", "ZKScene"], true),
    ("ZKGameKit", ["ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"], false),
    (
        "ZKApp",
        [
            "ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKScene", "ZKDesignSystem", "ZKGameKit",
            "ZKLearningEngine", "GameEntdecken", "GameWieViele", "GameHoerHin", "GameWasFehlt",
        ],
        false
    ),
]

/// Every game imports ZKGameKit and, as declared here, the lower modules it draws and speaks with.
let gameDependencies = ["ZKGameKit", "ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"]

/// Executables that measure or exercise the package (`make bench`, the store's crash tests).
let toolTargets: [(name: String, deps: [String])] = [
    ("EngineBenchmark", ["ZKCore", "ZKLearningEngine"]),
    ("StoreBenchmark", ["ZKCore", "ZKPersistence", "StoreWorkload"]),
    ("StoreCrashHelper", ["ZKCore", "ZKPersistence", "StoreWorkload"]),
    ("SceneBenchmark", ["ZKCore", "ZKScene", "ZKDesignSystem"]),
]

/// System C libraries: the platform, not dependencies (spec 5.2.2).
let systemLibraries: [Target] = [
    .systemLibrary(
        name: "CSQLite",
        path: "Sources/CSQLite",
        pkgConfig: "sqlite3",
        providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    )
]

var targets: [Target] = systemLibraries
for target in coreTargets {
    targets.append(.target(name: target.name, dependencies: target.deps.map { .target(name: $0) }))
    targets.append(
        .testTarget(
            name: "\(target.name)Tests",
            dependencies: [.target(name: target.name), "TestSupport"],
            resources: target.fixtures ? [.copy("Fixtures")] : nil
        )
    )
}
for game in gameTargets {
    targets.append(.target(name: game, dependencies: gameDependencies.map { .target(name: $0) }))
    // Game tests read their SVG goldens from source (Fixtures/), so the folder is no resource.
    targets.append(
        .testTarget(name: "\(game)Tests", dependencies: [.target(name: game), "TestSupport"], exclude: ["Fixtures"]))
}
// The synthetic task workload the store's benchmark and crash helper share (not a product).
targets.append(.target(name: "StoreWorkload", dependencies: ["ZKCore", "ZKPersistence"]))
for tool in toolTargets {
    targets.append(.executableTarget(name: tool.name, dependencies: tool.deps.map { .target(name: $0) }))
}

// Shared test doubles and fixtures. FixedClock and SplitMix64 are ZKCore types, not test types.
targets.append(
    .target(
        name: "TestSupport", dependencies: ["ZKCore", "ZKContent", "ZKGameKit", "ZKDesignSystem", "ZKScene"],
        path: "Tests/TestSupport")
)

let package = Package(
    name: "ZahlenketteKit",
    defaultLocalization: "de",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: (coreTargets.map(\.name) + gameTargets).map { .library(name: $0, targets: [$0]) },
    targets: targets
)
