import ZKApp
import ZKCore

/// The child's world for screenshots and scripts (issue 14): S-11 to S-14 as the first child of
/// the fixture reaches them from S-05, and S-27 at the end of a round in which a friend was made.
extension AppLauncher {
    static let worldScreens: [ScreenID] = [.garden, .decorationShop, .friendsGallery, .stickerAlbum, .befriending]

    static func worldScreen(_ target: ScreenID, fixture: ScreenFixture, options: Options) -> AppScreen {
        let app = fixtureScreen(.home, fixture: fixture, options: options)
        guard let model = app.model else { return app }
        var time = app.timeOffset
        func tap(_ id: A11yID) { _ = model.handle(.tap(id), time: time) }
        func advance(_ seconds: Double) {
            let end = time + seconds
            while time < end {
                time += 0.1
                _ = model.tick(time: time, voicePlaying: false)
            }
        }
        switch target {
        case .garden:
            tap(.home(.garden))
        case .decorationShop:
            tap(.home(.garden))
            tap(A11yID(.garden, "shop"))
        case .friendsGallery:
            tap(.home(.friends))
        case .stickerAlbum:
            tap(.home(.album))
        default:
            PreviewWorld.befriendNext(model.environment)
            tap(.home(.play))
            tap(.gameTile(.hoerHin))
            advance(3)
            for _ in 0..<2000 where model.screen == .gameContainer {
                if let intent = AppJourney(model).correctIntent { _ = model.handle(intent, time: time) }
                advance(0.2)
            }
            // The friend has grown in and says hello.
            advance(1)
        }
        app.timeOffset = time
        return app
    }
}
