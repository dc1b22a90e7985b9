import ZKApp
import ZKAudio

/// What the app answered to an intent or a tick, for the host: the events a script prints as
/// `event <name> key=value …`, the sounds to play and the sentences for a screen reader (a star
/// earned, a round's end; docs/usability.md#announcements).
public struct HostResponse: Equatable, Sendable {
    public var events: [AppEvent]
    public var audio: [AudioEvent]
    public var announcements: [String]

    public init(events: [AppEvent] = [], audio: [AudioEvent] = [], announcements: [String] = []) {
        self.events = events
        self.audio = audio
        self.announcements = announcements
    }

    /// A release that ended a touch by itself: it moved the app on or reported something, so no tap
    /// follows it (a pointer's lift and a key going up alike).
    public var acted: Bool { !events.isEmpty }
}
