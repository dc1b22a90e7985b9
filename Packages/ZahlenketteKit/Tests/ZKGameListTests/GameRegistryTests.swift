import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKGameList

/// The game list lives in one place, Package.swift's gameTargets (docs/adding-a-game.md): the
/// generated registry holds every game module, and each has its content file. This target is small on
/// purpose: the new-game check builds it on a scratch copy with a 13th game.
@Suite struct GameRegistryTests {
    @Test func everyGameModuleIsRegisteredReportsItsOwnIDAndHasItsContentFile() {
        let registry = GameRegistry.allGames()
        let twelve: [GameID] = [
            .entdecken, .wieViele, .hoerHin, .wasFehlt, .blitzblick, .mehrWeniger, .nachspuren, .schuettelbox,
            .froschsprung, .zahlenmonster, .memory, .punktZuPunkt,
        ]
        #expect(Array(registry.gameIDs.prefix(12)) == twelve)
        #expect(registry.verifyCompleteness(expected: registry.gameIDs).isEmpty)
        // Package.swift's game list and the content's games/<id>.json files name the same games.
        for game in ShippedContent.games where !registry.gameIDs.contains(game) {
            Issue.record("Resources/Content/games/\(game).json has no module in Package.swift's gameTargets")
        }
        for game in registry.gameIDs where !ShippedContent.games.contains(game) {
            Issue.record("the module of \(game) has no Resources/Content/games/\(game).json")
        }
    }
}
