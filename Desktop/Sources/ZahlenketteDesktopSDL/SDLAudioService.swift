internal import CSDL2
import Foundation
import ZKAudio
import ZKCore
import ZahlenketteDesktopCore

/// SDL2_mixer behind `AudioService` (docs/app.md#voice-effects-and-music): channel 0 is the voice, the other
/// channels play effects, music loops on the music stream and ducks under voice. The policy itself
/// is ZKAudio's pure `VoiceQueuePolicy`; this class only carries out its actions.
public final class SDLAudioService: AudioService {
    private var policy: VoiceQueuePolicy
    private let roots: [String]
    private var chunks: [AudioID: UnsafeMutablePointer<Mix_Chunk>] = [:]
    private var music: OpaquePointer?
    private var reported: Set<AudioID> = []
    /// Set once the device is open; a failed init must not close what it never opened.
    private var opened = false
    /// Set when the host saw the device go away.
    private var failed = false
    private static let voiceChannel: Int32 = 0

    public var channels: AudioChannels {
        get { policy.channels }
        set { policy.channels = newValue }
    }

    /// True from a line's start until its queue is empty: a prompt of several clips counts as one.
    public var isVoicePlaying: Bool { !failed && policy.currentVoice != nil }

    /// False once the device failed: the voice counts as off from then on (issue 19).
    public var isAvailable: Bool { opened && !failed }

    /// SDL's drivers that open without a device and play to nowhere: no sound device at all for the
    /// child, so they count as none (issue 19).
    static let silentDrivers: Set<String> = ["dummy", "disk"]

    /// Opens the audio device; throws `AudioError.deviceUnavailable` when there is none, or when
    /// SDL only offers a driver that plays to nowhere, so the host falls back to
    /// `SilentAudioService` and the games to their pictures. `acceptingSilentDriver` opens such a
    /// driver all the same, for checks of the mixer path on machines without sound.
    public init(
        channels: AudioChannels = AudioChannels(), roots: [String] = SDLAudioService.defaultRoots(),
        acceptingSilentDriver: Bool = false
    ) throws {
        self.policy = VoiceQueuePolicy(channels: channels)
        self.roots = roots
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else { throw AudioError.deviceUnavailable }
        let driver = SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? ""
        guard acceptingSilentDriver || !SDLAudioService.silentDrivers.contains(driver.lowercased()),
            Mix_OpenAudio(44_100, zk_mix_default_format(), 2, 1_024) == 0
        else {
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            throw AudioError.deviceUnavailable
        }
        Mix_AllocateChannels(8)
        Mix_ReserveChannels(1)
        opened = true
    }

    /// The device went away: nothing more is played, and every line counts as ended.
    public func deviceFailed() {
        guard opened, !failed else { return }
        failed = true
        Mix_HaltChannel(-1)
        Mix_HaltMusic()
        HostLog.warn("the audio device failed; continuing without sound")
    }

    deinit {
        guard opened else { return }
        Mix_HaltChannel(-1)
        Mix_HaltMusic()
        for chunk in chunks.values { Mix_FreeChunk(chunk) }
        if let music { Mix_FreeMusic(music) }
        Mix_CloseAudio()
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }

    public func handle(_ event: AudioEvent) {
        guard !failed else { return }
        perform(policy.receive(event))
    }

    public func update() {
        guard !failed else { return }
        if policy.currentVoice != nil && Mix_Playing(SDLAudioService.voiceChannel) == 0 {
            perform(policy.voiceFinished())
        }
    }

    private func perform(_ actions: [AudioAction]) {
        for action in actions {
            switch action {
            case .startVoice(let id):
                guard let chunk = chunk(id), Mix_PlayChannelTimed(SDLAudioService.voiceChannel, chunk, 0, -1) >= 0
                else {
                    // A missing line must not block the queue: treat it as finished.
                    perform(policy.voiceFinished())
                    continue
                }
            case .stopVoice:
                Mix_HaltChannel(SDLAudioService.voiceChannel)
            case .playEffect(let id):
                if let chunk = chunk(id) { Mix_PlayChannelTimed(-1, chunk, 0, -1) }
            case .startMusic(let id):
                if let music { Mix_FreeMusic(music) }
                music = path(for: id).flatMap { Mix_LoadMUS($0) }
                if let music { Mix_PlayMusic(music, -1) } else { report(id) }
            case .stopMusic:
                Mix_HaltMusic()
            case .stopEffects:
                // Every channel but the reserved voice channel plays effects.
                for channel in 1..<Mix_AllocateChannels(-1) { Mix_HaltChannel(channel) }
            case .setMusicVolume(let fraction):
                Mix_VolumeMusic(Int32((Double(zk_mix_max_volume()) * fraction).rounded()))
            }
        }
    }

    private func chunk(_ id: AudioID) -> UnsafeMutablePointer<Mix_Chunk>? {
        if let chunk = chunks[id] { return chunk }
        guard let path = path(for: id), let chunk = zk_load_wav(path) else {
            report(id)
            return nil
        }
        chunks[id] = chunk
        return chunk
    }

    /// `common/` for effects and music; a voice line in its language's folder (`voice.en.num.7`:
    /// `en/num.7.ogg`), an unqualified one in the source language's (docs/content.md#9-languages).
    private func path(for id: AudioID) -> String? {
        let folder = id.isVoice ? id.voiceLanguage ?? "de" : "common"
        for root in roots {
            let path = "\(root)/\(folder)/\(id.fileID.rawValue).ogg"
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    private func report(_ id: AudioID) {
        if reported.insert(id).inserted { HostLog.warn(AudioError.missingFile(id).description) }
    }

    /// The audio folder of `ResourceLocator` (issue 20); none when the resources are missing.
    public static func defaultRoots() -> [String] {
        guard case .success(let resources) = ResourceLocator.process else { return [] }
        return [resources.audio.path]
    }

    /// Says once, on stderr, where the voice comes from, so a silent app can be told from a
    /// missing installation (issue 20; the package test reads this line).
    static func reportVoice(in roots: [String]) {
        for root in roots {
            let folder = "\(root)/de"
            let lines = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".ogg") }
            if let lines, !lines.isEmpty {
                HostLog.info("voice: \(lines.count) lines in \(folder)")
                return
            }
        }
        HostLog.warn("no voice lines in \(roots.map { "\($0)/de" }.joined(separator: " or ")); the app stays silent")
    }

    /// The live service, or the silent one when no device opens (the visual path stays intact).
    /// Where the voice lines are is said either way.
    public static func makeService() -> any AudioService {
        let roots = defaultRoots()
        reportVoice(in: roots)
        do {
            return try SDLAudioService(roots: roots)
        } catch {
            HostLog.warn("no audio device; continuing without sound, games show their pictures")
            return SilentAudioService()
        }
    }
}
