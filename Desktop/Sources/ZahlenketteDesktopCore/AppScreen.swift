import ZKApp
import ZKCore
import ZKGameKit
import ZKScene

/// The app shell as one host screen: the app routes between S-01 … S-08 itself, and its current
/// screen's ID is this screen's name, so scripts print `screen S05` as the child moves on.
@MainActor
public final class AppScreen: HostScreen, TaskHooks, RoundHooks {
    public let model: AppModel
    private var voicePlaying = false
    /// Where a fixture left the app's clock (`HostScreen.stillTime`).
    public var stillTime = 0.0

    public init(model: AppModel) {
        self.model = model
    }

    public var name: String { model.screen.rawValue }

    /// The app drawn at the window's layout size: a new size reaches the app as a resize first.
    public func scene(size: Size, time: Double) -> Scene {
        if size != model.viewport { _ = model.handle(.resize(size), time: time) }
        return model.scene(at: time)
    }

    public func handle(_ intent: AppIntent, time: Double) -> HostResponse {
        AppScreen.response(model.handle(intent, time: time))
    }

    public func tick(time: Double) -> HostResponse {
        AppScreen.response(model.tick(time: time, voicePlaying: voicePlaying))
    }

    public func audioStatus(voicePlaying: Bool) {
        self.voicePlaying = voicePlaying
    }

    public func isAnimating(at time: Double) -> Bool {
        model.isAnimating(at: time)
    }

    public var taskHooks: (any TaskHooks)? { self }
    public var roundHooks: (any RoundHooks)? { self }

    public var correctIntent: AppIntent? { model.correctIntent }

    public var wrongIntent: AppIntent? { model.wrongIntent }

    public func stroke(on id: A11yID) -> TracedStroke? { model.journeyStroke(on: id) }

    public func playRemainingTasks(time: Double) -> HostResponse {
        AppScreen.response(model.playRemainingTasks(time: time).output)
    }

    static func response(_ output: AppOutput) -> HostResponse {
        HostResponse(
            events: output.events.map { event in
                HostEvent(event.name, event.fields.map { HostEvent.Field($0.key, $0.value) })
            },
            audio: output.audio)
    }
}
