import Foundation
import TestSupport
import Testing
import ZKContent
import ZKCore

/// A lead-in ("Spring auf die", "Gib mir") is half a sentence: the number word that follows finishes
/// it. It must end on a level, continuing pitch, not with the fall that ends a sentence (D-0212): the
/// median F0 of its last 100 ms of voiced speech lies at most 1 semitone below the median F0 of the
/// voiced speech before its last 300 ms.
@Suite("Lead-in pitch")
struct LeadInPitchTests {
    static let allowedFall = 1.0
    let catalog = ShippedContent.catalog

    /// A tone rich in harmonics, like a voice, with the given pitch at each sample.
    private func voiced(_ hertz: (Double) -> Double, seconds: Double) -> VoiceClip {
        let rate = 22_050.0
        var phase = 0.0
        var samples: [Double] = []
        for index in 0..<Int(seconds * rate) {
            phase += 2 * Double.pi * hertz(Double(index) / rate) / rate
            samples.append((1...6).reduce(0.0) { $0 + 0.1 * sin(Double($1) * phase) / Double($1) })
        }
        return VoiceClip(samples: samples, sampleRate: rate)
    }

    @Test func trackerHearsASentenceFinalFall() throws {
        let level = voiced({ _ in 200 }, seconds: 1)
        let falling = voiced({ $0 < 0.7 ? 200 : 200 * pow(2, -5 * ($0 - 0.7) / 0.3 / 12) }, seconds: 1)
        let levelFall = try #require(PitchTracker.endFall(PitchTracker.track(level)))
        let fall = try #require(PitchTracker.endFall(PitchTracker.track(falling)))
        #expect(abs(levelFall) < 0.2, "\(levelFall)")
        #expect(fall > 3.5, "\(fall)")
        let frames = PitchTracker.track(level)
        #expect(frames.allSatisfy { abs($0.hertz - 200) < 2 })
    }

    @Test func everyLineFollowedByANumberWordIsALeadIn() {
        for line in catalog.prompts.lines.values {
            let followed = line.context?.lowercased().contains("followed by num.") ?? false
            #expect(line.isLeadIn == followed, "\(line.id): context and leadIn disagree")
        }
        let leadIns = catalog.prompts.lines.values.filter(\.isLeadIn).map(\.id.rawValue).sorted()
        #expect(leadIns.contains("prompt.froschsprung.jump") && leadIns.contains("prompt.zahlenmonster.give"))
        #expect(leadIns.count == 9)
    }

    @Test(arguments: ShippedContent.languages)
    func leadInsEndLevelForTheNumberThatFollows(language: String) throws {
        for line in catalog.prompts.lines.values.filter(\.isLeadIn) {
            let clip = try VoiceClip.shipped(line.id, in: language)
            let fall = try #require(PitchTracker.endFall(PitchTracker.track(clip)), "\(line.id) has no voiced end")
            #expect(fall <= Self.allowedFall, "\(line.id) falls \(fall) semitones at its end")
        }
    }

    @Test func aNumberWordStillEndsLikeASentence() throws {
        // The statement form `num.7` closes "Spring auf die" + "Sieben": it keeps its final fall, which
        // also shows the tracker tells the two contours apart on the real voice.
        let clip = try VoiceClip.shipped(.number(7))
        let fall = try #require(PitchTracker.endFall(PitchTracker.track(clip)))
        #expect(fall > 3, "\(fall)")
    }
}
