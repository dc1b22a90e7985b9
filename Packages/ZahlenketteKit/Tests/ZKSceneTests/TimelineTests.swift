import Testing
import ZKCore

@testable import ZKScene

struct TimelineTests {
    let move = Tween(key: "x", kind: .position, start: 1, duration: 0.5, from: 0, to: 100, easing: .linear)

    @Test func tweensInterpolateBetweenStartAndEnd() {
        let timeline = Timeline([move])
        #expect(timeline.sample("x", at: 0.5)?.value == 0)
        #expect(timeline.sample("x", at: 1.25)?.value == 50)
        #expect(timeline.sample("x", at: 5)?.value == 100)
        #expect(timeline.isAnimating(at: 1.2))
        #expect(!timeline.isAnimating(at: 1.5))
    }

    @Test func reduceMotionReplacesMovementByAFadeOfAtMostQuick() {
        let timeline = Timeline([move], reduceMotion: true)
        let midFade = timeline.sample("x", at: 1.075)
        #expect(midFade?.value == 100)
        #expect(abs((midFade?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(timeline.sample("x", at: 1.2)?.opacity == 1)
        #expect(timeline.endTime() == 1.15)
        #expect(!timeline.isAnimating(at: 1.2))
    }

    @Test func repeatingPulsesStandStillUnderReduceMotion() {
        let pulse = Tween(key: "p", kind: .scale, start: 0, duration: 1, from: 1, to: 2, easing: .linear, repeats: true)
        #expect(Timeline([pulse]).sample("p", at: 0.5)?.value == 2)
        #expect(Timeline([pulse]).sample("p", at: 1.25)?.value == 1.5)
        #expect(Timeline([pulse], reduceMotion: true).sample("p", at: 0.5)?.value == 1)
        #expect(!Timeline([pulse], reduceMotion: true).isAnimating(at: 0.5))
    }

    @Test func timelinesReadAnInjectedClock() {
        let timeline = Timeline([move])
        #expect(timeline.sample("x", clock: FixedContinuousTimeSource(seconds: 1.25))?.value == 50)
        #expect(timeline.sample("missing", at: 0) == nil)
    }

    @Test func opacityTweensAreKeptUnderReduceMotion() {
        let fade = Tween(key: "o", kind: .opacity, start: 0, duration: 1, from: 0, to: 1, easing: .linear)
        #expect(Timeline([fade], reduceMotion: true).sample("o", at: 0.5)?.value == 0.5)
    }
}
