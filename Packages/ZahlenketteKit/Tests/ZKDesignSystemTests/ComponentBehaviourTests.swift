import Testing
import ZKCore
import ZKScene

@testable import ZKDesignSystem

struct ComponentBehaviourTests {
    @Test func tokensMatchTheDesignDocument() {
        #expect(Palette.canvas.hexString == "#FBF5E6")
        #expect(Palette.ink.hexString == "#2E2A26")
        #expect(Palette.beadRed.hexString == "#D1342F")
        #expect(Palette.beadBlue.hexString == "#2F5FD0")
        #expect(Palette.ink.contrast(with: Palette.canvas) >= 4.5)
        #expect(Palette.ink.contrast(with: Palette.parentBackground) >= 4.5)
        #expect(Metrics.groupGap >= 0.4)
        #expect(Metrics.rowGap >= 0.6)
        #expect(Metrics.lochperleHole == 0.4)
        #expect(Metrics.littleOnesTile == 88 && Metrics.targetSpacing == 12 && Metrics.cornerRadius == 20)
        #expect(Motion.quick == 0.15 && Motion.standard == 0.3 && Motion.celebration <= 2.5)
        #expect(1 / Motion.pulsePeriod < 3)
    }

    @Test func numeralsOnTilesAreAtLeastFortyFourPoints() {
        #expect(NumeralTile.numeralSize(forTile: 60) == 44)
        #expect(NumeralTile.numeralSize(forTile: 88) >= 44)
        let tile = NumeralTile(
            number: 20, frame: Rect(x: 0, y: 0, width: 72, height: 72), id: .answer(20), label: "zwanzig")
        let scene = Scene(size: Size(width: 375, height: 375), background: Palette.canvas, nodes: [tile.node()])
        #expect(scene.texts.allSatisfy { $0.size >= 44 })
        #expect(LayoutAudit().audit(scene).isEmpty)
    }

    @Test func disabledTilesAreNotHit() {
        let tile = NumeralTile(
            number: 3, frame: Rect(x: 0, y: 0, width: 88, height: 88), id: .answer(3), label: "drei", state: .disabled)
        let scene = Scene(size: Size(width: 375, height: 375), background: Palette.canvas, nodes: [tile.node()])
        #expect(scene.hitTest(Point(x: 40, y: 40)) == nil)
    }

    @Test func holdToExitNeedsOneFullSecond() {
        var hold = HoldToExit()
        hold.press(at: 10)
        #expect(hold.progress(at: 10.5) == 0.5)
        #expect(!hold.isComplete(at: 10.99))
        #expect(hold.isComplete(at: 11))
        hold.release()
        #expect(hold.progress(at: 12) == 0)
        let button = HomeButton(center: Point(x: 50, y: 50), label: "Nach Hause", holdProgress: 0.5)
        let scene = Scene(size: Size(width: 375, height: 375), background: Palette.canvas, nodes: [button.node()])
        #expect(scene.element(.gameHome)?.hitRegion.width ?? 0 >= 60)
    }

    /// Only the house is held (docs/app.md#input): a host sends it a press and a release, and every
    /// other element one tap, so a child's tap reaches the app once.
    @Test func theHouseIsTheElementAHostHoldsAndABigButtonIsTappedOnce() {
        let house = HomeButton(center: Point(x: 50, y: 50), label: "Nach Hause").node()
        let answer = Node.rect(Rect(x: 200, y: 200, width: 80, height: 80), cornerRadius: 8, fill: Palette.surface)
            .interactive(A11yID(.gameContainer, "answer", "3"), label: "3")
        let scene = Scene(size: Size(width: 375, height: 375), background: Palette.canvas, nodes: [house, answer])
        #expect(scene.hitTest(Point(x: 50, y: 50))?.holds == true)
        #expect(scene.hitTest(Point(x: 240, y: 240))?.holds == false)
    }

    @Test func starBurstLastsAtMostTheCelebrationToken() {
        let burst = StarBurst(center: Point(x: 100, y: 100), start: 3)
        #expect(burst.duration <= Motion.celebration)
        #expect(burst.timeline.isAnimating(at: 3.5))
        #expect(!burst.timeline.isAnimating(at: 3 + Motion.celebration))
        if case .group(let group) = burst.node(at: 10).shape { #expect(group.children.isEmpty) }
        let reduced = StarBurst(center: Point(x: 100, y: 100), start: 0, reduceMotion: true)
        #expect(reduced.timeline.sample("burst.spread", at: 0.1)?.value == 1)
    }

    @Test func scatteredPlacementIsSeededAndNeverOverlaps() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 150)
        let first = ScatterPlacement.centers(count: 12, diameter: 20, in: frame, seed: 99)
        let second = ScatterPlacement.centers(count: 12, diameter: 20, in: frame, seed: 99)
        #expect(first == second)
        #expect(first.count == 12)
        for (i, a) in first.enumerated() {
            for b in first[(i + 1)...] { #expect(a.distance(to: b) >= 20) }
            #expect(frame.contains(a))
        }
        #expect(ScatterPlacement.centers(count: 12, diameter: 20, in: frame, seed: 100) != first)
        let crowded = ScatterPlacement.centers(
            count: 40, diameter: 30, in: Rect(x: 0, y: 0, width: 100, height: 100), seed: 1)
        for (i, a) in crowded.enumerated() { for b in crowded[(i + 1)...] { #expect(a.distance(to: b) >= 30) } }
    }

    @Test func dicePatternsHaveOnePipPerUnit() {
        for n in 1...6 { #expect(DotPattern.dicePositions(n).count == n) }
        #expect(DotPattern.dicePositions(7).isEmpty)
        #expect(
            ObjectGroup(count: 8, imageName: "x", arrangement: .dice, frame: Rect(x: 0, y: 0, width: 200, height: 80))
                .layout().centers.count == 8)
        #expect(
            ObjectGroup(count: 13, imageName: "x", arrangement: .field, frame: Rect(x: 0, y: 0, width: 300, height: 80))
                .layout().centers.count == 13)
    }

    @Test func speakerPulseIsGentleAndStopsUnderReduceMotion() {
        let pulse = SpeakerButton.pulse(startingAt: 0)
        #expect(Timeline([pulse]).sample(pulse.key, at: 0.6)?.value == 1.1)
        #expect(Timeline([pulse], reduceMotion: true).sample(pulse.key, at: 0.6)?.value == 1)
    }

    @Test func theGalleryFitsEveryStandardSizeWithoutOverlaps() {
        let labels = GalleryLabels(
            numeral: { "Zahl \($0)" }, start: "Los", speaker: "Hören", home: "Haus", card: "Karte",
            stone: { "Stein \($0)" })
        for size in LayoutAudit.standardSizes {
            let scene = ComponentGallery.scene(size: size, labels: labels)
            let findings = LayoutAudit().audit(scene).filter {
                if case .targetTooSmall = $0 { return false }
                return true
            }
            #expect(findings.isEmpty, "\(size): \(findings)")
        }
        let large = ComponentGallery.scene(size: Size(width: 1366, height: 1024), labels: labels)
        #expect(LayoutAudit().audit(large).isEmpty)
    }

    @Test func theBenchmarkSceneIsCleanAtIpadSize() {
        let scene = BenchmarkScene.scene(size: Size(width: 1024, height: 768)) { "Zahl \($0)" }
        #expect(LayoutAudit().audit(scene).isEmpty)
        #expect(scene.elements(role: .button).count == 6)
    }
}
