// swift-tools-version: 6.0
// The portable package: all product logic, built and tested on Linux, macOS and iOS (spec 5.3.4).
import PackageDescription

/// The games: the one list. A game is its folder `Sources/Game<Name>` (whose module type is
/// `<Name>Game`), its content file and one line here. The app depends on every game listed, and
/// its registry is generated from that dependency list (`RegistryPlugin`); the module-graph check
/// reads this list through `swift package dump-package`.
let gameTargets = [
    "GameEntdecken",
    "GameWieViele",
    "GameHoerHin",
    "GameWasFehlt",
    "GameBlitzblick",
    "GameMehrOderWeniger",
    "GameNachspuren",
    "GameSchuettelbox",
    "GameFroschsprung",
    "GameZahlenmonster",
    "GameMemory",
    "GamePunktZuPunkt",
]

/// The allowed direct dependencies (spec 5.3.2; docs/development.md#module-rules). A new
/// module is one row here; `scripts/check_imports.py` checks this graph and every import line.
/// `fixtures`: the test target reads a `Fixtures` folder: `.bundled` copies it as a resource,
/// `.source` leaves it in the source tree (SVG goldens, read and recorded from there).
enum Fixtures {
    case none
    case bundled
    case source
}

let coreTargets: [(name: String, deps: [String], fixtures: Fixtures)] = [
    ("ZKCore", [], .source),
    ("ZKLearningEngine", ["ZKCore"], .bundled),
    ("ZKContent", ["ZKCore"], .none),
    ("ZKPersistence", ["ZKCore", "CSQLite"], .bundled),
    ("ZKAudio", ["ZKCore"], .none),
    ("ZKScene", ["ZKCore"], .none),
    ("ZKDesignSystem", ["ZKCore", "ZKScene"], .source),
    ("ZKGameKit", ["ZKCore", "ZKContent", "ZKDesignSystem", "ZKScene"], .none),
    ("ZKStore", ["ZKCore"], .none),
    (
        "ZKParentArea", ["ZKCore", "ZKContent", "ZKPersistence", "ZKLearningEngine", "ZKScene", "ZKDesignSystem"],
        .source
    ),
    ("ZKRewards", ["ZKCore", "ZKContent", "ZKPersistence"], .none),
    // The game list: every game, registered by the generated registry, and the engine's view of
    // them from their content files. Its tests build without the app (scripts/test.d/new-game.sh).
    ("ZKGameList", ["ZKCore", "ZKContent", "ZKGameKit", "ZKLearningEngine"] + gameTargets, .none),
    (
        "ZKApp",
        [
            "ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKScene", "ZKDesignSystem", "ZKGameKit",
            "ZKGameList", "ZKLearningEngine", "ZKParentArea", "ZKRewards", "ZKStore",
        ],
        .source
    ),
]

/// Every game imports ZKGameKit and, as declared here, the lower modules it draws and speaks with.
let gameDependencies = ["ZKGameKit", "ZKCore", "ZKContent", "ZKDesignSystem", "ZKScene"]

/// Tools, which are never products and never ship (docs/development.md#layout): the benchmarks and
/// the monkey in `Tools/`, the SIGKILL crash helpers and their shared workload in `Tests/Helpers/`.
/// `kind`: a library other tools and tests link, or an executable.
enum ToolKind {
    case library
    case executable
}

let toolTargets: [(name: String, folder: String, kind: ToolKind, deps: [String])] = [
    ("EngineBenchmark", "Tools", .executable, ["ZKCore", "ZKLearningEngine"]),
    ("StoreBenchmark", "Tools", .executable, ["ZKCore", "ZKPersistence", "StoreWorkload"]),
    ("SceneBenchmark", "Tools", .executable, ["ZKCore", "ZKScene", "ZKDesignSystem"]),
    // The seeded random-input driver through the real app: AppMonkeyTests runs it in `make test`,
    // MonkeyRunner in `make stress`.
    (
        "AppMonkey", "Tools", .library,
        ["ZKApp", "ZKContent", "ZKCore", "ZKGameKit", "ZKGameList", "ZKPersistence", "ZKScene"]
    ),
    ("MonkeyRunner", "Tools", .executable, ["AppMonkey", "ZKCore"]),
    // The synthetic task workload the store's benchmark and crash helper share.
    ("StoreWorkload", "Tests/Helpers", .library, ["ZKCore", "ZKPersistence"]),
    // The line protocol every crash helper speaks with its test.
    ("HelperLines", "Tests/Helpers", .library, []),
    ("StoreCrashHelper", "Tests/Helpers", .executable, ["HelperLines", "ZKCore", "ZKPersistence", "StoreWorkload"]),
    (
        "PurchaseCrashHelper", "Tests/Helpers", .executable,
        ["HelperLines", "ZKCore", "ZKContent", "ZKPersistence", "ZKRewards"]
    ),
    (
        "AbenteuerCrashHelper", "Tests/Helpers", .executable,
        ["HelperLines", "ZKApp", "ZKCore", "ZKGameKit", "ZKGameList", "ZKPersistence"]
    ),
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

/// `ZK_TEST_TARGETS=A,B`: only these test targets are declared, with the product modules they and
/// TestSupport need and no tools, so `swift test` builds just those (scripts/test.d/new-game.sh
/// builds a scratch copy with a new game this way). Unset: every target.
let selectedTests = Context.environment["ZK_TEST_TARGETS"].map { Set($0.split(separator: ",").map(String.init)) }
func declaresTest(_ name: String) -> Bool { selectedTests?.contains(name) ?? true }
let testSupportDependencies = ["ZKCore", "ZKContent", "ZKGameKit", "ZKDesignSystem", "ZKScene"]

/// The product modules the selected tests need: their subjects, TestSupport's modules and
/// everything those depend on. Nil: every module.
let neededModules: Set<String>? = selectedTests.map { tests in
    var uses: [String: [String]] = Dictionary(uniqueKeysWithValues: coreTargets.map { ($0.name, $0.deps) })
    for game in gameTargets { uses[game] = gameDependencies }
    var needed: Set<String> = []
    var pending = tests.map { String($0.dropLast("Tests".count)) } + testSupportDependencies
    while let module = pending.popLast() {
        guard let dependencies = uses[module], needed.insert(module).inserted else { continue }
        pending += dependencies
    }
    return needed
}
func declaresModule(_ name: String) -> Bool { neededModules?.contains(name) ?? true }

var targets: [Target] = systemLibraries
for target in coreTargets where declaresModule(target.name) {
    // The game list registers every game it depends on through the generated registry.
    let plugins: [Target.PluginUsage]? = target.name == "ZKGameList" ? [.plugin(name: "RegistryPlugin")] : nil
    targets.append(
        .target(name: target.name, dependencies: target.deps.map { .target(name: $0) }, plugins: plugins))
    guard declaresTest("\(target.name)Tests") else { continue }
    targets.append(
        .testTarget(
            name: "\(target.name)Tests",
            dependencies: [.target(name: target.name), "TestSupport"],
            exclude: target.fixtures == .source ? ["Fixtures"] : [],
            resources: target.fixtures == .bundled ? [.copy("Fixtures")] : nil
        )
    )
}
for game in gameTargets where declaresModule(game) {
    targets.append(.target(name: game, dependencies: gameDependencies.map { .target(name: $0) }))
    // Game tests read their SVG goldens from source (Fixtures/), so the folder is no resource.
    guard declaresTest("\(game)Tests") else { continue }
    targets.append(
        .testTarget(name: "\(game)Tests", dependencies: [.target(name: game), "TestSupport"], exclude: ["Fixtures"]))
}
for tool in toolTargets where selectedTests == nil {
    let deps = tool.deps.map { Target.Dependency.target(name: $0) }
    let path = tool.folder + "/" + tool.name
    switch tool.kind {
    case .library: targets.append(.target(name: tool.name, dependencies: deps, path: path))
    case .executable: targets.append(.executableTarget(name: tool.name, dependencies: deps, path: path))
    }
}
if selectedTests == nil {
    targets.append(.testTarget(name: "AppMonkeyTests", dependencies: ["AppMonkey", "TestSupport"]))
}
// Writes the game registry from the game list's dependencies, so the list lives in one place.
targets.append(.executableTarget(name: "RegistryGenerator", path: "Plugins/RegistryGenerator"))
targets.append(
    .plugin(
        name: "RegistryPlugin", capability: .buildTool(), dependencies: ["RegistryGenerator"],
        path: "Plugins/RegistryPlugin"))

// Shared test doubles and fixtures. FixedClock and SplitMix64 are ZKCore types, not test types.
targets.append(
    .target(
        name: "TestSupport", dependencies: testSupportDependencies.map { .target(name: $0) },
        path: "Tests/TestSupport")
)

let package = Package(
    name: "ZahlenketteKit",
    defaultLocalization: "de",
    platforms: [.iOS(.v17), .macOS(.v14)],
    // Only the product modules are products; no tool is (docs/development.md#layout).
    products: (coreTargets.map(\.name) + gameTargets).filter(declaresModule).map { .library(name: $0, targets: [$0]) },
    targets: targets
)
