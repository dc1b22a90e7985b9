import ZKContent
import ZKCore
import ZKDesignSystem
import ZKPersistence
import ZKScene

/// S-05: the child's home: their animal (to switch profiles), their stars and the big play button.
struct HomeScreen: ScreenModel {
    var profile: ChildProfile
    var stars: Int
    /// Today's Abenteuer: not started, in progress or done (engine 15.10).
    var abenteuer: AbenteuerProgress = .notStarted

    var screenID: ScreenID { .home }
    var destination: Destination { .home(self) }

    func handle(_ intent: AppIntent, _ context: ScreenContext) -> [AppEffect] {
        switch intent {
        case .tap(.home(.play)): [.open(.gamePicker, saying: .common("choose_game"))]
        case .tap(.home(.switchProfile)): [.open(.switchProfile, saying: .common("who_plays"))]
        case .tap(.home(.abenteuer)): [.open(.abenteuer, saying: nil)]
        default: []
        }
    }

    func scene(_ context: ScreenContext) -> Scene {
        let model = self
        let size = context.size
        let avatar = context.catalog.avatar(id: model.profile.avatarID)
        let name = avatar.map { context.text($0.nameKey) } ?? ""
        let avatarSide: Double = context.isCompact ? 72 : 96
        let play = Size(width: context.isCompact ? 220 : 300, height: context.isCompact ? 110 : 140)
        let playFrame = Rect(center: Point(x: size.width / 2, y: size.height * 0.58), size: play)
        let starFrame = Rect(x: size.width - Metrics.margin - 140, y: Metrics.margin, width: 140, height: 56)
        let nodes: [Node] = [
            ScreenKit.root(.home, label: context.text("home.a11y.avatar", .text(name)), in: context),
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
            BigButton(frame: playFrame, icon: .play, id: .home(.play), label: context.text("home.a11y.play")).node(),
            model.abenteuerButton(below: playFrame, context),
        ]
        return Scene(size: size, background: Palette.canvas, nodes: nodes)
    }
}
