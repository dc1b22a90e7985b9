import Foundation
import ZKAudio
import ZKContent
import ZKCore
import ZKPersistence
import ZKRewards

/// S-12: the decoration shop (docs/rewards.md#shop-shop-s-12). Every item at its fixed price, page by page; a tap
/// on an item only shows it large with its price as stars (the ones the child has filled, the
/// missing ones as outlines); the check mark appears only when the stars are there and buys it.
/// No prompt, no offer, no timer; an item the child has all copies of shows no check mark.
struct ShopScreen: ScreenModel {
    static let backID = A11yID(.decorationShop, "back")
    static let previousID = A11yID(.decorationShop, "previous")
    static let nextID = A11yID(.decorationShop, "next")
    static let confirmID = A11yID(.decorationShop, "confirm")
    static let closeID = A11yID(.decorationShop, "close")
    static let starsID = A11yID(.decorationShop, "stars")
    static let chosenID = A11yID(.decorationShop, "chosen")
    static let costID = A11yID(.decorationShop, "cost")

    var balance: Int
    var owned: [OwnedDecoration]
    var selection = ShopSelection()
    var page = 0

    var screenID: ScreenID { .decorationShop }
    var destination: Destination { .child(.shop(self)) }

    /// The tile identifier of an item: `S12.decoration.deco_tulpe`.
    static func tileID(_ itemID: String) -> A11yID {
        A11yID.shopItem(itemID) ?? A11yID(.decorationShop, "decoration", itemID)
    }

    func check(_ itemID: String, _ context: ScreenContext) -> PurchaseCheck {
        DecorationShop(catalog: context.catalog).check(itemID, balance: balance, owned: owned)
    }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        if let chosen = selection.chosen {
            switch id {
            case ShopScreen.confirmID where check(chosen, context) == .possible:
                guard let item = selection.confirm() else { return [] }
                return [.world(.buy(itemID: item))]
            case ShopScreen.closeID:
                selection.dismiss()
                return [.audio(.stopVoice)]
            default:
                return []
            }
        }
        switch id {
        case ShopScreen.backID: return [.open(.world(.garden), saying: nil)]
        case ShopScreen.previousID:
            page = max(0, page - 1)
            return []
        case ShopScreen.nextID:
            page = min(page + 1, ShopScreen.pageCount(context) - 1)
            return []
        default:
            guard let item = context.catalog.decorations.first(where: { ShopScreen.tileID($0.id) == id }) else {
                return []
            }
            selection.tap(item.id)
            // Missing stars are shown, never asked for (docs/rewards.md#befriending-celebration-celebrations-s-27): one calm sentence at most.
            if case .missingStars = check(item.id, context) { return [.audio(.prompt(.common("need_stars")))] }
            return [.audio(.effect(.effect("tap")))]
        }
    }
}
