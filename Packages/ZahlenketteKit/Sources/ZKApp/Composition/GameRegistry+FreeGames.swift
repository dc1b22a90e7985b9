import GameEntdecken
import GameHoerHin
import GameWasFehlt
import GameWieViele
import ZKGameKit

extension GameRegistry {
    /// The registry of the free games (engine 17.1); premium games register here once they exist.
    public static func freeGames() -> GameRegistry {
        let registry = GameRegistry()
        registry.register(.entdecken) { EntdeckenGame() }
        registry.register(.wieViele) { WieVieleGame() }
        registry.register(.hoerHin) { HoerHinGame() }
        registry.register(.wasFehlt) { WasFehltGame() }
        return registry
    }
}
