import ZKAudio
import ZKCore
import ZKScene

/// An intent the host turns input into (architecture.md 3: pointer, key and shake events).
public enum HostIntent: Equatable, Sendable {
    case tap(A11yID)
    /// A tap at a layout point on an element whose role is `.adjustable` (D-0526).
    case tapAt(A11yID, Point)
    case drag(from: A11yID, to: A11yID)
    case trace(A11yID)
    case shake
    /// A press that is held (the home button); `release` ends it.
    case press(A11yID)
    case release(A11yID)
    /// Typed text (a text field such as the nickname on S-03).
    case text(String)
    /// The delete key in a text field.
    case deleteBackward
    /// The window lost the focus (the app pauses a round).
    case suspend
    /// The window has the focus again.
    case activate
}

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

    public init(events: [HostEvent] = [], audio: [AudioEvent] = [], navigate: String? = nil) {
        self.events = events
        self.audio = audio
        self.navigate = navigate
    }
}

/// The test hooks of a screen that runs a game task (`solve`, `answer-wrong`).
public protocol TaskHooks {
    /// The element a correct answer taps.
    var correctAnswer: A11yID? { get }
    /// An element a wrong answer taps.
    var wrongAnswer: A11yID? { get }
}

/// The test hook of a screen that runs a whole round (`play-round`); the app shell provides it.
public protocol RoundHooks {
    /// Answers every remaining task correctly and returns what happened, ending on the round end.
    func playRemainingTasks(time: Double) -> HostResponse
}

/// A screen the host can show: the extension point the app shell plugs its screens S-01… into.
/// A screen is a function of its state, the viewport and the time (architecture.md 1).
public protocol HostScreen: AnyObject {
    /// The name printed after `screen` (the screen ID such as S05, or `gallery`).
    var name: String { get }
    func scene(size: Size, time: Double) -> Scene
    func handle(_ intent: HostIntent, time: Double) -> HostResponse
    /// True while something moves; the host idles otherwise.
    func isAnimating(at time: Double) -> Bool
    /// Lets time-based rules act (a completed hold, a timer); called by hosts after time passes.
    func tick(time: Double) -> HostResponse
    var taskHooks: (any TaskHooks)? { get }
    var roundHooks: (any RoundHooks)? { get }
    /// Tells the screen whether a voice line is playing, before each tick (a round waits for its
    /// prompt to end before the answers enable).
    func audioStatus(voicePlaying: Bool)
}

extension HostScreen {
    public func isAnimating(at time: Double) -> Bool { false }
    public func tick(time: Double) -> HostResponse { HostResponse() }
    public var taskHooks: (any TaskHooks)? { nil }
    public var roundHooks: (any RoundHooks)? { nil }
    public func audioStatus(voicePlaying: Bool) {}
}
