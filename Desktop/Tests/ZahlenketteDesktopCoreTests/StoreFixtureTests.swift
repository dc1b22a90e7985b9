import Foundation
import Testing
import ZKApp
import ZKCore
import ZKScene
import ZKStore

@testable import ZahlenketteDesktopCore

/// `--store` reaches the app, F12 opens the sandbox's panel in scripts, and the fixtures photograph
/// S-15 and S-24 in the states the issue names (issue 17).
@MainActor struct StoreFixtureTests {
    private let resources = RepositoryResources.folder

    private func options(
        _ store: StoreChoice, folder: URL = FileManager.default.temporaryDirectory
    ) -> AppLauncher.Options {
        AppLauncher.Options(dataDirectory: folder, resources: resources, voiceAvailable: false, store: store)
    }

    private func texts(_ screen: AppScreen) -> String {
        screen.scene(size: Size(width: 1024, height: 768), time: 0).texts.map(\.string).joined(separator: " ")
            .replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    @Test func theStoreChoiceReachesTheApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zk-choice-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for choice in StoreChoice.allCases {
            let screen = AppLauncher.screen(
                options(choice, folder: folder), dataDirectory: folder, seed: 1, clock: SystemClock())
            let model = try #require(screen.model)
            #expect(model.environment.subscriptions.edition == (choice == .sandbox ? .sandbox : .desktopEdition))
        }
    }

    @Test func theS24FixturesShowTheOfferAndTheStatesTheyName() {
        let cases: [(String, String)] = [
            ("two-children", "7 Tage gratis testen"), ("pending", "Kauf wartet auf Bestätigung"),
            ("lapsed", "Abo beendet am 8. Okt. 2026"), ("trial", "Testphase bis 8. Okt. 2026"),
            ("prices-failed", "Preise konnten nicht geladen werden."),
        ]
        for (name, line) in cases {
            let screen = AppLauncher.fixtureScreen(
                .subscription, fixture: ScreenFixture(name: name), options: options(.sandbox))
            #expect(screen.name == "S24", "\(name)")
            #expect(texts(screen).contains(line), "\(name)")
            #expect(texts(screen).contains("Testumgebung"), "\(name) carries the sandbox's label")
        }
        let desktop = AppLauncher.fixtureScreen(.subscription, fixture: ScreenFixture(), options: options(.desktop))
        #expect(texts(desktop).contains("Diese Ausgabe enthält alle Spiele."))
        #expect(!texts(desktop).contains("€"))
    }

    @Test func theS15FixtureShowsALockedGameOnAFreeSandbox() {
        let screen = AppLauncher.fixtureScreen(
            .askParent, fixture: ScreenFixture(name: "memory"), options: options(.desktop))
        #expect(screen.name == "S15")
        let scene = screen.scene(size: Size(width: 1024, height: 768), time: 0)
        #expect(scene.element(A11yID(.askParent, "grownUp")) != nil)
    }

    @Test func f12OpensAndClosesTheDeveloperPanelOnlyInTheSandbox() {
        for choice in StoreChoice.allCases {
            var lines: [String] = []
            let runner = ScriptRunner(
                options: options(choice), output: { lines.append($0) }, screenshot: { _, _ in nil })
            let outcome = runner.run("key f12\nkey f12", startScreen: "S05")
            #expect(outcome == .ok, "\(lines)")
            let panels = lines.filter { $0 == "screen S24" }.count
            #expect(panels == (choice == .sandbox ? 1 : 0), "\(choice): \(lines)")
        }
    }
}
