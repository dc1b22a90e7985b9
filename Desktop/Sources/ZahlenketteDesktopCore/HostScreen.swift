import ZKApp
import ZKAudio
import ZKCore
import ZKGameKit
import ZKScene

/// One observable thing that happened, printed by `--script` as `event <name> key=value …`.
public struct HostEvent: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let fields: [Field]

    public struct Field: Equatable, Sendable {
        public let key: String
        public let value: String

        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    public init(_ name: String, _ fields: [Field] = []) {
        self.name = name
        self.fields = fields
    }

    public var description: String {
        (["event", name] + fields.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }
}

/// What a screen answers to an intent: events to report, sound to play and, optionally, the next
/// screen.
public struct HostResponse: Equatable, Sendable {
    public var events: [HostEvent]
    public var audio: [AudioEvent]
    public var navigate: String?
    /// Sentences for a screen reader (a star earned, a round's end; docs/usability.md#announcements).
    public var announcements: [String]

    public init(
        events: [HostEvent] = [], audio: [AudioEvent] = [], navigate: String? = nil, announcements: [String] = []
    ) {
        self.events = events
        self.audio = audio
        self.navigate = navigate
        self.announcements = announcements
    }
}

/// The test hooks of a screen that runs a game task (`solve`, `answer-wrong`).
@MainActor
public protocol TaskHooks {
    /// The intent that answers correctly now (a tap on the right tile, a stroke, a shake).
    var correctIntent: AppIntent? { get }
    /// An intent that answers wrongly now.
    var wrongIntent: AppIntent? { get }
    /// The stroke a child would draw on the drawable element `id` now (`trace <id>`), if any.
    func stroke(on id: A11yID) -> TracedStroke?
}

extension TaskHooks {
    public func stroke(on id: A11yID) -> TracedStroke? { nil }
}

/// The test hook of a screen that runs a whole round (`play-round`); the app shell provides it.
@MainActor
public protocol RoundHooks {
    /// Answers every remaining task correctly and returns what happened, ending on the round end.
    func playRemainingTasks(time: Double) -> HostResponse
}

/// A screen the host can show: the extension point the app shell plugs its screens S-01… into.
/// A screen is a function of its state, the viewport and the time (docs/design-system.md#host-screens).
@MainActor
public protocol HostScreen: AnyObject {
    /// The name printed after `screen` (the screen ID such as S05, or `gallery`).
    var name: String { get }
    /// The screen drawn for a window whose layout size is `size`.
    func scene(size: Size, time: Double) -> Scene
    func handle(_ intent: AppIntent, time: Double) -> HostResponse
    /// True while something moves; the host idles otherwise.
    func isAnimating(at time: Double) -> Bool
    /// Lets time-based rules act (a completed hold, a timer); called by hosts after time passes.
    func tick(time: Double) -> HostResponse
    var taskHooks: (any TaskHooks)? { get }
    var roundHooks: (any RoundHooks)? { get }
    /// Tells the screen whether a voice line is playing, before each tick (a round waits for its
    /// prompt to end before the answers enable).
    func audioStatus(voicePlaying: Bool)
    /// Tells the screen whether a working sound device plays the voice (issue 19: without one,
    /// every game shows its picture fallback from the next round on).
    func audioDevice(available: Bool)
    /// The time a single photograph of the screen is taken at (`--screenshot`): where a fixture
    /// left it, so timed pictures (a lid that opened, a pulse) show as they stand then.
    var stillTime: Double { get }
}

extension HostScreen {
    public func isAnimating(at time: Double) -> Bool { false }
    public func tick(time: Double) -> HostResponse { HostResponse() }
    public var taskHooks: (any TaskHooks)? { nil }
    public var roundHooks: (any RoundHooks)? { nil }
    public func audioStatus(voicePlaying: Bool) {}
    public func audioDevice(available: Bool) {}
    public var stillTime: Double { 0 }
}
