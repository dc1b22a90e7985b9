import ZKAudio

/// What the app asks the host to do after an intent or a tick: sounds to play and events to
/// report (journey scripts print them).
public struct AppOutput: Sendable, Equatable {
    public var events: [AppEvent]
    public var audio: [AudioEvent]

    public init(events: [AppEvent] = [], audio: [AudioEvent] = []) {
        self.events = events
        self.audio = audio
    }

    mutating func append(_ other: AppOutput) {
        events += other.events
        audio += other.audio
    }
}
