// swift-tools-version: 6.0
// The portable package: all product logic, built and tested on Linux, macOS and iOS (spec 5.3.4).
import Foundation
import PackageDescription

let packageDirectory = Context.packageDirectory

/// A target is declared only once its folder holds Swift files, so the graph below can list the
/// whole product while later issues fill it in (architecture.md 2: a folder appears when it has files).
func hasSwiftFiles(_ relativePath: String) -> Bool {
    let root = URL(fileURLWithPath: packageDirectory).appendingPathComponent(relativePath)
    guard let walker = FileManager.default.enumerator(atPath: root.path) else { return false }
    while let item = walker.nextObject() as? String {
        if item.hasSuffix(".swift") || item.hasSuffix(".modulemap") { return true }
    }
    return false
}

func exists(_ relativePath: String) -> Bool {
    FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: packageDirectory).appendingPathComponent(relativePath).path)
}

let gameTargets = [
    "GameEntdecken", "GameWieViele", "GameHoerHin", "GameWasFehlt",
    "GameBlitzblick", "GameMehrOderWeniger", "GameNachspuren", "GameSchuettelbox",
    "GameFroschsprung", "GameZahlenmonster", "GameMemory", "GamePunktZuPunkt",
]

/// The allowed direct dependencies (spec 5.3.2 with the additions of architecture.md 2).
/// `scripts/check-imports.sh` reads this graph back through `swift package dump-package`.
let coreTargets: [(name: String, deps: [String])] = [
    ("ZKCore", []),
    ("ZKLearningEngine", ["ZKCore"]),
    ("ZKContent", ["ZKCore"]),
    ("ZKPersistence", ["ZKCore", "CSQLite"]),
    ("ZKAudio", ["ZKCore", "ZKContent"]),
    ("ZKScene", ["ZKCore"]),
    ("ZKDesignSystem", ["ZKCore", "ZKScene"]),
    ("ZKGameKit", ["ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"]),
    ("ZKRewards", ["ZKCore", "ZKPersistence"]),
    ("ZKStore", ["ZKCore"]),
    ("ZKParentArea", ["ZKCore", "ZKPersistence", "ZKStore", "ZKDesignSystem", "ZKScene", "ZKLearningEngine"]),
    (
        "ZKApp",
        [
            "ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKScene", "ZKDesignSystem", "ZKGameKit",
            "ZKLearningEngine", "ZKRewards", "ZKStore", "ZKParentArea",
        ] + gameTargets
    ),
]

/// Every game imports ZKGameKit and, as declared here, the lower modules it draws and speaks with.
let gameDependencies = ["ZKGameKit", "ZKCore", "ZKContent", "ZKAudio", "ZKDesignSystem", "ZKScene"]

/// Executables that measure or exercise the package (run by `make bench` and the fault tests).
let toolTargets: [(name: String, deps: [String])] = [
    ("EngineBenchmark", ["ZKCore", "ZKLearningEngine"]),
    ("StoreBenchmark", ["ZKCore", "ZKPersistence"]),
    ("StoreCrashHelper", ["ZKCore", "ZKPersistence"]),
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

let declared = Set(coreTargets.map(\.name) + gameTargets).filter { hasSwiftFiles("Sources/\($0)") }
let hasTestSupport = hasSwiftFiles("Tests/TestSupport")

var targets: [Target] = systemLibraries.filter { hasSwiftFiles("Sources/\($0.name)") }
let declaredSystemLibraries = Set(targets.map(\.name))

func resolvable(_ deps: [String]) -> [Target.Dependency] {
    deps.filter { declared.contains($0) || declaredSystemLibraries.contains($0) }.map { .target(name: $0) }
}

func testTarget(for name: String) -> Target? {
    let folder = "Tests/\(name)Tests"
    guard hasSwiftFiles(folder) else { return nil }
    var deps: [Target.Dependency] = [.target(name: name)]
    if hasTestSupport { deps.append("TestSupport") }
    return .testTarget(
        name: "\(name)Tests",
        dependencies: deps,
        resources: exists("\(folder)/Fixtures") ? [.copy("Fixtures")] : nil
    )
}

for target in coreTargets where declared.contains(target.name) {
    targets.append(
        .target(
            name: target.name,
            dependencies: resolvable(target.deps),
            resources: exists("Sources/\(target.name)/Resources") ? [.copy("Resources")] : nil
        )
    )
    if let tests = testTarget(for: target.name) { targets.append(tests) }
}
for game in gameTargets where declared.contains(game) {
    targets.append(.target(name: game, dependencies: resolvable(gameDependencies)))
    if let tests = testTarget(for: game) { targets.append(tests) }
}
for tool in toolTargets where hasSwiftFiles("Sources/\(tool.name)") {
    targets.append(.executableTarget(name: tool.name, dependencies: resolvable(tool.deps)))
}

// Shared test doubles and fixtures. FixedClock and SplitMix64 are ZKCore types, not test types.
if hasTestSupport {
    targets.append(
        .target(
            name: "TestSupport",
            dependencies: resolvable([
                "ZKCore", "ZKContent", "ZKPersistence", "ZKAudio", "ZKStore", "ZKGameKit", "ZKScene",
            ]),
            path: "Tests/TestSupport"
        )
    )
}

let libraryNames = (coreTargets.map(\.name) + gameTargets).filter { declared.contains($0) }

let package = Package(
    name: "ZahlenketteKit",
    defaultLocalization: "de",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: libraryNames.map { .library(name: $0, targets: [$0]) },
    targets: targets
)
