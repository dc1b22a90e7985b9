import ZKCore

/// What a screen or game asks the sound system to do (docs/app.md#voice-effects-and-music).
public enum AudioEvent: Hashable, Sendable {
    /// A new instruction: cuts the running voice line and clears the queue.
    case prompt(AudioID)
    /// Feedback ("Genau, sieben!"): queues behind the running voice line.
    case feedback(AudioID)
    /// An effect: mixes over voice.
    case effect(AudioID)
    /// A music loop, or nil to stop the music.
    case music(AudioID?)
    /// Silence the voice and drop the queue (leaving a screen).
    case stopVoice
    /// The parent switched channels (voice, effects, music): applied at once; a channel switched
    /// off falls silent now (issue 16).
    case channels(AudioChannels)
}

extension AudioEvent {
    /// The event with its voice line in `language`'s voice (`AudioID.spoken(in:)`).
    public func spoken(in language: String) -> AudioEvent {
        switch self {
        case .prompt(let id): .prompt(id.spoken(in: language))
        case .feedback(let id): .feedback(id.spoken(in: language))
        case .effect, .music, .stopVoice, .channels: self
        }
    }
}

/// Which of the three channels the parent switched on (docs/app.md#voice-effects-and-music:
/// separate switches).
public struct AudioChannels: Hashable, Sendable {
    public var voice: Bool
    public var effects: Bool
    public var music: Bool

    public init(voice: Bool = true, effects: Bool = true, music: Bool = false) {
        self.voice = voice
        self.effects = effects
        self.music = music
    }
}

/// Plays sound. Hosts implement it (SDL2_mixer on the desktop, AVAudioEngine on iOS); a missing
/// device or file never stops the visual path (spec 3.1.4).
public protocol AudioService: AnyObject {
    func handle(_ event: AudioEvent)
    /// Called by the host's frame loop: notices finished voice lines and starts queued ones.
    func update()
    var channels: AudioChannels { get set }
    /// True while a voice line plays (the speaker button pulses instead when voice is off).
    var isVoicePlaying: Bool { get }
    /// False when no working device plays sound (none opened, a device that outputs nothing, or
    /// one that failed): the app then treats the voice as off and every game shows its picture
    /// fallback (issue 19).
    var isAvailable: Bool { get }
    /// The host saw the device fail (unplugged, removed); from now on `isAvailable` is false.
    func deviceFailed()
}

extension AudioService {
    public var isAvailable: Bool { true }
    public func deviceFailed() {}
}

/// The service used when no audio device exists or in tests: records nothing, plays nothing.
public final class SilentAudioService: AudioService {
    public var channels: AudioChannels

    public init(channels: AudioChannels = AudioChannels()) {
        self.channels = channels
    }

    public func handle(_ event: AudioEvent) {}

    public func update() {}

    public var isVoicePlaying: Bool { false }

    /// Nothing plays: the voice counts as off.
    public var isAvailable: Bool { false }
}
