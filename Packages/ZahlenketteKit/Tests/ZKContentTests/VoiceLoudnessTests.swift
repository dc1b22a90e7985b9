import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// Every voice line plays at one loudness, so a child never reaches for the volume between two lines
/// (D-0213): −20 LUFS integrated (ITU-R BS.1770-4) within ±0.5 LU, true peak at most −1 dBTP. Sounds
/// in Audio/common keep their own level but never clip.
@Suite("Voice loudness")
struct VoiceLoudnessTests {
    static let target = -20.0
    static let tolerance = 0.5
    static let peakLimit = -1.0

    @Test func meterReadsAFullScaleKilohertzToneAtMinus3LUFS() {
        // BS.1770's calibration: a 997 Hz sine at 0 dBFS peak reads −3.01 LKFS; 0.1 peak is 20 dB lower.
        let rate = 22_050.0
        let tone = (0..<Int(rate * 2)).map { 0.1 * sin(2 * Double.pi * 997 * Double($0) / rate) }
        let loudness = LoudnessMeter.integratedLoudness(VoiceClip(samples: tone, sampleRate: rate))
        #expect(abs(loudness - -23.01) < 0.1, "\(loudness)")
    }

    @Test func meterGatesSilenceOut() {
        let rate = 22_050.0
        // Two seconds of tone, then two of silence: the silent blocks fall under the gates, so only
        // the three blocks across the edge pull the result down (about 0.3 LU; ungated it would be 3).
        let tone = (0..<Int(rate * 2)).map { 0.1 * sin(2 * Double.pi * 997 * Double($0) / rate) }
        let withPause = tone + [Double](repeating: 0, count: Int(rate * 2))
        let alone = LoudnessMeter.integratedLoudness(VoiceClip(samples: tone, sampleRate: rate))
        let paused = LoudnessMeter.integratedLoudness(VoiceClip(samples: withPause, sampleRate: rate))
        #expect(abs(alone - paused) < 0.5, "\(alone) vs \(paused)")
    }

    @Test func truePeakFindsThePeakBetweenSamples() {
        // A quarter-rate sine sampled at 45°: every sample is 3 dB below the waveform's real peak.
        let tone = (0..<2_000).map { 0.5 * sin(Double.pi / 2 * Double($0) + Double.pi / 4) }
        let samplePeak = 20 * log10(tone.map(abs).max() ?? 0)
        let peak = LoudnessMeter.truePeak(VoiceClip(samples: tone, sampleRate: 22_050))
        #expect(abs(samplePeak - 20 * log10(0.5 * 0.5.squareRoot())) < 0.01)
        #expect(abs(peak - 20 * log10(0.5)) < 0.2, "\(peak)")
    }

    @Test(arguments: ShippedContent.languages)
    func everyVoiceLinePlaysAtMinus20LUFS(language: String) throws {
        var levels: [Double] = []
        for id in ShippedContent.catalog.prompts.lines.keys.sorted() {
            let clip = try VoiceClip.shipped(id, in: language)
            let loudness = LoudnessMeter.integratedLoudness(clip)
            levels.append(loudness)
            #expect(abs(loudness - Self.target) <= Self.tolerance, "\(id) plays at \(loudness) LUFS")
        }
        #expect(levels.count == ShippedContent.catalog.prompts.lines.count)
        #expect((levels.max() ?? 0) - (levels.min() ?? 0) <= 2 * Self.tolerance)
    }

    @Test(arguments: ShippedContent.languages)
    func noVoiceLinePeaksAboveMinus1dBTP(language: String) throws {
        for id in ShippedContent.catalog.prompts.lines.keys.sorted() {
            let clip = try VoiceClip.shipped(id, in: language)
            let peak = LoudnessMeter.truePeak(clip)
            #expect(peak <= Self.peakLimit, "\(id) peaks at \(peak) dBTP")
        }
    }

    @Test func soundsAndMusicNeverClip() throws {
        for id in ShippedContent.catalog.prompts.effects.keys.sorted() {
            let clip = try VoiceClip.shipped(id)
            #expect(clip.seconds > 0, "\(id)")
            #expect(LoudnessMeter.truePeak(clip) < 0, "\(id) clips")
        }
    }
}
