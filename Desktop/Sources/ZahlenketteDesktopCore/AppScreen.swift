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
    /// The app's time when the host's clock reads 0: a fixture that played up to a moment
    /// (a task in the middle of its flash) is drawn and continued from there, not from 0.
    public var timeOffset: Double

    public init(model: AppModel, timeOffset: Double = 0) {
        self.model = model
        self.timeOffset = timeOffset
    }

    public var name: String { model.screen.rawValue }

    /// The app drawn at the window's layout size: a new size reaches the app as a resize first.
    public func scene(size: Size, time: Double) -> Scene {
        if size != model.windowSize { _ = model.handle(.resize(size), time: time + timeOffset) }
        return model.scene(at: time + timeOffset)
    }

    public func handle(_ intent: AppIntent, time: Double) -> HostResponse {
        response(model.handle(intent, time: time + timeOffset))
    }

    public func tick(time: Double) -> HostResponse {
        response(model.tick(time: time + timeOffset, voicePlaying: voicePlaying))
    }

    public func audioStatus(voicePlaying: Bool) {
        self.voicePlaying = voicePlaying
    }

    public func audioDevice(available: Bool) {
        if model.voiceAvailable != available { model.voiceAvailable = available }
    }

    public func isAnimating(at time: Double) -> Bool {
        model.isAnimating(at: time + timeOffset)
    }

    public var taskHooks: (any TaskHooks)? { self }
    public var roundHooks: (any RoundHooks)? { self }

    public var correctIntent: AppIntent? { model.correctIntent }

    public var wrongIntent: AppIntent? { model.wrongIntent }

    public func stroke(on id: A11yID) -> TracedStroke? { model.journeyStroke(on: id) }

    public func playRemainingTasks(time: Double) -> HostResponse {
        response(model.playRemainingTasks(time: time + timeOffset).output)
    }

    func response(_ output: AppOutput) -> HostResponse {
        HostResponse(
            events: output.events.map { event in
                HostEvent(event.name, event.fields.map { HostEvent.Field($0.key, $0.value) })
            },
            audio: output.audio, announcements: model.announcements(for: output.events))
    }
}
