import Foundation

/// The repository's `Resources/` folder, found from this file: the content the app's fixtures load.
enum RepositoryResources {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ZahlenketteDesktopCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Desktop
        .deletingLastPathComponent()
        .appendingPathComponent("Resources")
}
