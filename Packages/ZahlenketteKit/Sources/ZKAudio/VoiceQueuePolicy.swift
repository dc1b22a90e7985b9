import ZKCore

/// What a host's mixer must do next.
public enum AudioAction: Hashable, Sendable {
    case startVoice(AudioID)
    case stopVoice
    case playEffect(AudioID)
    case startMusic(AudioID)
    case stopMusic
    /// Music volume as a fraction of full (0.3 under voice, 1 otherwise).
    case setMusicVolume(Double)
    /// Effects switched off: the ones sounding now stop.
    case stopEffects
}

/// The voice/SFX/music policy (docs/app.md#voice-effects-and-music) as a pure state machine: one
/// voice line at a time; a new prompt cuts the running one and drops the queue; feedback queues
/// behind the current line; effects mix over voice; music ducks to 30 % under voice. Switched-off
/// channels stay silent.
public struct VoiceQueuePolicy: Hashable, Sendable {
    public static let duckedMusicVolume = 0.3

    public private(set) var currentVoice: AudioID?
    public private(set) var queue: [AudioID] = []
    public private(set) var currentMusic: AudioID?
    public var channels: AudioChannels

    public init(channels: AudioChannels = AudioChannels()) {
        self.channels = channels
    }

    public mutating func receive(_ event: AudioEvent) -> [AudioAction] {
        switch event {
        case .prompt(let id):
            guard channels.voice else { return [] }
            var actions: [AudioAction] = currentVoice == nil ? [] : [.stopVoice]
            queue = []
            currentVoice = id
            actions.append(.startVoice(id))
            if currentMusic != nil { actions.append(.setMusicVolume(VoiceQueuePolicy.duckedMusicVolume)) }
            return actions
        case .feedback(let id):
            guard channels.voice else { return [] }
            if currentVoice != nil {
                queue.append(id)
                return []
            }
            currentVoice = id
            return [.startVoice(id)]
                + (currentMusic != nil ? [.setMusicVolume(VoiceQueuePolicy.duckedMusicVolume)] : [])
        case .effect(let id):
            return channels.effects ? [.playEffect(id)] : []
        case .music(let id):
            guard let id, channels.music else {
                let had = currentMusic != nil
                currentMusic = nil
                return had ? [.stopMusic] : []
            }
            currentMusic = id
            return [.startMusic(id), .setMusicVolume(currentVoice == nil ? 1 : VoiceQueuePolicy.duckedMusicVolume)]
        case .channels(let switched):
            channels = switched
            var actions: [AudioAction] = []
            if !switched.voice, currentVoice != nil {
                currentVoice = nil
                queue = []
                actions.append(.stopVoice)
            }
            if !switched.effects { actions.append(.stopEffects) }
            if !switched.music, currentMusic != nil {
                currentMusic = nil
                actions.append(.stopMusic)
            }
            return actions
        case .stopVoice:
            let had = currentVoice != nil
            currentVoice = nil
            queue = []
            var actions: [AudioAction] = had ? [.stopVoice] : []
            if had && currentMusic != nil { actions.append(.setMusicVolume(1)) }
            return actions
        }
    }

    /// The running voice line ended (or its file was missing): start the next queued line or
    /// restore the music.
    public mutating func voiceFinished() -> [AudioAction] {
        guard currentVoice != nil else { return [] }
        if !queue.isEmpty {
            let next = queue.removeFirst()
            currentVoice = next
            return [.startVoice(next)]
        }
        currentVoice = nil
        return currentMusic != nil ? [.setMusicVolume(1)] : []
    }
}
