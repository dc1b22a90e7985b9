import Foundation
import ZKApp
import ZKCore
import ZKDesignSystem
import ZKGameKit
import ZKScene

/// What the host shows: the app, which routes between S-01 … S-27 itself, or a still picture the
/// kit draws (the launch fallback, the component gallery). The host draws only these scenes
/// (docs/design-system.md#host-screens); the current screen's ID is this screen's name, so scripts
/// print `screen S05` as the child moves on.
@MainActor
public final class AppScreen {
    public enum Content {
        case app(AppModel)
        /// A picture with nothing to tap, named like a screen.
        case still(name: String, draw: @MainActor (Size) -> Scene)
    }

    public let content: Content
    private var voicePlaying = false
    /// The app's time when the host's clock reads 0: a fixture that played up to a moment
    /// (a task in the middle of its flash) is drawn and continued from there, not from 0.
    public var timeOffset: Double
    /// Hears every intent the host sends, before the app does (tests of the window and scripts).
    package var intentObserver: ((AppIntent) -> Void)?

    public init(model: AppModel, timeOffset: Double = 0) {
        self.content = .app(model)
        self.timeOffset = timeOffset
    }

    init(still name: String, draw: @escaping @MainActor (Size) -> Scene) {
        self.content = .still(name: name, draw: draw)
        self.timeOffset = 0
    }

    /// The window's screen when the app cannot start: the app's calm fallback, nothing to tap.
    public static func launchFailure(resources: URL?) -> AppScreen {
        AppScreen(still: ScreenID.splash.rawValue) { LaunchFallback.scene(size: $0, resources: resources) }
    }

    /// Every design-system component at once (`--gallery`, `--screen gallery`); a developer's picture.
    public static func gallery(labels: GalleryLabels = DeveloperLabels.gallery) -> AppScreen {
        AppScreen(still: "gallery") { ComponentGallery.scene(size: $0, labels: labels) }
    }

    /// The running app; nil on a still picture.
    public var model: AppModel? {
        if case .app(let model) = content { return model }
        return nil
    }

    public var name: String {
        switch content {
        case .app(let model): model.screen.rawValue
        case .still(let name, _): name
        }
    }

    /// The app drawn at the window's layout size: a new size reaches the app as a resize first.
    public func scene(size: Size, time: Double) -> Scene {
        switch content {
        case .app(let model):
            if size != model.windowSize { _ = model.handle(.resize(size), time: time + timeOffset) }
            return model.scene(at: time + timeOffset)
        case .still(_, let draw):
            return draw(size)
        }
    }

    public func handle(_ intent: AppIntent, time: Double) -> HostResponse {
        intentObserver?(intent)
        guard let model else { return HostResponse() }
        return response(model.handle(intent, time: time + timeOffset))
    }

    /// Lets time-based rules act (a completed hold, a timer); called by hosts after time passes.
    public func tick(time: Double) -> HostResponse {
        guard let model else { return HostResponse() }
        return response(model.tick(time: time + timeOffset, voicePlaying: voicePlaying))
    }

    /// Tells the app whether a voice line is playing, before each tick (a round waits for its
    /// prompt to end before the answers enable).
    public func audioStatus(voicePlaying: Bool) {
        self.voicePlaying = voicePlaying
    }

    /// Tells the app whether a working sound device plays the voice (issue 19: without one, every
    /// game shows its picture fallback from the next round on).
    public func audioDevice(available: Bool) {
        if let model, model.voiceAvailable != available { model.voiceAvailable = available }
    }

    /// True while something moves; the host idles otherwise.
    public func isAnimating(at time: Double) -> Bool {
        model?.isAnimating(at: time + timeOffset) ?? false
    }

    /// The running app's journey hooks (docs/design-system.md#host-screens); nil on a still picture.
    private var journey: AppJourney? { model.map { AppJourney($0) } }

    /// The intent that answers the open task correctly now (`solve`), if a task is open.
    public var correctIntent: AppIntent? { journey?.correctIntent }

    /// An intent that answers the open task wrongly now (`answer-wrong`).
    public var wrongIntent: AppIntent? { journey?.wrongIntent }

    /// The stroke a child would draw on the drawable element `id` now (`trace <id>`), if any.
    public func stroke(on id: A11yID) -> TracedStroke? { journey?.stroke(on: id) }

    /// Answers every remaining task of the round correctly (`play-round`); nil on a still picture.
    public func playRemainingTasks(time: Double) -> HostResponse? {
        guard let model else { return nil }
        return response(AppJourney(model).playRemainingTasks(time: time + timeOffset).output)
    }

    func response(_ output: AppOutput) -> HostResponse {
        HostResponse(
            events: output.events, audio: output.audio, announcements: model?.announcements(for: output.events) ?? [])
    }
}
