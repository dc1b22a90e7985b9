import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKScene

/// S-05: the child's home: their animal (to switch profiles), their stars, the big buttons (play and
/// today's Abenteuer), and the child's world below: the garden, the friends and the album.
/// No prices, no counters that nag, no "come back" (docs/rewards.md#befriending-celebration-celebrations-s-27).
struct HomeScreen: ScreenModel {
    var profile: ChildProfile
    var stars: Int
    /// Today's Abenteuer: not started, in progress or done (docs/app.md#sessions-daily-limits-and-the-gate).
    var abenteuer: AbenteuerProgress = .notStarted

    var screenID: ScreenID { .home }
    var destination: Destination { .child(.home(self)) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(.home(.play)): [.open(.round(.gamePicker), saying: .common("choose_game"))]
        case .tap(.home(.switchProfile)): [.open(.session(.switchProfile), saying: .common("who_plays"))]
        case .tap(.home(.garden)): [.open(.world(.garden), saying: .common("garden"))]
        case .tap(.home(.friends)): [.open(.world(.friends), saying: nil)]
        case .tap(.home(.album)): [.open(.world(.album), saying: .common("album"))]
        case .tap(.home(.abenteuer)): [.open(.round(.abenteuer), saying: nil)]
        default: []
        }
    }

    /// The big buttons, left to right.
    func primaryButtons(_ context: ScreenContext) -> [(icon: BigButton.Icon, id: A11yID, label: String)] {
        [(.play, .home(.play), context.text("home.a11y.play"))]
    }

    func scene(_ context: ScreenContext) -> Scene {
        let model = self
        let size = context.size
        let avatar = context.catalog.avatar(id: model.profile.avatarID)
        let name = avatar.map { context.text($0.nameKey) } ?? ""
        let avatarSide: Double = context.isCompact ? 72 : 96
        let starFrame = Rect(x: size.width - Metrics.margin - 140, y: Metrics.margin, width: 140, height: 56)
        // The row of big buttons: play, then today's Abenteuer.
        let layout = HomeLayout(size: size, compact: context.isCompact, primaryCount: primaryButtons(context).count + 1)
        var nodes: [Node] = [
            ScreenKit.root(.home, label: context.text("home.a11y.title", .text(name)), in: context),
            ScreenKit.pictureTile(
                image: avatar?.assetName ?? "",
                frame: Rect(x: Metrics.margin, y: Metrics.margin, width: avatarSide, height: avatarSide),
                id: .home(.switchProfile), label: context.text("home.a11y.switch_profile")),
            StarCounter(
                count: model.stars, frame: starFrame,
                accessibility: (
                    id: A11yID(.home, "stars"),
                    label: context.strings.text("home.a11y.stars", .integer(model.stars))
                )
            ).node(),
        ]
        for (button, frame) in zip(primaryButtons(context), layout.primary) {
            nodes.append(BigButton(frame: frame, icon: button.icon, id: button.id, label: button.label).node())
        }
        if let frame = layout.primary.last { nodes.append(model.abenteuerButton(in: frame, context)) }
        let world = layout.world
        nodes.append(
            ScreenKit.pictureTile(
                image: context.catalog.decoration(id: "deco.sonnenblume")?.assetName ?? "", frame: world[0],
                id: .home(.garden), label: context.text("home.a11y.garden")))
        nodes.append(
            ScreenKit.pictureTile(
                image: context.catalog.friend(number: 1)?.assetName ?? "", frame: world[1], id: .home(.friends),
                label: context.text("home.a11y.friends")))
        nodes.append(
            ScreenKit.glyphTile(
                Glyphs.album(in: world[2].insetBy(dx: world[2].width * 0.16, dy: world[2].height * 0.16)),
                frame: world[2], id: .home(.album), label: context.text("home.a11y.album")))
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
