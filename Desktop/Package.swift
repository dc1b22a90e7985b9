// swift-tools-version: 6.0
// The SDL2 desktop host (docs/development.md#module-rules): draws the portable Scene, plays sound, maps input.
import PackageDescription

let kit: [Target.Dependency] = [
    .product(name: "ZKCore", package: "ZahlenketteKit"),
    .product(name: "ZKScene", package: "ZahlenketteKit"),
    .product(name: "ZKDesignSystem", package: "ZahlenketteKit"),
    .product(name: "ZKAudio", package: "ZahlenketteKit"),
    .product(name: "ZKGameKit", package: "ZahlenketteKit"),
    .product(name: "ZKApp", package: "ZahlenketteKit"),
    .product(name: "ZKStore", package: "ZahlenketteKit"),
    .product(name: "ZKParentArea", package: "ZahlenketteKit"),
]

let package = Package(
    name: "ZahlenketteDesktop",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../Packages/ZahlenketteKit")],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libsdl2-mixer-dev"]),
                .brew(["sdl2", "sdl2_ttf", "sdl2_image", "sdl2_mixer"]),
            ]
        ),
        // cairo writes the printable report as a PDF (issue 16).
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // ATK and its AT-SPI bridge, for screen readers (issue 39, D-0413).
        .systemLibrary(
            name: "CATK",
            path: "Sources/CATK",
            pkgConfig: "atk-bridge-2.0",
            providers: [.apt(["libatk1.0-dev", "libatk-bridge2.0-dev"])]
        ),
        .target(
            name: "CAtkBridge", dependencies: ["CATK"],
            linkerSettings: ["atk-bridge-2.0", "atk-1.0", "gio-2.0", "gobject-2.0", "glib-2.0"].map {
                .linkedLibrary($0)
            }),
        .target(
            name: "ZahlenketteDesktopA11y",
            dependencies: [
                "CAtkBridge", .product(name: "ZKCore", package: "ZahlenketteKit"),
                .product(name: "ZKScene", package: "ZahlenketteKit"),
            ]),
        // Pure host logic: arguments, scripts, focus ring, input mapping, the app and its fixtures.
        .target(name: "ZahlenketteDesktopCore", dependencies: kit),
        // Everything that touches SDL: renderer, window, audio, fonts, images.
        .target(
            name: "ZahlenketteDesktopSDL",
            dependencies: ["CSDL2", "CCairo", "ZahlenketteDesktopCore", "ZahlenketteDesktopA11y"] + kit),
        // The shipped program.
        .executableTarget(
            name: "zahlenkette", dependencies: ["ZahlenketteDesktopSDL", "ZahlenketteDesktopCore"] + kit),
        // The desktop's benchmarks, a tool that never ships (docs/development.md#benchmarks).
        .executableTarget(
            name: "zahlenkette-bench",
            dependencies: ["ZahlenketteDesktopSDL", "ZahlenketteDesktopCore", "ZahlenketteDesktopA11y"] + kit,
            path: "Tools/zahlenkette-bench"),
        // The keyboard journey plays every registered game: the game list is its one import beyond the host's.
        .testTarget(
            name: "ZahlenketteDesktopCoreTests",
            dependencies: ["ZahlenketteDesktopCore", .product(name: "ZKGameList", package: "ZahlenketteKit")] + kit),
        .testTarget(
            name: "ZahlenketteDesktopSDLTests", dependencies: ["ZahlenketteDesktopSDL", "ZahlenketteDesktopCore"] + kit),
    ]
)
