import Foundation
import TestSupport
import Testing
import ZKApp
import ZKCore
import ZKPersistence
import ZKScene

/// The child's world for journeys: earning stars, the garden's beds and the shop's items by their
/// identifiers, and the stars as the home screen shows them.
extension AppHarness {
    /// `S11.decorationSlot.<x>_<y>`.
    static func bed(_ x: Int, _ y: Int) -> A11yID { .decorationSlot(column: x, row: y) }

    /// `S12.decoration.<item>`.
    static func shopItem(_ itemID: String) -> A11yID {
        A11yID.shopItem(itemID) ?? A11yID(.decorationShop, "decoration", itemID)
    }

    static let gardenShop = A11yID(.garden, "shop")
    static let gardenHome = A11yID(.garden, "home")
    static let shed = A11yID(.garden, "shed")
    static let shopConfirm = A11yID(.decorationShop, "confirm")
    static let shopClose = A11yID(.decorationShop, "close")
    static let shopBack = A11yID(.decorationShop, "back")
    static let shopNext = A11yID(.decorationShop, "next")
    static let befriendingSkip = A11yID(.befriending, "skip")

    /// `S11.shedItem.<i>`.
    static func shedItem(_ index: Int) -> A11yID { A11yID(.garden, "shedItem", String(index)) }

    /// Plays `rounds` rounds of `game` from the child home and comes back home.
    func earn(rounds: Int, game: GameID = .hoerHin) {
        for _ in 0..<rounds {
            tap(.home(.play))
            tap(.gameTile(game))
            playRound()
            tap(.roundEndHome)
        }
    }

    /// The first child's stars, as the store has them.
    func balance(profile index: Int = 0) throws -> Int {
        try store.rewards.balance(profileID: profile(index).id)
    }

    /// Every text drawn and every label of the current scene, one entry each.
    var sceneWords: [String] {
        let current = scene
        return current.texts.map(\.string) + current.elements.map(\.label)
    }
}
