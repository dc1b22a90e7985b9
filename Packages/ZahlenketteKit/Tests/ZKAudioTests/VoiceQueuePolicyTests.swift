import Testing
import ZKCore

@testable import ZKAudio

struct VoiceQueuePolicyTests {
    let seven = AudioID.number(7)
    let eight = AudioID.number(8)
    let praise = AudioID.common("praise")
    let chime = AudioID.effect("chime")
    let loop = AudioID.music("garden")

    @Test func aNewPromptCutsTheRunningLineAndDropsTheQueue() {
        var policy = VoiceQueuePolicy()
        #expect(policy.receive(.prompt(seven)) == [.startVoice(seven)])
        #expect(policy.receive(.feedback(praise)) == [])
        #expect(policy.receive(.prompt(eight)) == [.stopVoice, .startVoice(eight)])
        #expect(policy.queue.isEmpty)
        #expect(policy.voiceFinished() == [])
        #expect(policy.currentVoice == nil)
    }

    @Test func feedbackQueuesBehindTheCurrentLine() {
        var policy = VoiceQueuePolicy()
        _ = policy.receive(.prompt(seven))
        _ = policy.receive(.feedback(praise))
        _ = policy.receive(.feedback(eight))
        #expect(policy.voiceFinished() == [.startVoice(praise)])
        #expect(policy.voiceFinished() == [.startVoice(eight)])
        #expect(policy.voiceFinished() == [])
    }

    @Test func effectsMixOverVoice() {
        var policy = VoiceQueuePolicy()
        _ = policy.receive(.prompt(seven))
        #expect(policy.receive(.effect(chime)) == [.playEffect(chime)])
        #expect(policy.currentVoice == seven)
    }

    @Test func musicDucksToThirtyPercentUnderVoice() {
        var policy = VoiceQueuePolicy(channels: AudioChannels(voice: true, effects: true, music: true))
        #expect(policy.receive(.music(loop)) == [.startMusic(loop), .setMusicVolume(1)])
        #expect(policy.receive(.prompt(seven)) == [.startVoice(seven), .setMusicVolume(0.3)])
        #expect(policy.voiceFinished() == [.setMusicVolume(1)])
        #expect(policy.receive(.music(nil)) == [.stopMusic])
    }

    @Test func switchedOffChannelsStaySilent() {
        var policy = VoiceQueuePolicy(channels: AudioChannels(voice: false, effects: false, music: false))
        #expect(policy.receive(.prompt(seven)).isEmpty)
        #expect(policy.receive(.feedback(seven)).isEmpty)
        #expect(policy.receive(.effect(chime)).isEmpty)
        #expect(policy.receive(.music(loop)).isEmpty)
        #expect(!SilentAudioService().isVoicePlaying)
    }

    @Test func stopVoiceRestoresTheMusic() {
        var policy = VoiceQueuePolicy(channels: AudioChannels(music: true))
        _ = policy.receive(.music(loop))
        _ = policy.receive(.prompt(seven))
        #expect(policy.receive(.stopVoice) == [.stopVoice, .setMusicVolume(1)])
        #expect(policy.receive(.stopVoice) == [])
    }
}
