import TestSupport
import Testing
import ZKCore
import ZKGameKit
import ZKGameList
import ZKLearningEngine

/// The engine learns from the catalog the app builds from content and the game modules; the
/// engine's own tests and the benchmark use `StandardGameCatalog`. Both must see the same games.
@Suite struct ContentGameCatalogTests {
    @Test func eachGamesSkillsTierAndAbenteuerFlagComeFromItsContentFileAndTheEngineTableAgrees() {
        // The app's descriptors are read from games/<id>.json; the engine's table of the twelve
        // repeats them for its content-free tests, so a drift shows here, naming the game.
        let content = ContentGameCatalog(content: ShippedContent.catalog, registry: .allGames())
        let standard = StandardGameCatalog()
        #expect(content.games == GameRegistry.allGames().gameIDs)
        for game in content.games {
            let config = ShippedContent.game(game)
            #expect(content.descriptor(for: game)?.primarySkill == config?.primarySkill, "\(game)")
            #expect(content.descriptor(for: game)?.secondarySkill == config?.secondarySkill, "\(game)")
        }
        for game in StandardGameCatalog.games {
            #expect(
                content.descriptor(for: game) == standard.descriptor(for: game),
                "\(game): StandardGameCatalog disagrees with Resources/Content/games/\(game).json")
        }
    }

    @Test func theAppsCatalogAndTheEnginesAgreeOnWhatAChildCanGuess() {
        // D-0136, D-0137: tiles in the tile games, a coin flip in Mehr oder weniger, the tile table
        // elsewhere; the easiest form with at most two tiles.
        let content = ContentGameCatalog(content: ShippedContent.catalog, registry: .allGames())
        let standard = StandardGameCatalog()
        for game in StandardGameCatalog.games {
            for level in Level.allCases {
                for step in DifficultyStep.allCases {
                    for scaffolded in [false, true] {
                        let app = content.guessChance(for: game, step: step, level: level, scaffolded: scaffolded)
                        let engine = standard.guessChance(for: game, step: step, level: level, scaffolded: scaffolded)
                        #expect(abs(app - engine) < 1e-12, "\(game) \(level) \(step) scaffolded \(scaffolded)")
                    }
                }
            }
        }
        #expect(content.guessChance(for: .mehrWeniger, step: .step3, level: .vorschule, scaffolded: false) == 0.5)
        #expect(content.guessChance(for: .mehrWeniger, step: .step1, level: .littleOnes, scaffolded: true) == 0.5)
        #expect(content.guessChance(for: .wieViele, step: .step3, level: .vorschule, scaffolded: false) == 0.25)
        #expect(content.guessChance(for: .wieViele, step: .step1, level: .vorschule, scaffolded: true) == 0.5)
    }
}
