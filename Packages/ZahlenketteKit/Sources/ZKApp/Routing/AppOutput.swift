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

/// One observable thing that happened: `event <name> key=value …` in a journey's output.
public struct AppEvent: Sendable, Equatable {
    public let name: String
    public let fields: [(key: String, value: String)]

    public init(_ name: String, _ fields: [(key: String, value: String)] = []) {
        self.name = name
        self.fields = fields
    }

    public static func == (lhs: AppEvent, rhs: AppEvent) -> Bool {
        lhs.name == rhs.name && lhs.fields.map(\.key) == rhs.fields.map(\.key)
            && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}
