import ZKAudio
import ZKContent
import ZKCore
import ZKDesignSystem
import ZKRewards
import ZKScene

/// S-13: the Zahlenfreunde gallery (docs/rewards.md#garden-garden-s-11). All twenty, in number order: a friend the child
/// has made greets with its full hello when tapped; the others wait as friendly silhouettes, with
/// no lock and nothing to buy.
struct FriendsScreen: ScreenModel {
    static let homeID = A11yID(.friendsGallery, "home")

    let cards: [FriendCard]
    /// The friend who greeted last, ringed.
    var greeting: Int?

    var screenID: ScreenID { .friendsGallery }
    var destination: Destination { .child(.friends(self)) }

    mutating func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        guard case .input(.tap(let id)) = intent else { return [] }
        if id == FriendsScreen.homeID { return [.open(.round(.home), saying: nil)] }
        guard let card = cards.first(where: { A11yID.friend($0.friend.number) == id }) else { return [] }
        guard card.isBefriended else { return [.audio(.effect(.effect("soft")))] }
        greeting = card.friend.number
        return [.audio(.prompt(card.friend.helloAudio))]
    }

    func scene(_ context: ScreenContext) -> Scene {
        let size = context.size
        let margin = context.isCompact ? 8.0 : 16.0
        let top = margin + 64 + 8
        let area = Rect(x: margin, y: top, width: size.width - 2 * margin, height: size.height - top - margin)
        let spacing = context.isCompact ? 6.0 : 14.0
        let frames = Layout.fittingSquares(count: cards.count, maximumSide: 150, spacing: spacing, in: area).frames
        var nodes: [Node] = [
            ScreenKit.root(.friendsGallery, label: context.text("home.a11y.friends"), in: context),
            ScreenKit.homeButton(
                FriendsScreen.homeID, label: context.text("round_end.a11y.home"),
                center: Point(x: margin + 32, y: margin + 32)),
        ]
        for (card, frame) in zip(cards, frames) {
            let name = context.text(card.friend.nameKey)
            let label =
                card.isBefriended
                ? context.text("friends.a11y.friend", .text(name))
                : context.text("friends.a11y.not_yet", .text(name))
            nodes.append(
                ScreenKit.pictureTile(
                    image: card.isBefriended ? card.friend.assetName : card.friend.silhouetteAssetName, frame: frame,
                    id: .friend(card.friend.number), label: label, selected: greeting == card.friend.number))
        }
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
