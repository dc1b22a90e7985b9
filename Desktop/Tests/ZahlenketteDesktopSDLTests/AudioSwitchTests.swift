import Foundation
import Testing
import ZKApp
import ZKAudio
import ZKCore
import ZKScene

@testable import ZahlenketteDesktopCore
@testable import ZahlenketteDesktopSDL

/// The parent's audio and motion switches (S-22, issue 16) reach the window's audio service at
/// once: the service records every event the host hands it and what its mixer policy does.
@MainActor struct AudioSwitchTests {
    /// Records what the host asked and what SDL_mixer would be told (the same policy as
    /// `SDLAudioService`).
    final class RecordingAudioService: AudioService {
        private var policy = VoiceQueuePolicy()
        private(set) var events: [AudioEvent] = []
        private(set) var actions: [AudioAction] = []
        var channels: AudioChannels {
            get { policy.channels }
            set { policy.channels = newValue }
        }
        var isVoicePlaying: Bool { policy.currentVoice != nil }
        func handle(_ event: AudioEvent) {
            events.append(event)
            actions += policy.receive(event)
        }
        func update() {}
    }

    private func timeAndBreaks(audio: RecordingAudioService) throws -> (WindowHost, AppScreen) {
        let options = AppLauncher.Options(
            dataDirectory: FileManager.default.temporaryDirectory, resources: AppFixture.resources, voiceAvailable: true
        )
        let screen = AppLauncher.fixtureScreen(.timeAndBreaks, fixture: ScreenFixture(), options: options)
        let host = try WindowHost(screen: screen, size: Size(width: 1024, height: 768), fullscreen: false, audio: audio)
        host.output = { _ in }
        return (host, screen)
    }

    private func tap(_ element: String, _ value: String, host: WindowHost, screen: AppScreen) throws {
        let id = try #require(A11yID.element(.timeAndBreaks, "device", element, value))
        host.respond(screen.handle(.tap(id), time: 1))
    }

    @Test func switchingTheVoiceOffSilencesTheRunningLineAtOnce() throws {
        let audio = RecordingAudioService()
        let (host, screen) = try timeAndBreaks(audio: audio)
        audio.handle(.prompt(.number(7)))
        audio.handle(.music(.music("garden")))
        #expect(audio.isVoicePlaying)
        try tap("voice", "off", host: host, screen: screen)
        #expect(audio.events.last == .channels(AudioChannels(voice: false, effects: true, music: false)))
        #expect(audio.actions.suffix(1) == [.stopVoice])
        #expect(!audio.isVoicePlaying)
        // Later prompts stay silent; effects still sound.
        audio.handle(.prompt(.number(8)))
        audio.handle(.effect(.effect("chime")))
        #expect(audio.actions.last == .playEffect(.effect("chime")))
        #expect(!audio.actions.contains(.startVoice(.number(8))))
    }

    @Test func effectsAndMusicHaveTheirOwnSwitches() throws {
        let audio = RecordingAudioService()
        let (host, screen) = try timeAndBreaks(audio: audio)
        try tap("music", "on", host: host, screen: screen)
        #expect(audio.channels == AudioChannels(voice: true, effects: true, music: true))
        audio.handle(.music(.music("garden")))
        #expect(audio.actions.contains(.startMusic(.music("garden"))))
        try tap("effects", "off", host: host, screen: screen)
        #expect(audio.actions.last == .stopEffects)
        try tap("music", "off", host: host, screen: screen)
        #expect(audio.actions.last == .stopMusic)
        #expect(audio.channels == AudioChannels(voice: true, effects: false, music: false))
    }

    @Test func reduceMotionAppliesToTheNextFrame() throws {
        let audio = RecordingAudioService()
        let (host, screen) = try timeAndBreaks(audio: audio)
        #expect(screen.model?.reduceMotion == false)
        try tap("reduceMotion", "on", host: host, screen: screen)
        #expect(screen.model?.reduceMotion == true)
        #expect(audio.events.isEmpty, "motion is no sound")
    }
}
