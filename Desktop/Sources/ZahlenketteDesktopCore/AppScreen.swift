import ZKApp
import ZKCore
import ZKScene

/// The app shell as one host screen: the app routes between S-01 … S-08 itself, and its current
/// screen's ID is this screen's name, so scripts print `screen S05` as the child moves on.
public final class AppScreen: HostScreen, TaskHooks, RoundHooks {
    public let model: AppModel
    private var voicePlaying = false

    public init(model: AppModel) {
        self.model = model
    }

    public var name: String { model.screen.rawValue }

    public func scene(size: Size, time: Double) -> Scene {
        model.scene(size: size, time: time)
    }

    public func handle(_ intent: HostIntent, time: Double) -> HostResponse {
        AppScreen.response(model.handle(AppScreen.appIntent(intent), time: time))
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

    public var correctAnswer: A11yID? {
        if case .tap(let id) = model.correctIntent { return id }
        return nil
    }

    public var wrongAnswer: A11yID? {
        if case .tap(let id) = model.wrongIntent { return id }
        return nil
    }

    public func playRemainingTasks(time: Double) -> HostResponse {
        AppScreen.response(model.playRemainingTasks(time: time).output)
    }

    static func appIntent(_ intent: HostIntent) -> AppIntent {
        switch intent {
        case .tap(let id): .tap(id)
        case .tapAt(let id, let point): .tapAt(id, point)
        case .drag(let from, let to): .drag(from: from, to: to)
        case .trace(let id): .trace(id)
        case .shake: .shake
        case .press(let id): .press(id)
        case .release(let id): .release(id)
        case .text(let text): .text(text)
        case .deleteBackward: .deleteBackward
        case .suspend: .suspend
        case .activate: .activate
        }
    }

    static func response(_ output: AppOutput) -> HostResponse {
        HostResponse(
            events: output.events.map { event in
                HostEvent(event.name, event.fields.map { HostEvent.Field($0.key, $0.value) })
            },
            audio: output.audio)
    }
}
